import { Alert, Button, Group, Text } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { collapsedSet } from "@mnemo/diagrams";
import { IconBulb, IconListDetails } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { DiagramCanvas } from "./diagram-canvas.tsx";
import classes from "./diagram-viewer.module.css";
import { NodePanel } from "./node-panel.tsx";
import { OutlineTwin } from "./outline-twin.tsx";

type DiagramViewerEditorProps = {
  fileKey: string;
  sourceId: string | null;
  graph: TDiagramGraph;
  hasModel: boolean;
  onChange: (graph: TDiagramGraph) => void;
  onBeforeServerCall: () => Promise<void>;
};

/**
 * The drawing and the outline twin (the accessible view and the editor) side
 * by side, sharing what is chosen and what is folded, and the chosen node's
 * panel: opened by clicking a node in the drawing, or by "Details".
 */
export function DiagramViewerEditor({ fileKey, sourceId, graph, hasModel, onChange, onBeforeServerCall }: DiagramViewerEditorProps) {
  const [selectedId, setSelectedId] = useState<string | null>(graph.root ?? graph.nodes[0]?.id ?? null);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => collapsedSet(graph));
  const selected = graph.nodes.find((node) => node.id === selectedId) ?? null;
  const suggested = graph.kind === "concept_map" ? graph.edges.filter((edge) => edge.suggested).length : 0;

  const toggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const chooseOnDrawing = useCallback((id: string) => {
    setSelectedId(id);
    setIsPanelOpen(true);
  }, []);

  return (
    <>
      {suggested > 0 ? (
        <Alert variant="light" color="yellow" icon={<IconBulb size={20} aria-hidden="true" />} title="Relations to confirm">
          {suggested === 1 ? "1 relation was" : `${suggested} relations were`} read from the text by rules, which often get relations wrong:
          they are drawn dashed until you confirm or remove each one under Relations, beside the drawing.
        </Alert>
      ) : null}
      <div className={classes.workspace}>
        <div className={classes.canvas}>
          <DiagramCanvas
            graph={graph}
            collapsed={collapsed}
            onToggle={toggle}
            onCollapsedChange={setCollapsed}
            selectedId={selectedId}
            onSelect={chooseOnDrawing}
          />
        </div>
        <div className={classes.side}>
          {isPanelOpen && selected ? (
            <NodePanel
              fileKey={fileKey}
              sourceId={sourceId}
              node={selected}
              hasModel={hasModel}
              onBeforeServerCall={onBeforeServerCall}
              onClose={() => setIsPanelOpen(false)}
            />
          ) : (
            <Group justify="space-between" gap="xs" wrap="nowrap" preventGrowOverflow={false}>
              <Text size="sm" c="dimmed" lineClamp={1} miw={0} title={selected?.label}>
                {selected ? `Chosen: ${selected.label}` : "Choose a node to see where the source says it."}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                style={{ flex: "none" }}
                leftSection={<IconListDetails size={16} aria-hidden="true" />}
                disabled={!selected}
                onClick={() => setIsPanelOpen(true)}
              >
                Details
              </Button>
            </Group>
          )}
          <OutlineTwin
            graph={graph}
            onChange={onChange}
            selectedId={selectedId}
            onSelect={setSelectedId}
            collapsed={collapsed}
            onToggle={toggle}
          />
        </div>
      </div>
    </>
  );
}
