/**
 * Limits on the auth endpoints people could hammer: guessing passwords,
 * creating accounts in bulk, flooding someone's inbox with reset emails.
 * Counted per client IP and per email address (so a botnet can't try one
 * account from many addresses), in fixed windows held in memory: one API
 * process answers these, and a restart forgets at most a few minutes.
 */
export type AuthLimitedAction = "sign-in" | "sign-up" | "password-reset";

type Rule = { perIp: number; perEmail: number; windowMs: number; message: string };

const MINUTE = 60_000;

export const AUTH_RATE_RULES: Record<AuthLimitedAction, Rule> = {
  "sign-in": { perIp: 30, perEmail: 10, windowMs: 15 * MINUTE, message: "Too many sign-in attempts." },
  "sign-up": { perIp: 10, perEmail: 5, windowMs: 60 * MINUTE, message: "Too many accounts created from here." },
  "password-reset": { perIp: 10, perEmail: 3, windowMs: 60 * MINUTE, message: "Too many password reset requests." },
};

/** better-auth paths (below /api/auth) and the action each one counts against. */
export const LIMITED_AUTH_PATHS: Record<string, AuthLimitedAction> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset",
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/** Keeps the map from growing without bound under a flood of distinct keys. */
const MAX_KEYS = 100_000;

export function createAuthRateLimiter({
  rules = AUTH_RATE_RULES,
  now = Date.now,
}: { rules?: Record<AuthLimitedAction, Rule>; now?: () => number } = {}) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const hit = (key: string, limit: number, windowMs: number): number | undefined => {
    const at = now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= at) {
      if (windows.size >= MAX_KEYS) prune(at);
      entry = { count: 0, resetAt: at + windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    return entry.count > limit ? Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) : undefined;
  };

  const prune = (at: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    // Still full: every key is live. Drop the oldest rather than refuse everyone.
    if (windows.size >= MAX_KEYS) for (const key of [...windows.keys()].slice(0, MAX_KEYS / 10)) windows.delete(key);
  };

  return {
    /** Counts one attempt; says whether it may go ahead. Both counters move, so neither limit can be dodged. */
    check(action: AuthLimitedAction, { ip, email }: { ip: string; email: string | undefined }): RateDecision {
      const rule = rules[action];
      const byIp = hit(`${action}|ip|${ip}`, rule.perIp, rule.windowMs);
      const normalised = email?.trim().toLowerCase();
      const byEmail = normalised ? hit(`${action}|email|${normalised}`, rule.perEmail, rule.windowMs) : undefined;
      const wait = Math.max(byIp ?? 0, byEmail ?? 0);
      if (!wait) return { allowed: true };
      return { allowed: false, retryAfterSeconds: wait, message: `${rule.message} Try again in ${describeWait(wait)}.` };
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
