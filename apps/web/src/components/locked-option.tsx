import { Anchor, Group, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import classes from "./locked-option.module.css";

type LockedOptionProps = {
  /** What the option shows (its icon, name, the plan that has it), dimmed. */
  children: ReactNode;
  /** Completes "Upgrade to …" for a screen reader: "export to PDF". */
  action: string;
  /** Billing is on: the link says "Upgrade"; otherwise "See plans" (nothing can be bought). */
  canUpgrade: boolean;
  "data-format"?: string;
};

/**
 * An option the learner's plan does not have (an export format, a practice test's PDF): shown dimmed, not chosen,
 * with a link to the plans. Every locked option looks the same, wherever it is.
 */
export function LockedOption({ children, action, canUpgrade, ...data }: LockedOptionProps) {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.locked} data-locked {...data}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Anchor component={Link} to={paths.upgrade.getHref()} size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {canUpgrade ? "Upgrade" : "See plans"}
          <span className="visually-hidden"> to {action}</span>
        </Anchor>
      </Group>
    </Paper>
  );
}
