/**
 * Deleting third-party scripts' cookies, pure: which names match, and the
 * `document.cookie` assignments that expire them. A script may have set a
 * cookie on the page's host or on a parent domain (Google Analytics uses the
 * broadest one it can), and a cookie is only deleted with the same domain.
 */

/** Cookie names in a `document.cookie` string. */
export function readCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/** `_ga` matches only `_ga`; `_ga_*` matches every name starting with `_ga_`. */
export function matchesCookieId(pattern: string, name: string): boolean {
  return pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

export function findCookiesToDelete(cookieHeader: string, targetCookieIds: string[]): string[] {
  return readCookieNames(cookieHeader).filter((name) => targetCookieIds.some((pattern) => matchesCookieId(pattern, name)));
}

/** The host itself and each parent domain down to two labels; none for localhost or an IP address. */
export function cookieDomainsFor(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const isIpAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":");
  if (!host.includes(".") || isIpAddress) return [];
  const labels = host.split(".");
  const domains: string[] = [];
  for (let index = 0; index <= labels.length - 2; index += 1) domains.push(labels.slice(index).join("."));
  return domains;
}

/** Assignments that expire `name` whichever of the page's domains it was set on (path /). */
export function buildCookieDeletions(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  return [expired, ...cookieDomainsFor(hostname).map((domain) => `${expired}; Domain=.${domain}`)];
}
