export * from "./errors.ts";
export * from "./groups.ts";
export * from "./notes.ts";
export * from "./plans.ts";
export * from "./subscription.ts";
export * from "./usage.ts";
