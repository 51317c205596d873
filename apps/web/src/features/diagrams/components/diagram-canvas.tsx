import { Text, VisuallyHidden } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { DIAGRAM_KIND_LABELS, type TDiagramGraph } from "@mnemo/api-contract";
import { collapsedSet, diagramHierarchy, expandToLevel, isCollapsibleKind, layoutDiagram, type TDiagramLayout } from "@mnemo/diagrams";
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import classes from "./diagram-canvas.module.css";
import { DiagramCanvasLayer } from "./diagram-canvas-layer.tsx";
import { ALL_LEVELS, DiagramCanvasToolbar } from "./diagram-canvas-toolbar.tsx";
import {
  IDENTITY,
  ZOOM_STEP,
  canvasKeyAction,
  contentHeight,
  cssTransform,
  firstView,
  fitTransform,
  panBy,
  showRect,
  wheelFactor,
  zoomAt,
  type TViewTransform,
} from "./diagram-canvas-view.ts";

export type DiagramCanvasProps = {
  graph: TDiagramGraph;
  /** Nodes whose children are hidden; default (and when uncontrolled) the graph's own `collapsed` flags. */
  collapsed?: ReadonlySet<string> | undefined;
  /** A node's +/− toggle was pressed. */
  onToggle?: ((id: string) => void) | undefined;
  /** "Expand to level N" chose a whole new set; without it, the change arrives as one onToggle per node that changes. */
  onCollapsedChange?: ((collapsed: Set<string>) => void) | undefined;
  selectedId?: string | null | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** Labels hidden (hide and recall, skeleton map): drawn as empty boxes with "?", the text nowhere in the page. */
  masked?: ReadonlySet<string> | undefined;
  /** Masked nodes whose label is shown again (marked as revealed). */
  revealed?: ReadonlySet<string> | undefined;
  /** Revealed nodes the learner did not recall (marked as missed rather than recalled). */
  missed?: ReadonlySet<string> | undefined;
  /** The branch drawn alone; with onFocus it is controlled, else the canvas keeps it. */
  focusId?: string | null | undefined;
  onFocus?: ((id: string | null) => void) | undefined;
  /** The node a drawing too big to fit readably is first centred on (default: the chosen node, else the focus or the root). */
  startAt?: string | null | undefined;
  /**
   * "fill" (default): the drawing fills its parent's height. "content": its height follows the drawing fitted
   * across its width (hide and recall, the skeleton map), between the stylesheet's minimum and maximum.
   */
  sizing?: "fill" | "content" | undefined;
};

/** Layouts kept per graph: a branch folded and opened again gets back the very layout it had, so nothing is redrawn. */
const LAYOUTS_KEPT = 12;

/** The layout of the shown nodes, remembered per collapsed set, focus and "+n" shown for the same graph. */
function useLayoutCache(
  graph: TDiagramGraph,
  collapsed: ReadonlySet<string>,
  focusId: string | null,
  showAll: ReadonlySet<string>,
): TDiagramLayout {
  const cache = useRef<{ graph: TDiagramGraph; layouts: Map<string, TDiagramLayout> } | null>(null);
  return useMemo(() => {
    if (cache.current?.graph !== graph) cache.current = { graph, layouts: new Map() };
    const { layouts } = cache.current;
    const key = [focusId ?? "", [...collapsed].sort().join(","), [...showAll].sort().join(",")].join("|");
    const known = layouts.get(key);
    if (known) return known;
    const layout = layoutDiagram(graph, { collapsed, focus: focusId ?? undefined, showAllChildren: showAll });
    if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value as string);
    layouts.set(key, layout);
    return layout;
  }, [graph, collapsed, focusId, showAll]);
}

/**
 * How the view is kept: "first" (the first view: fitted, or readable about the root), "fit" (the learner
 * pressed Fit) and both followed when the drawing's box changes size; "moved" (the learner zoomed or
 * panned) is left as it is.
 */
type TViewMode = "first" | "fit" | "moved";

const DRAG_THRESHOLD = 4;
type TDrag = { pointerId: number; x: number; y: number; view: TViewTransform; moved: boolean; target: Element | null };

/**
 * The drawing: the layout of the shown nodes as SVG (role="img", its title and
 * a description that points to the outline), zoomed and panned by one CSS
 * transform on the box holding it, so moving around never lays the diagram
 * (or its labels' text) out again.
 * Collapse toggles, focus and hide-and-recall masks change what is laid out.
 * The outline twin is the keyboard way to every node; the drawing itself takes
 * arrows (pan), + and − (zoom) and 0 (fit) when focused.
 */
