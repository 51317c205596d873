import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTimeZone, studyDay, studyDayAfter, zonedTime } from "./study-day.ts";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const hours = (day: { start: Date; end: Date }) => (day.end.getTime() - day.start.getTime()) / HOUR;

/** The zone's wall clock at an instant, "2026-03-29 04:00", read independently of study-day.ts. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The study day of `now`, with its bounds as ISO strings for readable failures. */
function dayOf(now: string, timeZone: string) {
  const day = studyDay(at(now), timeZone);
  return { key: day.key, start: iso(day.start), end: iso(day.end) };
}

describe("studyDay on ordinary days", () => {
  it("Europe/London: 03:59 local is still the previous day, 04:00 starts the next (summer, UTC+1)", () => {
    expect(dayOf("2026-06-10T02:59:59.999Z", "Europe/London")).toEqual({
      key: "2026-06-09",
      start: "2026-06-09T03:00:00.000Z",
      end: "2026-06-10T03:00:00.000Z",
    });
    expect(dayOf("2026-06-10T03:00:00.000Z", "Europe/London")).toEqual({
      key: "2026-06-10",
      start: "2026-06-10T03:00:00.000Z",
      end: "2026-06-11T03:00:00.000Z",
    });
  });

  it("Europe/London in winter (UTC+0)", () => {
    expect(dayOf("2026-01-15T03:59:00Z", "Europe/London").key).toBe("2026-01-14");
    expect(dayOf("2026-01-15T04:00:00Z", "Europe/London")).toEqual({
      key: "2026-01-15",
      start: "2026-01-15T04:00:00.000Z",
      end: "2026-01-16T04:00:00.000Z",
    });
  });

  it("a late session after midnight counts as the evening's", () => {
    // 00:30 and 03:30 in London on 10 June: still 9 June's session.
    expect(dayOf("2026-06-09T23:30:00Z", "Europe/London").key).toBe("2026-06-09");
    expect(dayOf("2026-06-10T02:30:00Z", "Europe/London").key).toBe("2026-06-09");
    // 23:59 local is the day itself.
    expect(dayOf("2026-06-10T22:59:00Z", "Europe/London").key).toBe("2026-06-10");
  });

  it("America/New_York (UTC-4 in summer): 04:00 local is 08:00 UTC", () => {
    expect(dayOf("2026-06-10T07:59:00Z", "America/New_York").key).toBe("2026-06-09");
    expect(dayOf("2026-06-10T08:00:00Z", "America/New_York")).toEqual({
      key: "2026-06-10",
      start: "2026-06-10T08:00:00.000Z",
      end: "2026-06-11T08:00:00.000Z",
    });
    // Late evening in New York is already the next UTC date.
    expect(dayOf("2026-06-11T03:30:00Z", "America/New_York").key).toBe("2026-06-10");
  });

  it("Asia/Kolkata (UTC+5:30): the day starts at 22:30 UTC the day before", () => {
    expect(dayOf("2026-06-09T22:29:59Z", "Asia/Kolkata").key).toBe("2026-06-09");
    expect(dayOf("2026-06-09T22:30:00Z", "Asia/Kolkata")).toEqual({
      key: "2026-06-10",
      start: "2026-06-09T22:30:00.000Z",
      end: "2026-06-10T22:30:00.000Z",
    });
  });

  it("Pacific/Auckland (UTC+12 in June, +13 in January)", () => {
    expect(dayOf("2026-06-09T16:00:00Z", "Pacific/Auckland")).toEqual({
      key: "2026-06-10",
      start: "2026-06-09T16:00:00.000Z",
      end: "2026-06-10T16:00:00.000Z",
    });
    expect(dayOf("2026-06-09T15:59:00Z", "Pacific/Auckland").key).toBe("2026-06-09");
    expect(dayOf("2026-01-14T15:00:00Z", "Pacific/Auckland")).toEqual({
      key: "2026-01-15",
      start: "2026-01-14T15:00:00.000Z",
      end: "2026-01-15T15:00:00.000Z",
    });
  });

  it("Pacific/Chatham (UTC+12:45 in June)", () => {
    expect(dayOf("2026-06-09T15:14:59Z", "Pacific/Chatham").key).toBe("2026-06-09");
    expect(dayOf("2026-06-09T15:15:00Z", "Pacific/Chatham")).toEqual({
      key: "2026-06-10",
      start: "2026-06-09T15:15:00.000Z",
      end: "2026-06-10T15:15:00.000Z",
    });
  });

  it("UTC", () => {
    expect(dayOf("2026-06-10T03:59:59.999Z", "UTC").key).toBe("2026-06-09");
    expect(dayOf("2026-06-10T04:00:00Z", "UTC")).toEqual({
      key: "2026-06-10",
      start: "2026-06-10T04:00:00.000Z",
      end: "2026-06-11T04:00:00.000Z",
    });
    // Across a month and a year end.
    expect(dayOf("2027-01-01T03:00:00Z", "UTC").key).toBe("2026-12-31");
    expect(dayOf("2026-03-01T03:00:00Z", "UTC").key).toBe("2026-02-28");
  });

  it("another start hour", () => {
    expect(studyDay(at("2026-06-10T12:59:00Z"), "UTC", 13).key).toBe("2026-06-09");
    expect(studyDay(at("2026-06-10T13:00:00Z"), "UTC", 13).key).toBe("2026-06-10");
    expect(studyDay(at("2026-06-10T00:00:00Z"), "UTC", 0)).toEqual({
      key: "2026-06-10",
      start: at("2026-06-10T00:00:00Z"),
      end: at("2026-06-11T00:00:00Z"),
    });
  });
});

