import { Text } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { planUnlocks } from "../utils/plan-unlocks.ts";
import classes from "./billing.module.css";

/** A plan's figures as a description list: words a month, upload limits, card types, exports. */
export function PlanDetails({ plan }: { plan: TPlan }) {
  const unlocks = planUnlocks(plan);
  const rows: [string, string][] = [
    ["Words", unlocks.wordsShort],
    ["Per upload", unlocks.uploadsShort],
    ["Card types", unlocks.cardTypes],
    ["Exports", unlocks.exports],
  ];
  return (
    <dl className={classes.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.detailRow}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {term}
          </Text>
          <Text component="dd" size="sm">
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
