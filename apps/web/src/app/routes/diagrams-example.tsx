import { Box } from "@mantine/core";

/*
 * A small mind map drawn by hand for the Diagram Generator page: plain SVG in
 * the theme's colours (light and dark), so the page loads none of the drawing
 * code (d3-hierarchy, dagre) that diagram pages use. Wide screens see it
 * spread left and right of its root; phones see the same map stacked under
 * it, so its labels stay readable at 390 px rather than shrink to 6 px.
 */
const ACCENT = "var(--mantine-primary-color-filled)";
const SOFT = "var(--mantine-primary-color-light)";
const PAPER = "var(--mantine-color-body)";
const LINE = "var(--mantine-color-default-border)";
const TEXT = "var(--mantine-color-text)";

type TLevel = "root" | "branch" | "leaf";
/** A box by its centre. */
type TBox = { x: number; y: number; label: string };
type TBranch = { box: TBox; leaves: [TBox, TBox] };
type TDrawing = {
  width: number;
  height: number;
  sizes: Record<TLevel, { width: number; height: number }>;
  root: TBox;
  branches: TBranch[];
  /** Each link's path: the root's to each branch, then each branch's to its leaves, in the order of `branches`. */
  links: { path: string; level: "branch" | "leaf" }[];
};

/** A curve from one box's side to the next one's, as the real drawings join a parent to its children. */
function sideLink(fromX: number, fromY: number, toX: number, toY: number) {
  const middle = (fromX + toX) / 2;
  return `M${fromX} ${fromY}C${middle} ${fromY} ${middle} ${toY} ${toX} ${toY}`;
}

/** A curve down from (x, fromY) that turns into a box's side at (toX, toY). */
function downLink(x: number, fromY: number, toX: number, toY: number) {
  return `M${x} ${fromY}C${x} ${toY} ${x} ${toY} ${toX} ${toY}`;
}

const LABELS: { branch: string; leaves: [string, string] }[] = [
  { branch: "Light reactions", leaves: ["Split water", "Make ATP"] },
  { branch: "Calvin cycle", leaves: ["Fix CO₂", "Build sugar"] },
  { branch: "Chloroplast", leaves: ["Thylakoids", "Stroma"] },
  { branch: "Needs", leaves: ["Light", "Water, CO₂"] },
];

/** Root in the middle, two branches each side, their leaves outside them. */
function wideDrawing(): TDrawing {
  const sizes = { root: { width: 172, height: 46 }, branch: { width: 128, height: 36 }, leaf: { width: 112, height: 30 } };
  const root = { x: 380, y: 150, label: "Photosynthesis" };
  const places = [
    { x: 560, y: 80, leafX: 700 },
    { x: 560, y: 220, leafX: 700 },
    { x: 200, y: 80, leafX: 60 },
    { x: 200, y: 220, leafX: 60 },
  ];
  const branches = LABELS.map(({ branch, leaves }, index): TBranch => {
    const { x, y, leafX } = places[index]!;
    return {
      box: { x, y, label: branch },
      leaves: [
        { x: leafX, y: y - 32, label: leaves[0] },
        { x: leafX, y: y + 32, label: leaves[1] },
      ],
    };
  });
  const links = branches.flatMap(({ box, leaves }) => {
    const side = box.x > root.x ? 1 : -1;
    return [
      {
        path: sideLink(root.x + (side * sizes.root.width) / 2, root.y, box.x - (side * sizes.branch.width) / 2, box.y),
        level: "branch" as const,
      },
      ...leaves.map((leaf) => ({
        path: sideLink(box.x + (side * sizes.branch.width) / 2, box.y, leaf.x - (side * sizes.leaf.width) / 2, leaf.y),
        level: "leaf" as const,
      })),
    ];
  });
  return { width: 760, height: 300, sizes, root, branches, links };
}

