import { describe, expect, it } from "vitest";
import { UNKNOWN_CLIENT_IP_HASH, hashClientIp } from "./hash-client-ip.ts";

describe("hashClientIp", () => {
  it("keys an address with the secret: the same address the same hash, another secret another", () => {
    const hash = hashClientIp("203.0.113.7", "secret-a");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientIp("203.0.113.7", "secret-a")).toBe(hash);
    expect(hashClientIp("203.0.113.7", "secret-b")).not.toBe(hash);
    expect(hashClientIp("203.0.113.8", "secret-a")).not.toBe(hash);
  });

  it("gives a request whose client already hung up (no address) the unknown bucket instead of throwing", () => {
    expect(hashClientIp(undefined, "secret-a")).toBe(UNKNOWN_CLIENT_IP_HASH);
    expect(hashClientIp("", "secret-a")).toBe(UNKNOWN_CLIENT_IP_HASH);
  });
});