describe("studyDay on the days the clocks change", () => {
  it("Europe/London, spring forward on 2026-03-29 at 01:00: the study day of 28 March is 23 hours", () => {
    const day = studyDay(at("2026-03-28T12:00:00Z"), "Europe/London");
    expect(day).toEqual({ key: "2026-03-28", start: at("2026-03-28T04:00:00Z"), end: at("2026-03-29T03:00:00Z") });
    expect(hours(day)).toBe(23);
    // 00:30 GMT and 03:30 BST on the 29th are both still the 28th's session.
    expect(studyDay(at("2026-03-29T00:30:00Z"), "Europe/London").key).toBe("2026-03-28");
    expect(studyDay(at("2026-03-29T02:30:00Z"), "Europe/London").key).toBe("2026-03-28");
    expect(studyDay(at("2026-03-29T03:00:00Z"), "Europe/London").key).toBe("2026-03-29");
    expect(hours(studyDay(at("2026-03-29T12:00:00Z"), "Europe/London"))).toBe(24);
  });

  it("Europe/London, fall back on 2026-10-25 at 02:00: the study day of 24 October is 25 hours", () => {
    const day = studyDay(at("2026-10-24T12:00:00Z"), "Europe/London");
    expect(day).toEqual({ key: "2026-10-24", start: at("2026-10-24T03:00:00Z"), end: at("2026-10-25T04:00:00Z") });
    expect(hours(day)).toBe(25);
    // 01:30 happens twice (BST then GMT): both are the 24th's session.
    expect(studyDay(at("2026-10-25T00:30:00Z"), "Europe/London").key).toBe("2026-10-24");
    expect(studyDay(at("2026-10-25T01:30:00Z"), "Europe/London").key).toBe("2026-10-24");
    expect(studyDay(at("2026-10-25T03:59:59Z"), "Europe/London").key).toBe("2026-10-24");
    expect(studyDay(at("2026-10-25T04:00:00Z"), "Europe/London").key).toBe("2026-10-25");
  });

  it("America/New_York, 2026-03-08 (23 hours) and 2026-11-01 (25 hours)", () => {
    const spring = studyDay(at("2026-03-07T20:00:00Z"), "America/New_York");
    expect(spring).toEqual({ key: "2026-03-07", start: at("2026-03-07T09:00:00Z"), end: at("2026-03-08T08:00:00Z") });
    expect(hours(spring)).toBe(23);
    const fall = studyDay(at("2026-10-31T20:00:00Z"), "America/New_York");
    expect(fall).toEqual({ key: "2026-10-31", start: at("2026-10-31T08:00:00Z"), end: at("2026-11-01T09:00:00Z") });
    expect(hours(fall)).toBe(25);
    // 01:30 EDT and 01:30 EST on 1 November: both the 31st's session.
    expect(studyDay(at("2026-11-01T05:30:00Z"), "America/New_York").key).toBe("2026-10-31");
    expect(studyDay(at("2026-11-01T06:30:00Z"), "America/New_York").key).toBe("2026-10-31");
  });

  it("Europe/Helsinki switches within the hour before the start: 03:00 -> 04:00 and 04:00 -> 03:00", () => {
    // Spring: 02:59:59 EET is followed by 04:00 EEST, the start of the 29th's session.
    const spring = studyDay(at("2026-03-29T00:59:59Z"), "Europe/Helsinki");
    expect(spring).toEqual({ key: "2026-03-28", start: at("2026-03-28T02:00:00Z"), end: at("2026-03-29T01:00:00Z") });
    expect(hours(spring)).toBe(23);
    expect(wallClock(spring.end, "Europe/Helsinki")).toBe("2026-03-29 04:00");
    expect(studyDay(at("2026-03-29T01:00:00Z"), "Europe/Helsinki").key).toBe("2026-03-29");
    // Autumn: 03:00-03:59 happens twice, both before the start; 04:00 EET starts the 25th.
    const fall = studyDay(at("2026-10-24T12:00:00Z"), "Europe/Helsinki");
    expect(fall).toEqual({ key: "2026-10-24", start: at("2026-10-24T01:00:00Z"), end: at("2026-10-25T02:00:00Z") });
    expect(hours(fall)).toBe(25);
    expect(studyDay(at("2026-10-25T00:30:00Z"), "Europe/Helsinki").key).toBe("2026-10-24"); // 03:30 EEST
    expect(studyDay(at("2026-10-25T01:30:00Z"), "Europe/Helsinki").key).toBe("2026-10-24"); // 03:30 EET
    expect(studyDay(at("2026-10-25T02:00:00Z"), "Europe/Helsinki").key).toBe("2026-10-25"); // 04:00 EET
  });

  it("America/Havana and America/Santiago switch at midnight: the study day spanning it is 23 or 25 hours", () => {
    const havanaSpring = studyDay(at("2026-03-07T20:00:00Z"), "America/Havana");
    expect(havanaSpring).toEqual({ key: "2026-03-07", start: at("2026-03-07T09:00:00Z"), end: at("2026-03-08T08:00:00Z") });
    expect(hours(studyDay(at("2026-10-31T20:00:00Z"), "America/Havana"))).toBe(25);
    // Santiago: 24:00 on 4 April becomes 23:00 (-3 -> -4); 00:00 on 6 September becomes 01:00 (-4 -> -3).
    expect(hours(studyDay(at("2026-04-04T20:00:00Z"), "America/Santiago"))).toBe(25);
    expect(hours(studyDay(at("2026-09-05T20:00:00Z"), "America/Santiago"))).toBe(23);
  });

  it("Australia/Lord_Howe's half-hour change makes days of 23.5 and 24.5 hours", () => {
    expect(hours(studyDay(at("2026-10-03T12:00:00Z"), "Australia/Lord_Howe"))).toBe(23.5);
    expect(hours(studyDay(at("2026-04-04T12:00:00Z"), "Australia/Lord_Howe"))).toBe(24.5);
  });

  it("a calendar day the zone skipped (Pacific/Apia, 2011-12-30) folds into the day before", () => {
    // At 10:00 UTC on 30 December 2011 Samoa went from 23:59:59 on the 29th (-10) to 00:00 on the 31st (+14).
    expect(wallClock(at("2011-12-30T10:00:00Z"), "Pacific/Apia")).toBe("2011-12-31 00:00");
    const day = studyDay(at("2011-12-30T13:59:00Z"), "Pacific/Apia"); // 03:59 on the 31st
    expect(day).toEqual({ key: "2011-12-29", start: at("2011-12-29T14:00:00Z"), end: at("2011-12-30T14:00:00Z") });
    expect(studyDay(at("2011-12-30T14:00:00Z"), "Pacific/Apia").key).toBe("2011-12-31");
  });
});

