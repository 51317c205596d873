import { LoadError } from "@/components/load-error.tsx";

/** A content chunk that failed to load (offline, a deploy replaced it): say so and offer a retry. */
export function ContentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError title="This page could not be loaded" error={error} onRetry={onRetry} />;
}
