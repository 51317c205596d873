import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./node-panel.module.css";

/** One part of the node panel under its heading. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {children}
    </Stack>
  );
}
