/**
 * Who sees the cookie banner (docs/product.md): visitors in a European time
 * zone are asked; everyone else has every cookie accepted for a year. The time
 * zone is the browser's own setting, so this is a best guess about where
 * privacy law asks for consent (EU/EEA, the UK and Switzerland), erring
 * towards asking.
 */

/** European places whose IANA zone is not under Europe/: EU islands, outermost regions and EEA members. */
const EUROPEAN_ZONES_OUTSIDE_EUROPE = new Set(
  [
    // Spain, Portugal
    "Atlantic/Canary",
    "Atlantic/Madeira",
    "Atlantic/Azores",
    "Africa/Ceuta",
    // Denmark (Faroe), Iceland, Norway (Svalbard, Jan Mayen)
    "Atlantic/Faroe",
    "Atlantic/Faeroe",
    "Atlantic/Reykjavik",
    "Arctic/Longyearbyen",
    "Atlantic/Jan_Mayen",
    // Cyprus
    "Asia/Nicosia",
    "Asia/Famagusta",
    // France's outermost regions are part of the EU
    "America/Cayenne",
    "America/Guadeloupe",
    "America/Martinique",
    "America/Marigot",
    "Indian/Reunion",
    "Indian/Mayotte",
    // Legacy zone names and aliases that browsers may still report
    "WET",
    "CET",
    "MET",
    "EET",
    "GB",
    "GB-Eire",
    "Eire",
    "Iceland",
    "Poland",
    "Portugal",
  ].map((zone) => zone.toLowerCase()),
);

/** True for Europe/* and the European zones listed above; case-insensitive. */
export function isEuropeanTimeZone(timeZone: string | null | undefined): boolean {
  if (!timeZone) return false;
  const zone = timeZone.trim().toLowerCase();
  return zone.startsWith("europe/") || EUROPEAN_ZONES_OUTSIDE_EUROPE.has(zone);
}

/**
 * UTC and fixed offsets say nothing about where someone is; privacy-minded
 * browsers (Tor, Firefox's fingerprinting protection) report UTC on purpose.
 * Those visitors are asked rather than opted in.
 */
function isPlaceless(zone: string): boolean {
  return /^(etc\/)?(utc|gmt|uct|zulu|universal|greenwich)([+-]\d{1,2})?$/.test(zone) || zone.startsWith("etc/");
}

/** Whether to show the banner rather than accept every cookie automatically. */
export function shouldAskForConsent(timeZone: string | null | undefined): boolean {
  if (!timeZone?.trim()) return true;
  return isEuropeanTimeZone(timeZone) || isPlaceless(timeZone.trim().toLowerCase());
}

/** The browser's IANA time zone, or undefined where Intl can't tell. */
export function readBrowserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
