import { AppError } from "../../lib/app-error.ts";

export const PRACTICE_TEST_NOT_FOUND = "Practice test not found";
export const PRACTICE_TEST_SUBMITTED =
  "This test has been submitted: its answers can no longer change. Start a new test or retake what you missed.";
export const PRACTICE_TIME_UP = "Time is up for this test: submit it to see your results, or extend the time limit.";
export const PRACTICE_NOT_SUBMITTED = "Submit the test first: its results are shown once it is submitted.";

/** Missing and someone else's test answer the same, so ids leak nothing. */
export function practiceTestNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: PRACTICE_TEST_NOT_FOUND });
}

/** Answers, overrides before the key is shown and extensions are refused once the test is submitted. */
export function practiceTestSubmitted(): AppError {
  return new AppError("CONFLICT", { message: PRACTICE_TEST_SUBMITTED, details: { reason: "submitted" } });
}

/** An answer that arrives after the deadline and its grace. */
export function practiceTimeUp(deadlineAt: Date): AppError {
  return new AppError("CONFLICT", { message: PRACTICE_TIME_UP, details: { reason: "time_up", deadline_at: deadlineAt.toISOString() } });
}

export function practiceNotSubmitted(): AppError {
  return new AppError("CONFLICT", { message: PRACTICE_NOT_SUBMITTED, details: { reason: "not_submitted" } });
}
