import type { TStudyStats } from "@mnemo/api-contract";

type TStateName = keyof TStudyStats["states"];

/** The order and words a learner reads: the four scheduling states (CARD_STATES), then suspended cards apart. */
export const CARD_STATE_LABELS: Record<TStateName, string> = {
  new: "New",
  learning: "Learning",
  review: "Review",
  relearning: "Relearning",
  suspended: "Suspended",
};

/** Mantine colours: readable on both schemes at shade 6 (light) and 4 (dark), picked by the component. */
export const CARD_STATE_COLORS: Record<TStateName, string> = {
  new: "blue",
  learning: "orange",
  review: "green",
  relearning: "red",
  suspended: "gray",
};

export type TCardStateSlice = { state: TStateName; label: string; value: number; color: string; share: number };

/** Every state in a fixed order with its count and share of all cards (0 when there are none). */
export function cardStateSlices(states: TStudyStats["states"]): TCardStateSlice[] {
  const total = Object.values(states).reduce((sum, value) => sum + value, 0);
  return (Object.keys(CARD_STATE_LABELS) as TStateName[]).map((state) => ({
    state,
    label: CARD_STATE_LABELS[state],
    value: states[state],
    color: CARD_STATE_COLORS[state],
    share: total > 0 ? states[state] / total : 0,
  }));
}
