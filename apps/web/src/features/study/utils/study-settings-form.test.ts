import type { TParameterFit } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { isFitRunning, parameterFitText, settingsChanges, timeZoneOptions, zoneOffset } from "./study-settings-form.ts";

const saved = { timeZone: "Europe/London", newPerDay: 20, reviewsPerDay: 200, desiredRetention: 0.9, twoButtons: false };
const NOW = new Date("2026-01-15T12:00:00Z");

describe("settingsChanges", () => {
  it("sends only the fields that changed", () => {
    expect(settingsChanges(saved, saved)).toEqual({});
    expect(settingsChanges(saved, { ...saved, newPerDay: 5, twoButtons: true })).toEqual({ newPerDay: 5, twoButtons: true });
  });
});

describe("timeZoneOptions", () => {
  it("suggests the browser's zone first and lists each zone once, with its offset", () => {
    const options = timeZoneOptions({
      zones: ["Asia/Tokyo", "Europe/London", "America/New_York"],
      browserZone: "Asia/Tokyo",
      current: "UTC",
      now: NOW,
    });
    expect(options[0]).toEqual({ group: "This device", items: [{ value: "Asia/Tokyo", label: "Asia/Tokyo (GMT+9)" }] });
    const values = options.flatMap((group) => group.items.map((item) => item.value));
    expect(values).toEqual(["Asia/Tokyo", "America/New_York", "Europe/London", "UTC"]);
    expect(options[1]!.items[0]!.label).toBe("America/New York (GMT-5)");
  });

  it("reads an offset, and nothing for an unknown zone", () => {
    expect(zoneOffset("Asia/Kolkata", NOW)).toBe("GMT+5:30");
    expect(zoneOffset("Not/AZone", NOW)).toBe("");
  });
});

const fit = (latest: Partial<NonNullable<TParameterFit["latest"]>> | null, reviews = 400): TParameterFit => ({
  reviews_needed: 400,
  reviews,
  using_personal: false,
  latest: latest && {
    id: "3f1c1a3e-1111-4111-8111-111111111111",
    status: "succeeded",
    percent: 100,
    message: "",
    accepted: true,
    default_log_loss: 0.4,
    fitted_log_loss: 0.352,
    default_rmse: 0.05,
    fitted_rmse: 0.04,
    improvement_percent: 12,
    test_reviews: 1200,
    finished_at: "2026-01-15T12:00:00Z",
    ...latest,
  },
});

describe("parameterFitText", () => {
  it("says how many answers are still needed", () => {
    expect(parameterFitText(fit(null, 120)).headline).toBe("Personal parameters need 400 answers; you have 120 so far.");
  });

  it("reads a kept fit and its figures", () => {
    const text = parameterFitText(fit({}));
    expect(text.headline).toBe("Your parameters predict your recall 12% better than the defaults, so they are in use.");
    expect(text.figures).toBe("Log loss 0.352 against 0.400 for the defaults; RMSE 0.040 against 0.050, on your 1,200 newest answers.");
  });

  it("says the defaults stay when the fit was no better", () => {
    expect(parameterFitText(fit({ accepted: false, improvement_percent: -3 })).headline).toBe(
      "Your parameters did not predict your recall better than the defaults, so the defaults are kept.",
    );
  });

  it("knows a fit under way", () => {
    expect(isFitRunning(fit({ status: "running", message: "Fitting" }))).toBe(true);
    expect(isFitRunning(fit({}))).toBe(false);
    expect(parameterFitText(fit({ status: "queued" })).headline).toBe("Fitting your parameters: waiting to start…");
    expect(parameterFitText(fit({ status: "running", message: "Reading your answers" })).headline).toBe("Reading your answers…");
    expect(parameterFitText(fit({ status: "failed", message: "Keep studying and try again in a few days." })).headline).toBe(
      "The last fit did not finish. Keep studying and try again in a few days.",
    );
  });
});
