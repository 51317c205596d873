import type { TCardSchedule } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

/** The columns of a card's schedule, and their mapping to the contract's shape and back. */
export const cardScheduleSelect = {
  state: true,
  due: true,
  stability: true,
  difficulty: true,
  reps: true,
  lapses: true,
  learningSteps: true,
  scheduledDays: true,
  lastReview: true,
} satisfies Prisma.CardSelect;

type ScheduleRow = Prisma.CardGetPayload<{ select: typeof cardScheduleSelect }>;

export function toCardSchedule(row: ScheduleRow): TCardSchedule {
  return {
    state: row.state,
    due: row.due?.toISOString() ?? null,
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    learning_steps: row.learningSteps,
    scheduled_days: row.scheduledDays,
    last_review: row.lastReview?.toISOString() ?? null,
  };
}

export function scheduleData(schedule: TCardSchedule) {
  return {
    state: schedule.state,
    due: schedule.due ? new Date(schedule.due) : null,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    reps: schedule.reps,
    lapses: schedule.lapses,
    learningSteps: schedule.learning_steps,
    scheduledDays: schedule.scheduled_days,
    lastReview: schedule.last_review ? new Date(schedule.last_review) : null,
  } satisfies Prisma.CardUpdateInput;
}
