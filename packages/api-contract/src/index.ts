export * from "./errors.ts";
export * from "./groups.ts";
export * from "./notes.ts";
export * from "./plans.ts";
export * from "./subscription.ts";
export * from "./suggestions.ts";
export * from "./usage.ts";
