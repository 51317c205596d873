import { lazy, Suspense, useMemo, useState } from "react";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { browserStorage } from "@/lib/browser-storage.ts";
import { shouldOfferHandover } from "@/lib/playground/playground-handover.ts";

// The offer (and the scheduler behind its figures) loads only for the few it is shown to.
const PlaygroundImportOffer = lazy(() =>
  import("./playground-import-offer.tsx").then((module) => ({ default: module.PlaygroundImportOffer })),
);

/**
 * On every page: once someone is signed in (just signed up, or signed in for
 * the first time on this browser) and the browser holds a visitor's work on
 * the sample deck, offer to bring it into the account. docs/study.md, "The playground".
 */
export function PlaygroundImportGate() {
  const { mode } = useSessionMode();
  const [isClosed, setIsClosed] = useState(false);
  const isOffered = useMemo(() => mode === "signed-in" && !isClosed && shouldOfferHandover(browserStorage()), [mode, isClosed]);
  if (!isOffered) return null;
  return (
    <Suspense fallback={null}>
      <PlaygroundImportOffer onClose={() => setIsClosed(true)} />
    </Suspense>
  );
}
