import { Badge, Button, Group, Text } from "@mantine/core";
import { confirmRelation, removeEdge } from "@mnemo/diagrams";
import { useId, useMemo } from "react";
import classes from "./outline-twin.module.css";
import type { TOutlineSession } from "./outline-twin-session.ts";

/**
 * A concept map's terms and the relations from each, in the order of the
 * terms. A relation our rules guessed is marked "Suggested" with Confirm and
 * Remove (rules often get relations wrong); both are edits like any other.
 */
export function OutlineTwinRelations({ session, masked }: { session: TOutlineSession; masked?: ReadonlySet<string> | undefined }) {
  const { graph, readOnly } = session;
  const headingId = useId();
  const terms = useMemo(() => {
    const labels = new Map(graph.nodes.map((node) => [node.id, masked?.has(node.id) ? "Hidden label" : node.label]));
    return graph.nodes
      .map((node) => ({
        id: node.id,
        label: labels.get(node.id) ?? node.id,
        relations: graph.edges
          .filter((edge) => edge.kind === "relation" && edge.from === node.id)
          .map((edge) => ({ edge, sentence: `${labels.get(edge.from)} ${edge.label?.trim() || "relates to"} ${labels.get(edge.to)}` })),
      }))
      .filter((term) => term.relations.length > 0);
  }, [graph, masked]);
  if (terms.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4} id={headingId}>
        Relations
      </Text>
      <ol aria-labelledby={headingId} className={classes.relations}>
        {terms.map((term) => (
          <li key={term.id}>
            <Text size="sm" fw={600}>
              {term.label}
            </Text>
            <ul className={classes.relationList}>
              {term.relations.map(({ edge, sentence }) => (
                <li key={edge.id}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" span className={classes.label}>
                      {sentence}
                    </Text>
                    {edge.suggested ? (
                      <Badge size="xs" variant="outline" color="indigo" tt="none">
                        Suggested
                      </Badge>
                    ) : null}
                    {edge.suggested && !readOnly ? (
                      <>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Confirm the relation: ${sentence}`}
                          onClick={() => session.applyChange(confirmRelation(graph, edge.id), `Confirmed: ${sentence}.`)}
                        >
                          Confirm
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove the relation: ${sentence}`}
                          onClick={() => session.applyChange(removeEdge(graph, edge.id), `Removed: ${sentence}. Undo brings it back.`)}
                        >
                          Remove
                        </Button>
                      </>
                    ) : null}
                  </Group>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
