import {
  NEW_PER_DAY_MAX,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_MAX,
  type TParameterFit,
  type TStudySettings,
} from "@mnemo/api-contract";

/** What the profile's Study card edits; the same fields study.saveSettings takes. */
export type TStudySettingsForm = {
  timeZone: string;
  newPerDay: number;
  reviewsPerDay: number;
  desiredRetention: number;
  twoButtons: boolean;
};

// The settings' bounds are the contract's (study/study-rules.ts, without zod).
export { NEW_PER_DAY_MAX, RETENTION_MAX, RETENTION_MIN, REVIEWS_PER_DAY_MAX };

/** A count field's value, or null while it is empty or not a whole number from 0 to `max`. */
export function countOrNull(value: number | string, max: number): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

export function formFromSettings(settings: TStudySettings): TStudySettingsForm {
  return {
    timeZone: settings.time_zone,
    newPerDay: settings.new_per_day,
    reviewsPerDay: settings.reviews_per_day,
    desiredRetention: settings.desired_retention,
    twoButtons: settings.two_buttons,
  };
}

/** Only what the learner changed, so saving one field never overwrites another saved elsewhere meanwhile. */
export function settingsChanges(saved: TStudySettingsForm, form: TStudySettingsForm): Partial<TStudySettingsForm> {
  const changes: Partial<TStudySettingsForm> = {};
  for (const key of Object.keys(form) as (keyof TStudySettingsForm)[]) {
    if (form[key] !== saved[key]) Object.assign(changes, { [key]: form[key] });
  }
  return changes;
}

/** Retention or parameters changed: the cards already scheduled keep their dates until "Reschedule all cards". */
export function changesScheduling(changes: Partial<TStudySettingsForm>): boolean {
  return changes.desiredRetention !== undefined;
}

export type TTimeZoneOptions = { group: string; items: { value: string; label: string }[] }[];

/** "GMT+9", "GMT-3:30", "GMT": the zone's offset now, for the picker's labels. */
export function zoneOffset(timeZone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(now)
      .find((item) => item.type === "timeZoneName");
    return part?.value ?? "";
  } catch {
    return "";
  }
}

/**
 * The time zone picker's options: the browser's zone first as the suggestion,
 * then every zone the browser knows (and the saved one, should it not), each
 * once (Mantine's Select refuses a value twice).
 */
export function timeZoneOptions({
  zones,
  browserZone,
  current,
  now,
}: {
  zones: readonly string[];
  browserZone: string | null;
  current: string;
  now: Date;
}): TTimeZoneOptions {
  const option = (zone: string) => {
    const offset = zoneOffset(zone, now);
    return { value: zone, label: offset ? `${zone.replaceAll("_", " ")} (${offset})` : zone.replaceAll("_", " ") };
  };
  const all = [...new Set([...zones, current])].filter((zone) => zone !== browserZone).sort((a, b) => a.localeCompare(b));
  return [
    ...(browserZone ? [{ group: "This device", items: [option(browserZone)] }] : []),
    { group: "All time zones", items: all.map(option) },
  ];
}

/** Every IANA zone the browser knows; older browsers without Intl.supportedValuesOf offer the saved and the browser's. */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
}

export type TParameterFitText = {
  /** What the learner reads about their personal parameters now. */
  headline: string;
  /** The figures behind it, or null without a finished fit. */
  figures: string | null;
};

const figure = (value: number | null) => (value === null ? "–" : value.toFixed(3));

/** The latest fit in words: better than the defaults (and by how much), or not, so the defaults stay. */
export function parameterFitText(fit: TParameterFit): TParameterFitText {
  const latest = fit.latest;
  if (!latest) {
    return fit.reviews < fit.reviews_needed
      ? { headline: `Personal parameters need ${fit.reviews_needed} answers; you have ${fit.reviews} so far.`, figures: null }
      : { headline: "You have enough answers to fit personal parameters.", figures: null };
  }
  if (latest.status === "queued") return { headline: "Fitting your parameters: waiting to start…", figures: null };
  if (latest.status === "running")
    return { headline: `${(latest.message || "Fitting your parameters").replace(/[.…]+$/, "")}…`, figures: null };
  if (latest.status === "failed") {
    const reason = (latest.message || "Try again later").replace(/[.…]+$/, "");
    return { headline: `The last fit did not finish. ${reason}.`, figures: null };
  }
  const figures =
    `Log loss ${figure(latest.fitted_log_loss)} against ${figure(latest.default_log_loss)} for the defaults; ` +
    `RMSE ${figure(latest.fitted_rmse)} against ${figure(latest.default_rmse)}, on your ${latest.test_reviews.toLocaleString("en-GB")} newest answers.`;
  const improvement = latest.improvement_percent;
  if (latest.accepted && improvement !== null && improvement > 0) {
    return { headline: `Your parameters predict your recall ${improvement}% better than the defaults, so they are in use.`, figures };
  }
  return { headline: "Your parameters did not predict your recall better than the defaults, so the defaults are kept.", figures };
}

/** A fit still under way: the card asks again until it ends. */
export function isFitRunning(fit: TParameterFit | undefined): boolean {
  return fit?.latest?.status === "queued" || fit?.latest?.status === "running";
}
