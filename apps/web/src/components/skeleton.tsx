import type { CSSProperties } from "react";

/** A grey placeholder block; hidden from assistive tech (the surrounding region says it is busy). */
export function Skeleton({ width = "100%", height = "1rem" }: { width?: CSSProperties["width"]; height?: CSSProperties["height"] }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
