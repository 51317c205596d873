import { useMemo } from "react";
import { trpc } from "@/lib/trpc.ts";
import type { TPracticeSession } from "../utils/practice-session.ts";
import { createServerPracticeSession } from "./server-practice-session.ts";

/** A signed-in learner's practice test, against the API's practice router. */
export function useServerPracticeSession(): TPracticeSession {
  const utils = trpc.useUtils();
  return useMemo(() => {
    const { practice } = utils.client;
    return createServerPracticeSession({
      start: (input) => practice.start.mutate(input),
      get: (input) => practice.get.query(input),
      answer: (input) => practice.answer.mutate(input),
      override: (input) => practice.override.mutate(input),
      extend: (input) => practice.extend.mutate(input),
      submit: (input) => practice.submit.mutate(input),
      retake: (input) => practice.retake.mutate(input),
    });
  }, [utils]);
}
