import { memo, type ComponentType } from "react";

/**
 * A component redrawn only when its props change, the prop `byValue` compared
 * by value (JSON) and every other by identity: a new layout or outline builds
 * new objects for nodes and rows that did not change, and those are not redrawn.
 */
export function memoByValue<P extends object>(component: ComponentType<P>, byValue: keyof P) {
  return memo(component, (before, after) =>
    (Object.keys(after) as (keyof P)[]).every((name) =>
      name === byValue
        ? before[name] === after[name] || JSON.stringify(before[name]) === JSON.stringify(after[name])
        : Object.is(before[name], after[name]),
    ),
  );
}
