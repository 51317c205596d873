import { describe, expect, it } from "vitest";
import { isEuropeanTimeZone, shouldAskForConsent } from "./european-time-zone.ts";

describe("isEuropeanTimeZone", () => {
  it.each([
    "Europe/Berlin",
    "Europe/London",
    "Europe/Lisbon",
    "Europe/Dublin",
    "Europe/Zurich",
    "Europe/Oslo",
    "Europe/Jersey",
    "Atlantic/Canary",
    "Atlantic/Madeira",
    "Atlantic/Azores",
    "Atlantic/Faroe",
    "Atlantic/Reykjavik",
    "Arctic/Longyearbyen",
    "Asia/Nicosia",
    "Asia/Famagusta",
    "Africa/Ceuta",
    "Indian/Reunion",
    "America/Martinique",
    "CET",
    "WET",
    "MET",
    "EET",
    "europe/paris",
  ])("%s is European", (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(true);
  });

  it.each([
    "America/New_York",
    "America/Sao_Paulo",
    "Asia/Tokyo",
    "Asia/Istanbul",
    "Africa/Cairo",
    "Australia/Sydney",
    "Atlantic/Bermuda",
    "UTC",
    "",
    undefined,
  ])("%s is not", (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(false);
  });
});

describe("shouldAskForConsent", () => {
  it("asks in European time zones", () => {
    expect(shouldAskForConsent("Europe/Berlin")).toBe(true);
    expect(shouldAskForConsent("Atlantic/Canary")).toBe(true);
  });

  it("does not ask elsewhere: those visitors are accepted automatically", () => {
    expect(shouldAskForConsent("America/New_York")).toBe(false);
    expect(shouldAskForConsent("Asia/Kolkata")).toBe(false);
  });

  it.each(["UTC", "Etc/UTC", "GMT", "Etc/GMT", "Etc/GMT-2", "Etc/GMT+5", "Universal", "Zulu", "", "  ", undefined, null])(
    "asks when the time zone says nothing about the place (%s)",
    (zone) => {
      expect(shouldAskForConsent(zone)).toBe(true);
    },
  );
});
