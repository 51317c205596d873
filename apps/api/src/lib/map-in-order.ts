/**
 * Runs `task` over `items` with at most `limit` running at once and returns
 * the results in the items' order, whatever order they finish in. The first
 * rejection aborts `controller` (so running tasks can stop early) and stops
 * new tasks from starting; it is rethrown only after every running task has
 * settled, so nothing keeps working after this returns.
 */
export async function mapInOrder<T, R>(
  items: T[],
  limit: number,
  controller: AbortController,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure && !controller.signal.aborted) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failure ??= { error };
        controller.abort(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  // Aborted between tasks: no task saw it, so report it here.
  controller.signal.throwIfAborted();
  return results;
}
