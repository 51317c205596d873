import { lazy, Suspense, useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { ConsentBanner } from "../features/consent/components/consent-banner.tsx";
import { useConsent } from "../features/consent/hooks/use-consent.ts";
import { useAuthEvents } from "../features/auth/hooks/use-auth-events.ts";
import { PlaygroundImportGate } from "../features/playground/components/playground-import-gate.tsx";
import { useSubscription } from "../features/subscription/hooks/use-subscription.ts";
import { useSession } from "../lib/auth/use-session.ts";
import { applyPageMeta, useTitleOverride } from "../lib/page-title.ts";
import { useFocusPageOnNavigate } from "./focus-page-on-navigate.ts";
import { LayoutFrame } from "./layouts/layout-frame.tsx";
import { PageTransitionOutlet } from "./page-transition.tsx";
import { useStudyPrefetch } from "./study-prefetch.ts";
import { RouteGuard } from "./route-guard.tsx";
import { isRouteMeta, type RouteMeta } from "./route-meta.ts";
import { notFoundMeta } from "./route-table.tsx";

/** The deepest matched route's entry in the route table. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return notFoundMeta;
}

// Fetched only when a subscription is past due: the first load carries none of it.
const PastDueBanner = lazy(() =>
  import("../features/billing/components/past-due-banner.tsx").then((module) => ({ default: module.PastDueBanner })),
);

/** Title, canonical link and description for the current page; a page may override the title. */
function usePageMeta(meta: RouteMeta) {
  const location = useLocation();
  const override = useTitleOverride(location.pathname);
  const title = override ?? meta.title;
  useEffect(() => {
    applyPageMeta({ title, description: meta.description, noindex: meta.noindex }, location);
  }, [title, meta.description, meta.noindex, location]);
}

/** The root of every page: meta, the global guard's subscription check, layout, route guard, transition. */
export function AppShell() {
  const meta = useRouteMeta();
  usePageMeta(meta);
  useFocusPageOnNavigate();
  useConsent();
  // The global guard keeps the signed-in user's subscription loaded on every page but home.
  const subscription = useSubscription({ enabled: !meta.skipSubscriptionCheck }).data?.subscription;
  const { user } = useSession();
  const pastDue = user && meta.layout !== "empty" && subscription?.status === "past_due" ? subscription : null;
  useAuthEvents();
  useStudyPrefetch(meta.id);
  return (
    <>
      <LayoutFrame meta={meta}>
        {pastDue ? (
          <Suspense fallback={null}>
            <PastDueBanner subscription={pastDue} />
          </Suspense>
        ) : null}
        <RouteGuard guard={meta.guard}>
          <PageTransitionOutlet transition={meta.transition} />
        </RouteGuard>
        <PlaygroundImportGate />
      </LayoutFrame>
      {/* After the page in reading and Tab order, so "Skip to content" stays the first stop. */}
      <ConsentBanner />
    </>
  );
}
