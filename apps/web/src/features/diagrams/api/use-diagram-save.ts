import { DIAGRAM_ERRORS, type TDiagram, type TDiagramGraph } from "@mnemo/api-contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/error-info.ts";
import { trpc } from "@/lib/trpc.ts";

/** Edits wait this long for the next one before they are saved together. */
export const DIAGRAM_SAVE_DEBOUNCE_MS = 800;

export type TDiagramSaveState =
  | { name: "saved" }
  | { name: "unsaved" }
  | { name: "saving" }
  | { name: "failed"; message: string }
  /** Someone (another tab) saved first: the stored diagram was loaded over the edits that could not be saved. */
  | { name: "stale"; message: string };

export const STALE_MESSAGE =
  "This diagram was changed somewhere else (another tab or device) since you opened it. It has been reloaded as it is stored now; your last change was not saved, so make it again.";

function appCodeOf(error: unknown): string | null {
  const data = typeof error === "object" && error !== null ? (error as { data?: { appCode?: unknown } }).data : undefined;
  return typeof data?.appCode === "string" ? data.appCode : null;
}

/**
 * The graph as the learner edits it, saved through diagrams.save with the
 * version it was edited from: edits are sent together once typing pauses, one
 * save at a time, and whatever is still waiting when the page is left is sent
 * then. A 409 (someone saved first) reloads the stored diagram and says so:
 * two tabs never silently overwrite each other.
 */
export function useDiagramSave(diagram: TDiagram & { graph: TDiagramGraph }) {
  const utils = trpc.useUtils();
  const fileKey = diagram.file_key;
  const [graph, setGraphState] = useState(diagram.graph);
  const [state, setState] = useState<TDiagramSaveState>({ name: "saved" });
  const graphRef = useRef(diagram.graph);
  const savedRef = useRef(diagram.graph);
  const versionRef = useRef(diagram.version);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlightRef = useRef<Promise<void> | null>(null);

  const adopt = useCallback((stored: TDiagram & { graph: TDiagramGraph }) => {
    graphRef.current = stored.graph;
    savedRef.current = stored.graph;
    versionRef.current = stored.version;
    setGraphState(stored.graph);
  }, []);

  // The stored diagram moved on without an edit here (renamed, cards made from a branch): take it, unless edits wait.
  useEffect(() => {
    if (diagram.version > versionRef.current && graphRef.current === savedRef.current && !inFlightRef.current) adopt(diagram);
  }, [diagram, adopt]);

  const send = useCallback((): Promise<void> => {
    if (inFlightRef.current) return inFlightRef.current.then(() => send());
    const sending = graphRef.current;
    if (sending === savedRef.current) {
      setState({ name: "saved" });
      return Promise.resolve();
    }
    setState({ name: "saving" });
    const request = utils.client.diagrams.save
      .mutate({ fileKey, version: versionRef.current, graph: sending })
      .then(
        (saved) => {
          versionRef.current = saved.version;
          savedRef.current = sending;
          utils.diagrams.get.setData({ fileKey }, { ...saved, graph: sending });
          void utils.diagrams.nodeDetails.invalidate({ fileKey });
          void utils.diagrams.list.invalidate();
          if (graphRef.current === sending) setState({ name: "saved" });
        },
        async (error: unknown) => {
          if (appCodeOf(error) === DIAGRAM_ERRORS.stale) {
            const stored = await utils.diagrams.get.fetch({ fileKey }, { staleTime: 0 }).catch(() => null);
            if (stored?.graph) adopt({ ...stored, graph: stored.graph });
            setState({ name: "stale", message: STALE_MESSAGE });
            return;
          }
          setState({ name: "failed", message: errorMessage(error, "Your change could not be saved. Try again.") });
        },
      )
      .finally(() => {
        inFlightRef.current = null;
      });
    inFlightRef.current = request;
    return request.then(() => {
      // Edits made while that save was on its way go next.
      if (graphRef.current !== savedRef.current && timerRef.current === null) return send();
    });
  }, [adopt, fileKey, utils]);

  const flush = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    return send();
  }, [send]);

  const setGraph = useCallback(
    (next: TDiagramGraph) => {
      graphRef.current = next;
      setGraphState(next);
      setState({ name: "unsaved" });
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void send();
      }, DIAGRAM_SAVE_DEBOUNCE_MS);
    },
    [send],
  );

  // Leaving the page sends what waits; closing the tab with unsaved edits asks first.
  useEffect(() => () => void flush(), [flush]);
  const isDirty = state.name === "unsaved" || state.name === "saving";
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  return { graph, state, setGraph, flush };
}
