import type { TStudyCounts } from "@mnemo/api-contract";
import classes from "./study.module.css";

const BUCKETS = [
  { key: "new", label: "New", className: classes.countNew },
  { key: "learning", label: "Learning", className: classes.countLearning },
  { key: "review", label: "Due", className: classes.countReview },
] as const;

type StudyCountsProps = {
  counts: TStudyCounts;
  /** Underlines the count the card on screen belongs to, as Anki does. */
  current?: keyof TStudyCounts | null;
  /** Words beside the numbers (the session); the deck list shows numbers with hidden labels. */
  isCompact?: boolean;
};

/** New (blue), learning (orange) and due (green) cards left today; colour only helps, the words carry the meaning. */
export function StudyCounts({ counts, current = null, isCompact = false }: StudyCountsProps) {
  return (
    <div className={classes.counts} data-testid="study-counts">
      {BUCKETS.map(({ key, label, className }) => (
        <span
          key={key}
          className={`${classes.count} ${className} ${current === key ? classes.countCurrent : ""}`}
          data-count={key}
          aria-current={current === key ? "true" : undefined}
        >
          <span className={classes.countValue}>{counts[key]}</span>
          {isCompact ? <span className="visually-hidden">{label.toLowerCase()}</span> : <span>{label.toLowerCase()}</span>}
        </span>
      ))}
    </div>
  );
}
