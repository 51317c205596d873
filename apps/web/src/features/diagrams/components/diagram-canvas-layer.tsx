import { wrapLabel, type TDiagramLayout, type TLaidOutEdge, type TLaidOutNode } from "@mnemo/diagrams";
import { memo } from "react";
import { memoByValue } from "../utils/memo-by-value.ts";
import classes from "./diagram-canvas.module.css";
import { edgePath, lineBaselines, toggleBox } from "./diagram-canvas-shapes.ts";

const EDGE_LABEL_FONT_SIZE = 12;
const EDGE_LABEL_WIDTH = 120;
const DATE_FONT_SIZE = 13;

/** How a node is drawn in hide and recall: its label hidden ("?"), hidden then revealed (recalled, or missed), or plain. */
export type TNodeMask = "hidden" | "revealed" | "missed" | undefined;

type CanvasNodeProps = {
  node: TLaidOutNode;
  kind: TDiagramLayout["kind"];
  rootCentreX: number | undefined;
  isSelected: boolean;
  mask: TNodeMask;
  /** Children it has (collapsible kinds only): it gets a toggle. */
  childCount: number;
};

/** One node: its shape, its label as <text>/<tspan> (never foreignObject), its collapse toggle. Redrawn only when its own props change. */
const CanvasNode = memoByValue(function CanvasNode({ node, kind, rootCentreX, isSelected, mask, childCount }: CanvasNodeProps) {
  const { x, y, width, height } = node;
  const centre = { x: x + width / 2, y: y + height / 2 };
  const className = [
    classes.node,
    isSelected ? classes.selected : "",
    mask === "hidden" ? classes.masked : "",
    mask === "revealed" ? classes.revealed : "",
    mask === "missed" ? classes.missed : "",
  ]
    .filter(Boolean)
    .join(" ");
  const shape =
    node.shape === "diamond" ? (
      <polygon className={classes.shape} points={`${centre.x},${y} ${x + width},${centre.y} ${centre.x},${y + height} ${x},${centre.y}`} />
    ) : (
      <rect className={classes.shape} x={x} y={y} width={width} height={height} rx={node.shape === "box" ? 6 : height / 2} />
    );
  const baselines = lineBaselines(node.lines.length, centre.y);
  return (
    <g className={className} data-node-id={node.id} data-depth={node.depth} data-shape={node.shape}>
      {shape}
      {mask === "hidden" ? (
        <text className={classes.maskMark} x={centre.x} y={centre.y + 6} textAnchor="middle">
          ?
        </text>
      ) : (
        <text className={classes.label} textAnchor="middle">
          {node.lines.map((line, index) => (
            <tspan key={index} x={centre.x} y={baselines[index]}>
              {line}
            </tspan>
          ))}
        </text>
      )}
      {node.date ? (
        <text className={classes.date} textAnchor="end">
          {node.date.lines.map((line, index) => (
            <tspan key={index} x={node.date!.x} y={node.date!.y + (index + 0.8) * DATE_FONT_SIZE * 1.3}>
              {line}
            </tspan>
          ))}
        </text>
      ) : null}
      {childCount > 0 ? <CollapseToggle node={node} kind={kind} rootCentreX={rootCentreX} /> : null}
    </g>
  );
}, "node");

function CollapseToggle({
  node,
  kind,
  rootCentreX,
}: {
  node: TLaidOutNode;
  kind: TDiagramLayout["kind"];
  rootCentreX: number | undefined;
}) {
  const box = toggleBox(node, kind, rootCentreX);
  const text = node.hiddenChildren > 0 ? `+${node.hiddenChildren}` : "−";
  return (
    <g className={classes.toggle} data-toggle-for={node.id} data-hidden={node.hiddenChildren > 0 ? "" : undefined}>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={box.height / 2} />
      <text x={box.x + box.width / 2} y={box.y + box.height / 2 + 4} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

type CanvasEdgeProps = { edge: TLaidOutEdge; kind: TDiagramLayout["kind"]; arrowId: string | undefined };

const CanvasEdge = memoByValue(function CanvasEdge({ edge, kind, arrowId }: CanvasEdgeProps) {
  const className = [
    classes.edge,
    edge.kind === "yes" ? classes.edgeYes : "",
    edge.kind === "no" ? classes.edgeNo : "",
    edge.suggested ? classes.suggested : "",
  ]
    .filter(Boolean)
    .join(" ");
  return <path className={className} d={edgePath(edge, kind)} markerEnd={arrowId ? `url(#${arrowId})` : undefined} />;
}, "edge");

function EdgeLabel({ edge }: { edge: TLaidOutEdge }) {
  if (!edge.label || !edge.labelAt) return null;
  const lines = edge.labelLines ?? wrapLabel(edge.label, EDGE_LABEL_WIDTH, EDGE_LABEL_FONT_SIZE);
  const baselines = lineBaselines(lines.length, edge.labelAt.y, EDGE_LABEL_FONT_SIZE);
  return (
    <text className={`${classes.edgeLabel} ${edge.suggested ? classes.suggestedLabel : ""}`} textAnchor="middle">
      {lines.map((line, index) => (
        <tspan key={index} x={edge.labelAt!.x} y={baselines[index]}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function nodeMask(
  id: string,
  masked: ReadonlySet<string> | undefined,
  revealed: ReadonlySet<string> | undefined,
  missed: ReadonlySet<string> | undefined,
): TNodeMask {
  if (!masked?.has(id)) return undefined;
  if (!revealed?.has(id)) return "hidden";
  return missed?.has(id) ? "missed" : "revealed";
}

type DiagramCanvasLayerProps = {
  layout: TDiagramLayout;
  rootId: string | undefined;
  selectedId: string | null | undefined;
  masked: ReadonlySet<string> | undefined;
  revealed: ReadonlySet<string> | undefined;
  missed: ReadonlySet<string> | undefined;
  childCounts: ReadonlyMap<string, number>;
  arrowId: string;
};

/** Everything drawn, in drawing coordinates; it is re-rendered on a new layout or selection, never on pan or zoom. */
export const DiagramCanvasLayer = memo(function DiagramCanvasLayer({
  layout,
  rootId,
  selectedId,
  masked,
  revealed,
  missed,
  childCounts,
  arrowId,
}: DiagramCanvasLayerProps) {
  const arrows = layout.kind === "flowchart" || layout.kind === "concept_map";
  const root = layout.nodes.find((node) => node.id === rootId);
  const rootCentreX = root ? root.x + root.width / 2 : undefined;
  return (
    <>
      <g className={classes.edges}>
        {layout.edges.map((edge) => (
          <CanvasEdge key={edge.id} edge={edge} kind={layout.kind} arrowId={arrows ? arrowId : undefined} />
        ))}
      </g>
      <g>
        {layout.edges.map((edge) => (
          <EdgeLabel key={edge.id} edge={edge} />
        ))}
      </g>
      <g>
        {layout.nodes.map((node) => (
          <CanvasNode
            key={node.id}
            node={node}
            kind={layout.kind}
            rootCentreX={rootCentreX}
            isSelected={node.id === selectedId}
            mask={nodeMask(node.id, masked, revealed, missed)}
            childCount={childCounts.get(node.id) ?? 0}
          />
        ))}
      </g>
    </>
  );
});
