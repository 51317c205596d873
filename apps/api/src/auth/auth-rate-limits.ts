import { keyedHash } from "../lib/keyed-hash.ts";
import type { RateLimitStore } from "../lib/rate-limit-store.ts";

/**
 * Limits on the auth endpoints people could hammer: guessing passwords,
 * creating accounts in bulk, flooding someone's inbox with reset emails.
 *
 * Built so that nobody can lock a learner out and a classroom behind one
 * school address is not treated as an attack:
 * - Password guessing is stopped per account *and client*: ten wrong
 *   passwords from one client slow that client only.
 * - A per-account limit across all clients stops a botnet guessing one
 *   account; it does not apply to a browser that has signed in to that
 *   account before (a signed "known device" cookie), so the owner always
 *   gets in from their own device.
 * - Per-client limits are sized for a shared network (a class of thirty).
 *
 * Counters live in a RateLimitStore (the database by default), so several API
 * processes count together. Keys are keyed hashes, never a raw address or email.
 */
export type AuthLimitedAction = "sign-in" | "sign-up" | "password-reset" | "change-password" | "other";

type Rule = { limit: number; windowMs: number };
export type ActionRules = {
  /** Every request from one client (IP), whatever the account. */
  perClient: Rule;
  /** One account from one client. */
  perEmailAndClient?: Rule;
  /** One account from anywhere; waived for known devices on sign-in. */
  perEmail?: Rule;
  message: string;
};

const MINUTE = 60_000;

export const AUTH_RATE_RULES: Record<AuthLimitedAction, ActionRules> = {
  "sign-in": {
    perClient: { limit: 300, windowMs: 15 * MINUTE },
    perEmailAndClient: { limit: 10, windowMs: 15 * MINUTE },
    perEmail: { limit: 50, windowMs: 15 * MINUTE },
    message: "Too many sign-in attempts.",
  },
  "sign-up": {
    perClient: { limit: 100, windowMs: 60 * MINUTE },
    perEmail: { limit: 5, windowMs: 60 * MINUTE },
    message: "Too many accounts created from here.",
  },
  "password-reset": {
    perClient: { limit: 60, windowMs: 60 * MINUTE },
    perEmail: { limit: 3, windowMs: 60 * MINUTE },
    message: "Too many password reset requests.",
  },
  "change-password": {
    perClient: { limit: 20, windowMs: 15 * MINUTE },
    message: "Too many password changes tried.",
  },
  other: {
    perClient: { limit: 600, windowMs: MINUTE },
    message: "Too many requests.",
  },
};

/** better-auth paths (below /api/auth) with a rule of their own; every other POST counts as `other`. */
export const LIMITED_AUTH_PATHS: Record<string, AuthLimitedAction> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset",
  "/change-password": "change-password",
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export type AuthAttempt = {
  ip: string;
  email: string | undefined;
  /** The request carried a valid known-device token for this email. */
  knownDevice?: boolean;
};

export type CreateAuthRateLimiterOptions = {
  store: RateLimitStore;
  /** A server secret: keys and device tokens are HMACs under it. */
  hashKey: string;
  rules?: Record<AuthLimitedAction, ActionRules>;
};

export function createAuthRateLimiter({ store, hashKey, rules = AUTH_RATE_RULES }: CreateAuthRateLimiterOptions) {
  return {
    /** Counts one attempt against every rule that applies; says whether it may go ahead. */
    async check(action: AuthLimitedAction, { ip, email, knownDevice = false }: AuthAttempt): Promise<RateDecision> {
      const rule = rules[action];
      const client = keyedHash(hashKey, "ip", ip);
      const normalised = email?.trim().toLowerCase();
      const account = normalised ? keyedHash(hashKey, "email", normalised) : undefined;
      const counters: { key: string; rule: Rule }[] = [{ key: `${action}|client|${client}`, rule: rule.perClient }];
      if (account && rule.perEmailAndClient)
        counters.push({ key: `${action}|email-client|${account}|${client}`, rule: rule.perEmailAndClient });
      if (account && rule.perEmail && !knownDevice) counters.push({ key: `${action}|email|${account}`, rule: rule.perEmail });

      // Every counter moves (so no limit can be dodged by tripping another first), all at once.
      const hits = await Promise.all(counters.map(({ key, rule: limit }) => store.hit(key, limit.windowMs)));
      let wait = 0;
      hits.forEach(({ count, resetInMs }, index) => {
        if (count > counters[index]!.rule.limit) wait = Math.max(wait, Math.ceil(resetInMs / 1000), 1);
      });
      if (!wait) return { allowed: true };
      return { allowed: false, retryAfterSeconds: wait, message: `${rule.message} Try again in ${describeWait(wait)}.` };
    },

    /** The token a browser keeps after signing in to `email`, proving it has done so before. */
    deviceToken(email: string): string {
      return keyedHash(hashKey, "device", email.trim().toLowerCase());
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
