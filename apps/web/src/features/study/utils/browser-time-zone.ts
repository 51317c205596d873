import { isTimeZone } from "@mnemo/api-contract";

/** The browser's IANA time zone ("Europe/London"), or null when it reports none the server would accept. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
