import { chromium, type Browser } from "@playwright/test";

/**
 * Debian's Chromium (or CHROMIUM_PATH), launched with the flags the e2e tests
 * use (playwright.config.ts): no GPU, QUIC, first-run, background networking,
 * component updates or sync, and /tmp instead of a small /dev/shm.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