/** Root on top, the branches two by two under it (joined by a trunk between the columns), each one's leaves under it. */
function narrowDrawing(): TDrawing {
  const sizes = { root: { width: 180, height: 44 }, branch: { width: 140, height: 34 }, leaf: { width: 118, height: 28 } };
  const root = { x: 180, y: 28, label: "Photosynthesis" };
  const rootBottom = root.y + sizes.root.height / 2;
  const branches = LABELS.map(({ branch, leaves }, index): TBranch => {
    const x = index % 2 === 0 ? 95 : 265;
    const y = index < 2 ? 104 : 246;
    const leafX = x - sizes.branch.width / 2 + 20 + sizes.leaf.width / 2;
    return {
      box: { x, y, label: branch },
      leaves: [
        { x: leafX, y: y + 46, label: leaves[0] },
        { x: leafX, y: y + 82, label: leaves[1] },
      ],
    };
  });
  const links = branches.flatMap(({ box, leaves }) => {
    const side = box.x > root.x ? 1 : -1;
    const foot = box.x - sizes.branch.width / 2 + 7;
    return [
      { path: downLink(root.x, rootBottom, box.x - (side * sizes.branch.width) / 2, box.y), level: "branch" as const },
      ...leaves.map((leaf) => ({
        path: downLink(foot, box.y + sizes.branch.height / 2, leaf.x - sizes.leaf.width / 2, leaf.y),
        level: "leaf" as const,
      })),
    ];
  });
  return { width: 360, height: 352, sizes, root, branches, links };
}

const STYLE: Record<TLevel, { rx: number; fontSize: number; fontWeight: number; fill: string; stroke?: string; text: string }> = {
  root: { rx: 23, fontSize: 17, fontWeight: 700, fill: ACCENT, text: "var(--mantine-primary-color-contrast, #fff)" },
  branch: { rx: 10, fontSize: 14, fontWeight: 600, fill: SOFT, stroke: ACCENT, text: TEXT },
  leaf: { rx: 8, fontSize: 13, fontWeight: 400, fill: PAPER, stroke: LINE, text: TEXT },
};

function ExampleBox({ box, level, size }: { box: TBox; level: TLevel; size: { width: number; height: number } }) {
  const style = STYLE[level];
  return (
    <g>
      <rect
        x={box.x - size.width / 2}
        y={box.y - size.height / 2}
        width={size.width}
        height={size.height}
        rx={style.rx}
        fill={style.fill}
        stroke={style.stroke}
        strokeWidth={style.stroke ? 1.5 : undefined}
      />
      <text
        x={box.x}
        y={box.y + style.fontSize * 0.35}
        textAnchor="middle"
        fontSize={style.fontSize}
        fontWeight={style.fontWeight}
        fill={style.text}
      >
        {box.label}
      </text>
    </g>
  );
}

function ExampleDrawing({ drawing, label }: { drawing: TDrawing; label: string }) {
  const { width, height, sizes, root, branches, links } = drawing;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block", maxWidth: width, marginInline: "auto" }}
    >
      {links.map((link) => (
        <path
          key={link.path}
          d={link.path}
          fill="none"
          stroke={ACCENT}
          strokeOpacity={link.level === "branch" ? 0.55 : 0.4}
          strokeWidth={link.level === "branch" ? 2.5 : 2}
        />
      ))}
      {branches
        .flatMap(({ leaves }) => leaves)
        .map((leaf) => (
          <ExampleBox key={leaf.label} box={leaf} level="leaf" size={sizes.leaf} />
        ))}
      {branches.map(({ box }) => (
        <ExampleBox key={box.label} box={box} level="branch" size={sizes.branch} />
      ))}
      <ExampleBox box={root} level="root" size={sizes.root} />
    </svg>
  );
}

const WIDE = wideDrawing();
const NARROW = narrowDrawing();

export function DiagramsExample() {
  const label =
    "An example mind map. Photosynthesis in the middle; on one side Light reactions (split water, make ATP) and Calvin cycle (fix CO₂, build sugar); on the other Chloroplast (thylakoids, stroma) and Needs (light, water and CO₂).";
  // One of the two is shown (the other is display: none, out of the accessibility tree too).
  return (
    <>
      <Box visibleFrom="sm">
        <ExampleDrawing drawing={WIDE} label={label} />
      </Box>
      <Box hiddenFrom="sm">
        <ExampleDrawing drawing={NARROW} label={label} />
      </Box>
    </>
  );
}