export function DiagramCanvas(props: DiagramCanvasProps) {
  const { graph, onToggle, onCollapsedChange, selectedId, onSelect, masked, revealed, missed, onFocus, startAt, sizing = "fill" } = props;
  const [ownCollapsed, setOwnCollapsed] = useState<ReadonlySet<string>>(() => collapsedSet(graph));
  const collapsed = props.collapsed ?? ownCollapsed;
  const [ownFocus, setOwnFocus] = useState<string | null>(null);
  const focusId = onFocus ? (props.focusId ?? null) : ownFocus;
  const [showAll, setShowAll] = useState<ReadonlySet<string>>(() => new Set());
  const collapsible = isCollapsibleKind(graph.kind);

  const layout = useLayoutCache(graph, collapsed, focusId, showAll);
  const childCounts = useMemo(() => {
    const counts = new Map<string, number>();
    if (!collapsible) return counts;
    for (const [id, kids] of diagramHierarchy(graph).children) counts.set(id, kids.length);
    return counts;
  }, [graph, collapsible]);

  const { ref: sizeRef, width, height } = useElementSize<HTMLDivElement>();
  const viewportRef = useRef<HTMLDivElement>(null);
  const mergedViewportRef = useMergedRef(sizeRef, viewportRef);
  const [view, setView] = useState<TViewTransform>(IDENTITY);
  const viewMode = useRef<TViewMode>("first");
  const fittedFor = useRef<string | null>(null);
  const drag = useRef<TDrag | null>(null);
  const baseId = useId().replace(/:/g, "");

  const fit = useCallback(() => {
    viewMode.current = "fit";
    setView(fitTransform(layout, { width, height }));
  }, [layout, width, height]);
  /** The learner's own zoom or pan: resizing the window no longer refits the drawing. */
  const moveView = useCallback((change: (current: TViewTransform) => TViewTransform) => {
    viewMode.current = "moved";
    setView(change);
  }, []);
  // The layout as it is now, read when the box resizes (a new layout alone, a branch folded, keeps the view).
  const followSize = useEffectEvent((size: { width: number; height: number }, isNewDrawing: boolean) => {
    if (isNewDrawing) viewMode.current = "first";
    else if (viewMode.current === "moved") return;
    // A big map starts about the node asked for, the chosen one (hide and recall's question), the branch in focus or the root.
    const centre =
      [startAt, selectedId, focusId, graph.root].map((id) => layout.nodes.find((node) => node.id === id)).find(Boolean) ?? layout.nodes[0];
    setView(viewMode.current === "fit" ? fitTransform(layout, size) : firstView(layout, size, centre));
  });
  // The first view when the drawing first has a size and when the branch in focus changes; then on each resize.
  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    const key = `${graph.kind}|${focusId ?? ""}`;
    const isNewDrawing = fittedFor.current !== key;
    fittedFor.current = key;
    followSize({ width, height }, isNewDrawing);
  }, [graph.kind, focusId, width, height]);
  // The chosen node (chosen in the outline, say) is brought into sight.
  useEffect(() => {
    const node = layout.nodes.find((each) => each.id === selectedId);
    if (node) setView((current) => showRect(current, node, { width, height }));
  }, [selectedId, layout, width, height]);

  const setCollapsed = useCallback(
    (next: Set<string>) => {
      if (props.collapsed === undefined) setOwnCollapsed(next);
      if (onCollapsedChange) onCollapsedChange(next);
      else if (onToggle) for (const node of graph.nodes) if (next.has(node.id) !== collapsed.has(node.id)) onToggle(node.id);
    },
    [props.collapsed, onCollapsedChange, onToggle, graph.nodes, collapsed],
  );
  const toggle = useCallback(
    (id: string) => {
      const node = layout.nodes.find((each) => each.id === id);
      // A "+n" on an open node stands for children past the first seven: it shows them, it does not collapse.
      if (node?.overLimit && !collapsed.has(id)) {
        setShowAll((current) => new Set([...current, id]));
        return;
      }
      if (onToggle) onToggle(id);
      else {
        const next = new Set(collapsed);
        if (!next.delete(id)) next.add(id);
        setCollapsed(next);
      }
    },
    [layout.nodes, collapsed, onToggle, setCollapsed],
  );
  const expandTo = useCallback(
    (level: number | typeof ALL_LEVELS) => {
      if (level === ALL_LEVELS) {
        setShowAll(new Set(graph.nodes.map((node) => node.id)));
        setCollapsed(new Set());
      } else setCollapsed(collapsedSet(expandToLevel(graph, level)));
    },
    [graph, setCollapsed],
  );
  const setFocus = useCallback((id: string | null) => (onFocus ? onFocus(id) : setOwnFocus(id)), [onFocus]);

  const zoomBy = useCallback(
    (factor: number) => moveView((current) => zoomAt(current, factor, { x: width / 2, y: height / 2 })),
    [moveView, width, height],
  );
  // The wheel zooms about the pointer; React's wheel listener is passive, so the page would scroll too.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      moveView((current) => zoomAt(current, wheelFactor(event.deltaY, event.deltaMode), at));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [moveView]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const action = canvasKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.type === "pan") moveView((current) => panBy(current, action.dx, action.dy));
    else if (action.type === "zoom") zoomBy(action.factor);
    else fit();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, view, moved: false, target: event.target as Element };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    moveView(() => panBy(current.view, dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.pointerId !== event.pointerId || current.moved) return;
    // A click, not a drag: on a toggle it collapses or expands, on a node it chooses it.
    const toggleFor = current.target?.closest("[data-toggle-for]")?.getAttribute("data-toggle-for");
    if (toggleFor) return toggle(toggleFor);
    const nodeId = current.target?.closest("[data-node-id]")?.getAttribute("data-node-id");
    if (nodeId) onSelect?.(nodeId);
  };

  // Sized by its content: the height the drawing fitted across the width takes (the stylesheet clamps it).
  const viewportStyle: CSSProperties | undefined =
    sizing === "content" && width > 0 ? { height: Math.min(contentHeight(layout, width), 4000) } : undefined;
  const shown = layout.nodes.length;
  const hasSuggestions = layout.edges.some((edge) => edge.suggested);
  const canFocus = collapsible && selectedId != null && selectedId !== graph.root && (childCounts.get(selectedId) ?? 0) > 0;
  return (
    <div className={classes.root} data-sizing={sizing}>
      <DiagramCanvasToolbar
        zoomPercent={Math.round(view.k * 100)}
        onZoomIn={() => zoomBy(ZOOM_STEP)}
        onZoomOut={() => zoomBy(1 / ZOOM_STEP)}
        onFit={fit}
        onExpandToLevel={collapsible ? expandTo : undefined}
        isFocused={focusId !== null}
        canFocus={canFocus}
        onFocusBranch={() => selectedId != null && setFocus(selectedId)}
        onShowWhole={() => setFocus(null)}
      />
      <div
        ref={mergedViewportRef}
        className={classes.viewport}
        style={viewportStyle}
        tabIndex={0}
        role="group"
        aria-label="Diagram drawing"
        aria-describedby={`${baseId}-keys`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        <VisuallyHidden id={`${baseId}-keys`}>
          Arrow keys move the drawing, plus and minus zoom, 0 fits it. The outline lists the same nodes and edits them.
        </VisuallyHidden>
        <div className={classes.stage} style={{ transform: cssTransform(view) }} data-drawing-stage="">
          <svg
            className={classes.svg}
            width={layout.width}
            height={layout.height}
            role="img"
            aria-labelledby={`${baseId}-title`}
            aria-describedby={`${baseId}-desc`}
          >
            <title id={`${baseId}-title`}>{graph.title}</title>
            <desc id={`${baseId}-desc`}>
              {`${DIAGRAM_KIND_LABELS[graph.kind]} with ${shown} ${shown === 1 ? "node" : "nodes"} shown. The same content is in the outline beside the drawing.`}
            </desc>
            <defs>
              <marker id={`${baseId}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                <path className={classes.arrow} d="M0,0L10,5L0,10z" />
              </marker>
            </defs>
            <DiagramCanvasLayer
              layout={layout}
              rootId={graph.root}
              selectedId={selectedId}
              masked={masked}
              revealed={revealed}
              missed={missed}
              childCounts={childCounts}
              arrowId={`${baseId}-arrow`}
            />
          </svg>
        </div>
      </div>
      {hasSuggestions ? (
        <Text size="sm" className={classes.legend}>
          <svg width="36" height="10" aria-hidden="true" className={classes.legendLine}>
            <line x1="0" y1="5" x2="36" y2="5" />
          </svg>
          Suggested relation: confirm or remove it
        </Text>
      ) : null}
    </div>
  );
}
