import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fetchDeployedVersion,
  MIN_VISIBLE_CHECK_GAP_MS,
  parseVersionManifest,
  startVersionCheck,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_MANIFEST_URL,
} from "./version-check.ts";

describe("parseVersionManifest", () => {
  it("reads the build id", () => {
    expect(parseVersionManifest({ version: "m1abc", builtAt: "2026-11-02T10:00:00.000Z" })).toBe("m1abc");
  });

  it("is null for anything else", () => {
    for (const body of [null, "m1abc", {}, { version: "" }, { version: 3 }]) expect(parseVersionManifest(body)).toBeNull();
  });
});

describe("fetchDeployedVersion", () => {
  it("asks for /version.json past every cache", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ version: "v2" }), { status: 200 }));
    await expect(fetchDeployedVersion(fetchImpl)).resolves.toBe("v2");
    expect(fetchImpl).toHaveBeenCalledWith(VERSION_MANIFEST_URL, expect.objectContaining({ cache: "no-store" }));
  });

  it("is null for an error status or a body that is not the manifest", async () => {
    await expect(fetchDeployedVersion(async () => new Response("nope", { status: 404 }))).resolves.toBeNull();
    await expect(fetchDeployedVersion(async () => new Response("<!doctype html>", { status: 200 }))).resolves.toBeNull();
  });
});

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";

  setVisibility(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

describe("startVersionCheck", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(deployed: () => string | null, overrides: { isEnabled?: boolean; currentVersion?: string | null } = {}) {
    const visibility = new FakeDocument();
    const onNewVersion = vi.fn();
    const fetchVersion = vi.fn(async () => deployed());
    const stop = startVersionCheck({
      onNewVersion,
      fetchVersion,
      visibility,
      isEnabled: true,
      currentVersion: "v1",
      now: () => Date.now(),
      ...overrides,
    });
    return { visibility, onNewVersion, fetchVersion, stop };
  }

  it("checks every 5 minutes and offers a reload once the deployed version differs", async () => {
    let deployed = "v1";
    const { onNewVersion, fetchVersion } = start(() => deployed);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledOnce();
    expect(onNewVersion).not.toHaveBeenCalled();
    deployed = "v2";
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it("announces each new version once, however often it polls", async () => {
    let deployed = "v2";
    const { onNewVersion } = start(() => deployed);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(onNewVersion).toHaveBeenCalledOnce();
    deployed = "v3";
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion.mock.calls).toEqual([["v2"], ["v3"]]);
  });

  it("skips polls while the tab is hidden and checks when it is visible again", async () => {
    const { visibility, onNewVersion, fetchVersion } = start(() => "v2");
    visibility.setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersion).not.toHaveBeenCalled();
    visibility.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
  });

  it("does not check on every tab switch", async () => {
    const { visibility, fetchVersion } = start(() => "v1");
    await vi.advanceTimersByTimeAsync(MIN_VISIBLE_CHECK_GAP_MS - 1);
    visibility.setVisibility("hidden");
    visibility.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    visibility.setVisibility("hidden");
    visibility.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledOnce();
  });

  it("survives a failed check", async () => {
    let isOffline = true;
    const { onNewVersion } = start(() => {
      if (isOffline) throw new TypeError("Failed to fetch");
      return "v2";
    });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    isOffline = false;
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
  });

  it("does nothing outside production builds or without a build id, and stops when asked", async () => {
    for (const overrides of [{ isEnabled: false }, { currentVersion: null }]) {
      const { fetchVersion } = start(() => "v2", overrides);
      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
      expect(fetchVersion).not.toHaveBeenCalled();
    }
    const { fetchVersion, stop } = start(() => "v2");
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersion).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
