import { Text } from "@mantine/core";
import type { TDiagramDate } from "@mnemo/api-contract";
import { addTimelineEvent, renameNode, setNodeDate, timelineEvents } from "@mnemo/diagrams";
import { useMemo } from "react";
import outline from "./outline-twin.module.css";
import { listRows, useOutlineKeyHandler } from "./outline-twin-key-handler.ts";
import type { TOutlineSession } from "./outline-twin-session.ts";
import { TimelineListForm } from "./timeline-list-form.tsx";
import classes from "./timeline-list.module.css";

type TimelineListProps = {
  session: TOutlineSession;
  label: string;
  describedBy: string;
  masked?: ReadonlySet<string> | undefined;
  /** "responsive": a horizontal, scrolling row on wide screens (the timeline as the drawing); "vertical" always. */
  orientation?: "vertical" | "responsive" | undefined;
};

/** The machine-readable date of a <time> element, for the dates HTML can say (AD, four-digit years); else none. */
function machineDate(date: TDiagramDate): string | undefined {
  if (date.era !== "AD" || date.year > 9999 || date.precision === "decade" || date.precision === "century") return undefined;
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  const parts = [pad(date.year, 4), date.month === undefined ? undefined : pad(date.month, 2)];
  if (date.month !== undefined && date.day !== undefined) parts.push(pad(date.day, 2));
  return parts.filter(Boolean).join("-");
}

/**
 * A timeline as a semantic ordered list, earliest first: each event its date
 * and what happened. The list is the timeline's drawing and its outline at
 * once; it edits like the outline (Enter adds an event of the same date, F2
 * edits the date and words, Delete, Ctrl+Z), and a form at the end adds an
 * event with its own date.
 */
export function TimelineList({ session, label, describedBy, masked, orientation = "vertical" }: TimelineListProps) {
  const { graph, editingId, readOnly } = session;
  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);
  const events = useMemo(() => timelineEvents(graph), [graph]);
  const nameOf = (id: string) => (masked?.has(id) ? "Hidden label" : (byId.get(id)?.label ?? id));
  const rows = useMemo(() => listRows(events.map((id) => ({ id, label: byId.get(id)?.label ?? id }))), [events, byId]);
  const onKeyDown = useOutlineKeyHandler({ session, mode: "list", rows, nameOf });
  const activeId = session.selectedId !== null && events.includes(session.selectedId) ? session.selectedId : (events[0] ?? null);

  const saveEvent = (id: string, date: TDiagramDate, words: string) => {
    const node = byId.get(id);
    let next = renameNode(graph, id, words);
    if (node?.date?.text !== date.text) next = setNodeDate(next, id, date);
    if (next !== graph) session.applyChange(next, `Saved “${words.trim()}”, ${date.text}.`, id);
    session.finishEditing(id);
  };
  const addEvent = (date: TDiagramDate, words: string) => {
    const result = addTimelineEvent(graph, date, words);
    if (result.refused) return session.announce(result.refused);
    session.applyChange(result.graph, `Added “${words.trim()}”, ${date.text}.`, result.selectedId);
  };

  return (
    <div className={orientation === "responsive" ? classes.responsive : undefined}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No events yet.
        </Text>
      ) : (
        <ol aria-label={label} aria-describedby={describedBy} className={classes.list} onKeyDown={onKeyDown}>
          {events.map((id) => {
            const node = byId.get(id);
            if (!node?.date) return null;
            const when = machineDate(node.date);
            return (
              <li
                key={id}
                data-outline-id={id}
                tabIndex={id === activeId ? 0 : -1}
                className={`${classes.event} ${outline.step}`}
                data-selected={id === activeId || undefined}
                onClick={() => session.select(id, { focus: true })}
              >
                {editingId === id ? (
                  <TimelineListForm
                    initialDate={node.date.text}
                    initialLabel={node.label}
                    submitLabel="Save"
                    focusLabel
                    onSave={(date, words) => saveEvent(id, date, words)}
                    onCancel={() => session.finishEditing(id)}
                  />
                ) : (
                  <>
                    {when ? (
                      <time dateTime={when} className={classes.date}>
                        {node.date.text}
                      </time>
                    ) : (
                      <span className={classes.date}>{node.date.text}</span>
                    )}
                    <span className={masked?.has(id) ? outline.maskedLabel : outline.label}>{nameOf(id)}</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <div className={classes.add} role="group" aria-labelledby={`${describedBy}-add`}>
          <Text size="sm" fw={600} mb={4} id={`${describedBy}-add`}>
            Add an event
          </Text>
          <TimelineListForm submitLabel="Add event" onSave={addEvent} />
        </div>
      )}
    </div>
  );
}
