import { Tabs } from "@mantine/core";
import { IconFileText, IconNotes } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isKeepFocusState, KEEP_FOCUS_STATE } from "@/lib/keep-focus.ts";
import { paths } from "@/lib/paths.ts";

/** The source page's two views: its text, and the study notes made from it. */
export type SourceTab = "text" | "notes";

/**
 * The source page's tabs: its text and its study notes, each at its own
 * address (so a citation or a bookmark opens the right one). Switching keeps
 * focus on the tab, as tabs do.
 */
export function SourceTabs({ id, tab }: { id: string; tab: SourceTab }) {
  const navigate = useNavigate();
  const location = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isKeepFocusState(location.state)) listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [location.state]);

  return (
    <Tabs
      // Mantine names the tabs source-tab-<value> and the panels they control source-panel-<value> (the page's panel div).
      id="source"
      value={tab}
      onChange={(value) => {
        if (value === tab) return;
        void navigate(value === "notes" ? paths.sourceNotes.getHref(id) : paths.source.getHref(id), { state: KEEP_FOCUS_STATE });
      }}
      // The panels are rendered by the page below the tabs, one at a time.
      keepMounted={false}
    >
      <Tabs.List ref={listRef} aria-label="Source">
        <Tabs.Tab value="text" leftSection={<IconFileText size={18} aria-hidden="true" />}>
          Text
        </Tabs.Tab>
        <Tabs.Tab value="notes" leftSection={<IconNotes size={18} aria-hidden="true" />}>
          Study notes
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