describe("zonedTime", () => {
  it("an ordinary wall time", () => {
    expect(iso(zonedTime("Europe/London", 2026, 6, 10, 4))).toBe("2026-06-10T03:00:00.000Z");
    expect(iso(zonedTime("Asia/Kolkata", 2026, 6, 10, 4))).toBe("2026-06-09T22:30:00.000Z");
    expect(iso(zonedTime("Pacific/Chatham", 2026, 1, 10, 4))).toBe("2026-01-09T14:15:00.000Z");
    expect(iso(zonedTime("UTC", 2026, 12, 31, 23))).toBe("2026-12-31T23:00:00.000Z");
  });

  it("a skipped wall time moves forward by the gap", () => {
    // London 01:00 on 2026-03-29 does not exist: 02:00 BST.
    expect(iso(zonedTime("Europe/London", 2026, 3, 29, 1))).toBe("2026-03-29T01:00:00.000Z");
    expect(wallClock(zonedTime("Europe/London", 2026, 3, 29, 1), "Europe/London")).toBe("2026-03-29 02:00");
    // New York 02:00 on 2026-03-08: 03:00 EDT.
    expect(wallClock(zonedTime("America/New_York", 2026, 3, 8, 2), "America/New_York")).toBe("2026-03-08 03:00");
    // Havana and Santiago skip midnight: 01:00.
    expect(iso(zonedTime("America/Havana", 2026, 3, 8, 0))).toBe("2026-03-08T05:00:00.000Z");
    expect(wallClock(zonedTime("America/Havana", 2026, 3, 8, 0), "America/Havana")).toBe("2026-03-08 01:00");
    expect(iso(zonedTime("America/Santiago", 2026, 9, 6, 0))).toBe("2026-09-06T04:00:00.000Z");
    expect(wallClock(zonedTime("America/Santiago", 2026, 9, 6, 0), "America/Santiago")).toBe("2026-09-06 01:00");
    // Norfolk Island (+11 -> +12) skips 02:00 on 2026-10-04.
    expect(wallClock(zonedTime("Pacific/Norfolk", 2026, 10, 4, 2), "Pacific/Norfolk")).toBe("2026-10-04 03:00");
    // Lord Howe's gap is half an hour: 02:00 becomes 02:30.
    expect(iso(zonedTime("Australia/Lord_Howe", 2026, 10, 4, 2))).toBe("2026-10-03T15:30:00.000Z");
    expect(wallClock(zonedTime("Australia/Lord_Howe", 2026, 10, 4, 2), "Australia/Lord_Howe")).toBe("2026-10-04 02:30");
    // A whole day skipped: Samoa's 30 December 2011 04:00 is the 31st's 04:00.
    expect(wallClock(zonedTime("Pacific/Apia", 2011, 12, 30, 4), "Pacific/Apia")).toBe("2011-12-31 04:00");
  });

  it("a wall time shown twice is the earlier instant, east and west of Greenwich", () => {
    // London 01:00 on 2026-10-25: 01:00 BST (00:00 UTC), not 01:00 GMT (01:00 UTC).
    expect(iso(zonedTime("Europe/London", 2026, 10, 25, 1))).toBe("2026-10-25T00:00:00.000Z");
    // Berlin 02:00 on 2026-10-25: 02:00 CEST (00:00 UTC).
    expect(iso(zonedTime("Europe/Berlin", 2026, 10, 25, 2))).toBe("2026-10-25T00:00:00.000Z");
    // Helsinki 03:00 on 2026-10-25: 03:00 EEST (00:00 UTC).
    expect(iso(zonedTime("Europe/Helsinki", 2026, 10, 25, 3))).toBe("2026-10-25T00:00:00.000Z");
    // Norfolk 02:00 on 2026-04-05: 02:00 at +12 (14:00 UTC the day before).
    expect(iso(zonedTime("Pacific/Norfolk", 2026, 4, 5, 2))).toBe("2026-04-04T14:00:00.000Z");
    // New York 01:00 on 2026-11-01: 01:00 EDT (05:00 UTC).
    expect(iso(zonedTime("America/New_York", 2026, 11, 1, 1))).toBe("2026-11-01T05:00:00.000Z");
    // Havana shows 00:00 twice on 2026-11-01: 00:00 CDT (04:00 UTC).
    expect(iso(zonedTime("America/Havana", 2026, 11, 1, 0))).toBe("2026-11-01T04:00:00.000Z");
    // Santiago shows 23:00 twice on 2026-04-04: 23:00 at -3 (02:00 UTC on the 5th); midnight once, at -4.
    expect(iso(zonedTime("America/Santiago", 2026, 4, 4, 23))).toBe("2026-04-05T02:00:00.000Z");
    expect(iso(zonedTime("America/Santiago", 2026, 4, 5, 0))).toBe("2026-04-05T04:00:00.000Z");
  });

  it("the hours just around a change are exact", () => {
    expect(iso(zonedTime("Europe/London", 2026, 3, 29, 0))).toBe("2026-03-29T00:00:00.000Z");
    expect(iso(zonedTime("Europe/London", 2026, 3, 29, 2))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(zonedTime("Europe/London", 2026, 10, 25, 0))).toBe("2026-10-24T23:00:00.000Z");
    expect(iso(zonedTime("Europe/London", 2026, 10, 25, 2))).toBe("2026-10-25T02:00:00.000Z");
    // Hour 24 is the next day's midnight.
    expect(iso(zonedTime("UTC", 2026, 12, 31, 24))).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("studyDayAfter", () => {
  it("steps whole study days across a change of the clocks", () => {
    // From the 23-hour day of 28 March 2026 in London, and back.
    const before = at("2026-03-28T12:00:00Z");
    expect(studyDayAfter(before, "Europe/London", 1)).toEqual({
      key: "2026-03-29",
      start: at("2026-03-29T03:00:00Z"),
      end: at("2026-03-30T03:00:00Z"),
    });
    expect(studyDayAfter(at("2026-03-29T12:00:00Z"), "Europe/London", -1)).toEqual(studyDay(before, "Europe/London"));
    // New York's 25-hour 31 October.
    expect(studyDayAfter(at("2026-10-30T12:00:00Z"), "America/New_York", 1)).toEqual({
      key: "2026-10-31",
      start: at("2026-10-31T08:00:00Z"),
      end: at("2026-11-01T09:00:00Z"),
    });
    expect(studyDayAfter(at("2026-11-01T12:00:00Z"), "America/New_York", -1).key).toBe("2026-10-31");
    expect(studyDayAfter(at("2026-11-01T12:00:00Z"), "America/New_York", 0)).toEqual(
      studyDay(at("2026-11-01T12:00:00Z"), "America/New_York"),
    );
  });

  it("counts from the study day, not the calendar date (a late session)", () => {
    // 02:00 on 10 June in London is 9 June's session; the day after it is the 10th.
    expect(studyDayAfter(at("2026-06-10T01:00:00Z"), "Europe/London", 1).key).toBe("2026-06-10");
    expect(studyDayAfter(at("2026-06-10T01:00:00Z"), "Europe/London", -364).key).toBe("2025-06-10");
    expect(studyDayAfter(at("2026-06-10T01:00:00Z"), "Europe/London", 29).key).toBe("2026-07-08");
  });

  it("with a start hour after noon", () => {
    // 14:00 UTC on 10 June is the 10th's day when days start at 13:00: the next is the 11th.
    expect(studyDayAfter(at("2026-06-10T14:00:00Z"), "UTC", 1, 13)).toEqual({
      key: "2026-06-11",
      start: at("2026-06-11T13:00:00Z"),
      end: at("2026-06-12T13:00:00Z"),
    });
    expect(studyDayAfter(at("2026-06-10T14:00:00Z"), "UTC", -1, 13).key).toBe("2026-06-09");
  });
});

describe("study days in every zone the runtime knows", () => {
  const zones = Intl.supportedValuesOf("timeZone");
  const instant = fc.date({ min: at("2015-01-01T00:00:00Z"), max: at("2035-12-31T00:00:00Z"), noInvalidDate: true });

  it("contain the instant, start at 04:00 local (or the first instant after it), and follow on from each other", () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instant, (timeZone, now) => {
        const day = studyDay(now, timeZone);
        expect(day.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(day.end.getTime()).toBeGreaterThan(now.getTime());
        expect(hours(day)).toBeGreaterThanOrEqual(22);
        expect(hours(day)).toBeLessThanOrEqual(26);
        expect(wallClock(day.start, timeZone) >= `${day.key} 04:00`).toBe(true);
        // One second before the start is the previous study day.
        expect(studyDay(new Date(day.start.getTime() - 1000), timeZone).key < day.key).toBe(true);
        const next = studyDayAfter(now, timeZone, 1);
        const previous = studyDayAfter(now, timeZone, -1);
        expect(next.start).toEqual(day.end);
        expect(previous.end).toEqual(day.start);
        expect(studyDay(day.end, timeZone)).toEqual(next);
        expect(studyDay(previous.start, timeZone)).toEqual(previous);
      }),
      { numRuns: 400 },
    );
  });

  it("zonedTime lands on the wall time asked for whenever the clocks show it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instant, (timeZone, now) => {
        const [date, time] = wallClock(now, timeZone).split(" ") as [string, string];
        const [year, month, day] = date.split("-").map(Number) as [number, number, number];
        const hour = Number(time.slice(0, 2));
        const result = zonedTime(timeZone, year, month, day, hour);
        // The wall time hour:00 may not exist (a gap): then the first instant after it.
        const shown = wallClock(result, timeZone);
        expect(shown >= `${date} ${time.slice(0, 2)}:00`).toBe(true);
        if (shown !== `${date} ${time.slice(0, 2)}:00`) {
          expect(wallClock(new Date(result.getTime() - 1000), timeZone) < `${date} ${time.slice(0, 2)}:00`).toBe(true);
        } else {
          // The earlier instant when the hour is shown twice: an hour before does not show it.
          for (const back of [0.5, 1, 2]) {
            expect(wallClock(new Date(result.getTime() - back * HOUR), timeZone)).not.toBe(shown);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("isTimeZone", () => {
  it("accepts IANA names the runtime knows", () => {
    for (const zone of ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "America/Argentina/Buenos_Aires"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const value of ["", "Europe/Londn", "Mars/Olympus_Mons", "Not a zone", "Europe/London; DROP TABLE", "x".repeat(65)]) {
      expect(isTimeZone(value)).toBe(false);
    }
  });
});
