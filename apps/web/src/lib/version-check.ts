/**
 * docs/product.md's periodic latest-build manifest check. Each production build
 * publishes /version.json (see the version plugin in vite.config.ts) and bakes
 * the same id into its code; a tab whose id differs from the deployed one is
 * running an old build and is offered a reload.
 */

export const VERSION_MANIFEST_URL = "/version.json";
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** Returning to the tab checks at once, but not more often than this. */
export const MIN_VISIBLE_CHECK_GAP_MS = 60 * 1000;

/** The id this code was built with; undefined outside a Vite build with the plugin (unit tests). */
export function runningBuildId(): string | null {
  const id: unknown = import.meta.env.VITE_BUILD_ID;
  return typeof id === "string" && id !== "" ? id : null;
}

/** `{"version": "<build id>", "builtAt": "<iso>"}`; anything else (a proxy's HTML page, say) is no answer. */
export function parseVersionManifest(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === "string" && version !== "" ? version : null;
}

export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(VERSION_MANIFEST_URL, { cache: "no-store", headers: { accept: "application/json" } });
  if (!response.ok) return null;
  return parseVersionManifest(await response.json().catch(() => null));
}

export type VersionChecker = ReturnType<typeof createVersionChecker>;

export function createVersionChecker(deps: {
  currentVersion: string;
  fetchVersion: () => Promise<string | null>;
  onNewVersion: (version: string) => void;
  now: () => number;
}) {
  // The page was loaded just now, with index.html that is never cached: it is current.
  let lastCheckAt = deps.now();
  let isChecking = false;
  let announcedVersion: string | null = null;

  async function check(): Promise<void> {
    if (isChecking) return;
    isChecking = true;
    lastCheckAt = deps.now();
    try {
      const deployed = await deps.fetchVersion();
      // Each new deploy is announced once, not at every poll after the person closed the toast.
      if (deployed !== null && deployed !== deps.currentVersion && deployed !== announcedVersion) {
        announcedVersion = deployed;
        deps.onNewVersion(deployed);
      }
    } catch {
      // Offline or the API restarting: the next poll will tell.
    } finally {
      isChecking = false;
    }
  }

  return {
    check,
    async checkIfDue(): Promise<void> {
      if (deps.now() - lastCheckAt >= MIN_VISIBLE_CHECK_GAP_MS) await check();
    },
  };
}

type VisibilitySource = EventTarget & { visibilityState: DocumentVisibilityState };

/**
 * Polls every 5 minutes while the tab is visible, and when it becomes visible
 * again. Production builds only (the dev server has no manifest). Returns a stop function.
 */
export function startVersionCheck({
  onNewVersion,
  isEnabled = import.meta.env.PROD,
  currentVersion = runningBuildId(),
  fetchVersion = () => fetchDeployedVersion(),
  visibility = document,
  now = Date.now,
}: {
  onNewVersion: (version: string) => void;
  isEnabled?: boolean;
  currentVersion?: string | null;
  fetchVersion?: () => Promise<string | null>;
  visibility?: VisibilitySource;
  now?: () => number;
}): () => void {
  if (!isEnabled || currentVersion === null) return () => {};
  const checker = createVersionChecker({ currentVersion, fetchVersion, onNewVersion, now });
  const interval = setInterval(() => {
    if (visibility.visibilityState === "visible") void checker.check();
  }, VERSION_CHECK_INTERVAL_MS);
  const onVisibilityChange = () => {
    if (visibility.visibilityState === "visible") void checker.checkIfDue();
  };
  visibility.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    clearInterval(interval);
    visibility.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
