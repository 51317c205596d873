/** Stripe statuses under which a subscription still runs (and may charge): it decides the plan, and no second checkout starts. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due", "unpaid", "paused"]);

/** Statuses after which a subscription never charges again. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);
