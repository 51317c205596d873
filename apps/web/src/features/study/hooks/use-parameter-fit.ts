import { useEffect, useRef } from "react";
import { trpc } from "@/lib/trpc.ts";
import { isFitRunning } from "../utils/study-settings-form.ts";

/** How often a fit under way is asked after. */
const FIT_POLL_MS = 1_500;

/**
 * The learner's personal parameters (study.parameters, asked again while a fit
 * is queued or running) and "Fit now" (study.fitParameters).
 */
export function useParameterFit() {
  const utils = trpc.useUtils();
  const fit = trpc.study.parameters.useQuery(undefined, {
    refetchInterval: (query) => (isFitRunning(query.state.data) ? FIT_POLL_MS : false),
  });
  const start = trpc.study.fitParameters.useMutation({ onSuccess: () => utils.study.parameters.invalidate() });
  const isRunning = isFitRunning(fit.data);

  // A fit that ends may change the parameters in use: the settings (and the figures they drive) are read again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !isRunning) void utils.study.invalidate();
    wasRunning.current = isRunning;
  }, [isRunning, utils]);

  return { fit, start, isRunning };
}
