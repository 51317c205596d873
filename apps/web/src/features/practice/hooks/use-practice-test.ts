import type { TPracticeResponse, TPracticeSettings } from "@mnemo/api-contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { practiceResults } from "../utils/practice-results.ts";
import type { TPracticeItem, TPracticeResults, TPracticeSession, TPracticeTest } from "../utils/practice-session.ts";

export type TPracticePhase = "build" | "taking" | "results";

export type TPracticeTestState = {
  phase: TPracticePhase;
  test: TPracticeTest | null;
  results: TPracticeResults | null;
  /** What the learner has chosen or typed per question, saved or not. */
  drafts: Record<number, TPracticeResponse>;
  /** A call under way: "start", "resume", "submit", or the index of the question being answered. */
  busy: "start" | "resume" | "submit" | number | null;
  error: string | null;
};

const INITIAL: TPracticeTestState = { phase: "build", test: null, results: null, drafts: {}, busy: null, error: null };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");

const withItem = (test: TPracticeTest | null, item: TPracticeItem): TPracticeTest | null =>
  test && { ...test, items: test.items.map((current) => (current.index === item.index ? item : current)) };

/**
 * One practice test from the builder to the results, over any TPracticeSession (the API's or the browser's): the
 * screens read this state and call these actions, and never the session itself.
 */
export function usePracticeTest(session: TPracticeSession) {
  const [state, setState] = useState<TPracticeTestState>(INITIAL);
  // The actions read the test through this, so they keep one identity for the whole test.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const call = useCallback(
    async <T>(
      busy: TPracticeTestState["busy"],
      work: () => Promise<T>,
      onDone: (value: T, current: TPracticeTestState) => TPracticeTestState,
    ) => {
      setState((current) => ({ ...current, busy, error: null }));
      try {
        const value = await work();
        setState((current) => ({ ...onDone(value, current), busy: null }));
        return value;
      } catch (error) {
        setState((current) => ({ ...current, busy: null, error: messageOf(error) }));
        return null;
      }
    },
    [],
  );

  const start = useCallback(
    (settings: TPracticeSettings) =>
      call(
        "start",
        () => session.start({ settings }),
        (test) => ({ ...INITIAL, phase: "taking", test }),
      ),
    [call, session],
  );

  // A reload finds the test where it was: taking it, or its results once submitted.
  const resume = useCallback(
    (testId: string) =>
      call(
        "resume",
        () => session.test({ testId }),
        (test) => {
          const isDone = test.submittedAt !== null && test.items.every((item) => item.outcome !== null);
          return { ...INITIAL, phase: isDone ? "results" : "taking", test, results: isDone ? practiceResults(test) : null };
        },
      ),
    [call, session],
  );

  const retake = useCallback(() => {
    const test = stateRef.current.test;
    if (!test) return Promise.resolve(null);
    return call(
      "start",
      () => session.retake({ testId: test.id }),
      (next) => ({ ...INITIAL, phase: "taking", test: next }),
    );
  }, [call, session]);

  const setDraft = useCallback((index: number, response: TPracticeResponse) => {
    setState((current) => ({ ...current, drafts: { ...current.drafts, [index]: response } }));
  }, []);

  const answer = useCallback(
    (index: number, response: TPracticeResponse) => {
      const test = stateRef.current.test;
      if (!test) return Promise.resolve(null);
      return call(
        index,
        () => session.answer({ testId: test.id, index, response }),
        (item, current) => ({ ...current, test: withItem(current.test, item) }),
      );
    },
    [call, session],
  );

  const override = useCallback(
    (index: number, addAlternative = false) => {
      const { test, phase } = stateRef.current;
      if (!test) return Promise.resolve(null);
      return call(
        index,
        async () => {
          const item = await session.override({ testId: test.id, index, addAlternative });
          // On the results screen the score changes with it: the (idempotent) submission answers the new one.
          return { item, results: phase === "results" ? await session.submit({ testId: test.id }) : null };
        },
        ({ item, results }, current) => ({ ...current, test: withItem(current.test, item), results: results ?? current.results }),
      );
    },
    [call, session],
  );

  const extend = useCallback(
    (minutes: number) => {
      const test = stateRef.current.test;
      if (!test) return Promise.resolve(null);
      return call(
        null,
        () => session.extend({ testId: test.id, minutes }),
        ({ deadline }, current) => ({ ...current, test: current.test && { ...current.test, deadline } }),
      );
    },
    [call, session],
  );

  const submit = useCallback(() => {
    const test = stateRef.current.test;
    if (!test) return Promise.resolve(null);
    return call(
      "submit",
      () => session.submit({ testId: test.id }),
      (results, current) => ({ ...current, phase: "results", results }),
    );
  }, [call, session]);

  const reset = useCallback(() => setState(INITIAL), []);

  return { state, start, resume, retake, setDraft, answer, override, extend, submit, reset };
}

export type TPracticeTestControls = ReturnType<typeof usePracticeTest>;
