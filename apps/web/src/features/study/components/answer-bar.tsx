import { Button, Kbd, VisuallyHidden } from "@mantine/core";
import type { TRating } from "@mnemo/api-contract";
import type { CSSProperties, Ref } from "react";
import { RATING_LABELS, ratingButtonName } from "../utils/study-format.ts";
import { ratingKey } from "../utils/study-keys.ts";
import classes from "./study.module.css";

type AnswerBarProps = {
  ratings: readonly TRating[];
  intervals: Partial<Record<TRating, string>>;
  preselected: TRating;
  onRate: (rating: TRating) => void;
  preselectedRef?: Ref<HTMLButtonElement>;
};

/** Again / Hard / Good / Easy (or Again / Good), each with its key and when the card comes back. A full-width row. */
export function AnswerBar({ ratings, intervals, preselected, onRate, preselectedRef }: AnswerBarProps) {
  return (
    <div
      className={classes.bar}
      style={{ "--bar-columns": ratings.length } as CSSProperties}
      role="group"
      aria-label="How well did you know it?"
    >
      {ratings.map((rating) => (
        <Button
          key={rating}
          ref={rating === preselected ? preselectedRef : undefined}
          className={classes.rating}
          // Neutral buttons with a coloured edge; the preselected one filled in the primary colour (contrast holds in both schemes).
          variant={rating === preselected ? "filled" : "default"}
          aria-keyshortcuts={ratingKey(rating, ratings)}
          data-rating={rating}
          onClick={() => onRate(rating)}
        >
          {/* Named "Good, next in 4 days" from the hidden text; the word, key and short interval are for the eyes. */}
          <VisuallyHidden>{ratingButtonName(rating, intervals[rating])}</VisuallyHidden>
          <span aria-hidden="true">
            {RATING_LABELS[rating]} <Kbd className={`${classes.kbd} ${classes.hideOnPhone}`}>{ratingKey(rating, ratings)}</Kbd>
          </span>
          <span className={classes.interval} aria-hidden="true">
            {intervals[rating] ?? ""}
          </span>
        </Button>
      ))}
    </div>
  );
}
