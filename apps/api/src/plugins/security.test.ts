import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security.ts";

const cspOf = (options: Parameters<typeof securityHeaders>[0]) =>
  new Map(securityHeaders(options)).get("content-security-policy")!.split("; ");

describe("the Content-Security-Policy", () => {
  it("lets pictures and sounds load from the bucket's origin only when presigned downloads name one", () => {
    const plain = cspOf({ trustedOrigins: [] });
    expect(plain).toContain("img-src 'self' data: blob:");
    // Sounds fall back to default-src 'self'.
    expect(plain.some((directive) => directive.startsWith("media-src"))).toBe(false);

    const presigned = cspOf({ trustedOrigins: [], filesOrigin: "https://mnemo.s3.eu-west-2.amazonaws.com" });
    expect(presigned).toContain("img-src 'self' data: blob: https://mnemo.s3.eu-west-2.amazonaws.com");
    expect(presigned).toContain("media-src 'self' https://mnemo.s3.eu-west-2.amazonaws.com");
    // Nothing else may load from there: no script, style, frame or fetch.
    expect(presigned.filter((directive) => directive.includes("amazonaws"))).toHaveLength(2);
  });
});
