import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useOutlet } from "react-router-dom";
import { DEFAULT_TRANSITION, type PageTransition } from "./route-meta.ts";

type Shown = { pathname: string; element: ReactNode };

/**
 * Fades between pages in 'out-in' mode: the old page fades out, then the new
 * one fades in. The incoming route decides; 'none' (and reduced motion) swaps at once.
 */
export function PageTransitionOutlet({ transition = DEFAULT_TRANSITION }: { transition?: PageTransition | undefined }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState<Shown>({ pathname, element: outlet });
  const latest = useRef<Shown>({ pathname, element: outlet });
  latest.current = { pathname, element: outlet };

  const animate = transition !== "none" && !reduceMotion;
  const durationMs = transition === "none" ? 0 : transition.durationMs;
  const isNewPage = shown.pathname !== pathname;

  useEffect(() => {
    if (!isNewPage) return;
    if (!animate) {
      setShown(latest.current);
      return;
    }
    // Fading out is the opacity transition below; fading in is the keyed wrapper's mount animation.
    const timer = window.setTimeout(() => setShown(latest.current), durationMs);
    return () => window.clearTimeout(timer);
  }, [isNewPage, pathname, animate, durationMs]);

  // Same page, new content (query string, data): show it straight away.
  const element = isNewPage ? shown.element : outlet;
  return (
    <div
      className="page-transition"
      data-phase={isNewPage ? "out" : "in"}
      style={
        animate
          ? { transition: `opacity ${durationMs}ms ease`, opacity: isNewPage ? 0 : 1, animation: `mnemo-fade-in ${durationMs}ms ease` }
          : undefined
      }
      key={shown.pathname}
    >
      {element}
    </div>
  );
}
