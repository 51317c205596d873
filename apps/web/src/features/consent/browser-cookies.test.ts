import { describe, expect, it } from "vitest";
import { buildCookieDeletions, cookieDomainsFor, findCookiesToDelete, matchesCookieId, readCookieNames } from "./browser-cookies.ts";

describe("readCookieNames", () => {
  it("lists the names of a document.cookie string", () => {
    expect(readCookieNames("_ga=GA1.1.1; mnemo_consent=%7B%7D;_ga_ABC123=GS1.1")).toEqual(["_ga", "mnemo_consent", "_ga_ABC123"]);
    expect(readCookieNames("")).toEqual([]);
  });
});

describe("matchesCookieId", () => {
  it("matches exact names, and prefixes with a trailing *", () => {
    expect(matchesCookieId("_ga", "_ga")).toBe(true);
    expect(matchesCookieId("_ga", "_ga_ABC")).toBe(false);
    expect(matchesCookieId("_ga_*", "_ga_ABC")).toBe(true);
    expect(matchesCookieId("_ga_*", "_gat")).toBe(false);
  });
});

describe("findCookiesToDelete", () => {
  it("finds the target cookies present and nothing else", () => {
    const header = "_ga=1; _ga_XYZ=2; better-auth.session_token=3; other=4";
    expect(findCookiesToDelete(header, ["_ga", "_ga_*"])).toEqual(["_ga", "_ga_XYZ"]);
    expect(findCookiesToDelete(header, [])).toEqual([]);
  });
});

describe("cookie deletion", () => {
  it("covers the host and each parent domain, not the top-level domain", () => {
    expect(cookieDomainsFor("app.mnemo.example.com")).toEqual(["app.mnemo.example.com", "mnemo.example.com", "example.com"]);
    expect(cookieDomainsFor("mnemo.app")).toEqual(["mnemo.app"]);
  });

  it("uses no domain attribute for localhost or IP addresses", () => {
    expect(cookieDomainsFor("localhost")).toEqual([]);
    expect(cookieDomainsFor("127.0.0.1")).toEqual([]);
    expect(buildCookieDeletions("_ga", "127.0.0.1")).toEqual(["_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"]);
  });

  it("expires the cookie on every domain it may have been set on", () => {
    const deletions = buildCookieDeletions("_ga", "www.mnemo.example");
    expect(deletions).toHaveLength(3);
    expect(deletions.every((deletion) => deletion.startsWith("_ga=; Max-Age=0;"))).toBe(true);
    expect(deletions.slice(1).map((deletion) => deletion.split("; ").at(-1))).toEqual([
      "Domain=.www.mnemo.example",
      "Domain=.mnemo.example",
    ]);
  });
});
