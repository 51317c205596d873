import { ActionIcon, Group, Tooltip } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowDown,
  IconArrowForwardUp,
  IconArrowUp,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPencil,
  IconRowInsertBottom,
  IconSubtask,
  IconTrash,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { TOutlineEdit } from "./outline-twin-actions.ts";
import type { TOutlineSession } from "./outline-twin-session.ts";
import classes from "./outline-twin.module.css";

type TTool = {
  name: string;
  keys: string;
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;
  run: () => void;
  disabled?: boolean;
};

/**
 * The outline's edits as buttons, for pointer and touch (each names its key):
 * they act on the chosen node. Trees have levels (child, indent, outdent);
 * flowcharts and timelines do not.
 */
export function OutlineTwinToolbar({ session, hasLevels }: { session: TOutlineSession; hasLevels: boolean }) {
  const id = session.selectedId;
  const edit = (action: TOutlineEdit) => () => id !== null && session.runEdit(id, action);
  const noNode = id === null;
  const tools: TTool[] = [
    { name: "Add a sibling", keys: "Enter", Icon: IconRowInsertBottom, run: edit({ type: "add-sibling" }), disabled: noNode },
    ...(hasLevels ? [{ name: "Add a child", keys: "Tab", Icon: IconSubtask, run: edit({ type: "add-child" }), disabled: noNode }] : []),
    { name: "Rename", keys: "F2", Icon: IconPencil, run: () => id !== null && session.startEditing(id), disabled: noNode },
    { name: "Move up", keys: "Alt+↑", Icon: IconArrowUp, run: edit({ type: "move", direction: "up" }), disabled: noNode },
    { name: "Move down", keys: "Alt+↓", Icon: IconArrowDown, run: edit({ type: "move", direction: "down" }), disabled: noNode },
    ...(hasLevels
      ? [
          { name: "Outdent", keys: "Alt+←", Icon: IconIndentDecrease, run: edit({ type: "move", direction: "outdent" }), disabled: noNode },
          { name: "Indent", keys: "Alt+→", Icon: IconIndentIncrease, run: edit({ type: "move", direction: "indent" }), disabled: noNode },
        ]
      : []),
    { name: "Delete", keys: "Delete", Icon: IconTrash, run: edit({ type: "delete" }), disabled: noNode },
    { name: "Undo", keys: "Ctrl+Z", Icon: IconArrowBackUp, run: session.undo, disabled: !session.canUndo },
    { name: "Redo", keys: "Ctrl+Y", Icon: IconArrowForwardUp, run: session.redo, disabled: !session.canRedo },
  ];
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label="Edit the outline">
      {tools.map(({ name, keys, Icon, run, disabled }) => (
        <Tooltip key={name} label={`${name} (${keys})`}>
          <ActionIcon variant="default" size="lg" className={classes.tool} aria-label={name} onClick={run} disabled={disabled}>
            <Icon size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
