/*
 * A small mind map drawn by hand for the Diagram Generator page: plain SVG in
 * the theme's colours (light and dark), so the page loads none of the drawing
 * code (d3-hierarchy, dagre) that diagram pages use.
 */
const ACCENT = "var(--mantine-primary-color-filled)";
const SOFT = "var(--mantine-primary-color-light)";
const PAPER = "var(--mantine-color-body)";
const LINE = "var(--mantine-color-default-border)";
const TEXT = "var(--mantine-color-text)";

type Box = { x: number; y: number; label: string };

const ROOT = { x: 380, y: 150, width: 150, height: 46 };
const BRANCH = { width: 128, height: 36 };
const LEAF = { width: 112, height: 30 };

/** Each branch with its two leaves; negative x for the left side. */
const BRANCHES: { box: Box; leaves: [Box, Box] }[] = [
  {
    box: { x: 560, y: 80, label: "Light reactions" },
    leaves: [
      { x: 700, y: 48, label: "Split water" },
      { x: 700, y: 112, label: "Make ATP" },
    ],
  },
  {
    box: { x: 560, y: 220, label: "Calvin cycle" },
    leaves: [
      { x: 700, y: 188, label: "Fix CO₂" },
      { x: 700, y: 252, label: "Build sugar" },
    ],
  },
  {
    box: { x: 200, y: 80, label: "Chloroplast" },
    leaves: [
      { x: 60, y: 48, label: "Thylakoids" },
      { x: 60, y: 112, label: "Stroma" },
    ],
  },
  {
    box: { x: 200, y: 220, label: "Needs" },
    leaves: [
      { x: 60, y: 188, label: "Light" },
      { x: 60, y: 252, label: "Water, CO₂" },
    ],
  },
];

/** A curve from one box's side to the next one's, as the real drawings join a parent to its children. */
function link(fromX: number, fromY: number, toX: number, toY: number) {
  const middle = (fromX + toX) / 2;
  return `M${fromX} ${fromY}C${middle} ${fromY} ${middle} ${toY} ${toX} ${toY}`;
}

export function DiagramsExample() {
  const label =
    "An example mind map. Photosynthesis in the middle; on one side Light reactions (split water, make ATP) and Calvin cycle (fix CO₂, build sugar); on the other Chloroplast (thylakoids, stroma) and Needs (light, water and CO₂).";
  return (
    <svg viewBox="0 0 760 300" width="100%" role="img" aria-label={label} style={{ display: "block", maxWidth: 760, marginInline: "auto" }}>
      {BRANCHES.map(({ box, leaves }) => {
        const side = box.x > ROOT.x ? 1 : -1;
        return (
          <g key={box.label}>
            <path
              d={link(ROOT.x + (side * ROOT.width) / 2, ROOT.y, box.x - (side * BRANCH.width) / 2, box.y)}
              fill="none"
              stroke={ACCENT}
              strokeOpacity={0.55}
              strokeWidth={2.5}
            />
            {leaves.map((leaf) => (
              <path
                key={leaf.label}
                d={link(box.x + (side * BRANCH.width) / 2, box.y, leaf.x - (side * LEAF.width) / 2, leaf.y)}
                fill="none"
                stroke={ACCENT}
                strokeOpacity={0.4}
                strokeWidth={2}
              />
            ))}
          </g>
        );
      })}
      {BRANCHES.flatMap(({ leaves }) => leaves).map((leaf) => (
        <g key={leaf.label}>
          <rect
            x={leaf.x - LEAF.width / 2}
            y={leaf.y - LEAF.height / 2}
            width={LEAF.width}
            height={LEAF.height}
            rx={8}
            fill={PAPER}
            stroke={LINE}
            strokeWidth={1.5}
          />
          <text x={leaf.x} y={leaf.y + 4.5} textAnchor="middle" fontSize={13} fill={TEXT}>
            {leaf.label}
          </text>
        </g>
      ))}
      {BRANCHES.map(({ box }) => (
        <g key={box.label}>
          <rect
            x={box.x - BRANCH.width / 2}
            y={box.y - BRANCH.height / 2}
            width={BRANCH.width}
            height={BRANCH.height}
            rx={10}
            fill={SOFT}
            stroke={ACCENT}
            strokeWidth={1.5}
          />
          <text x={box.x} y={box.y + 5} textAnchor="middle" fontSize={14} fontWeight={600} fill={TEXT}>
            {box.label}
          </text>
        </g>
      ))}
      <rect x={ROOT.x - ROOT.width / 2} y={ROOT.y - ROOT.height / 2} width={ROOT.width} height={ROOT.height} rx={23} fill={ACCENT} />
      <text x={ROOT.x} y={ROOT.y + 6} textAnchor="middle" fontSize={17} fontWeight={700} fill="var(--mantine-primary-color-contrast, #fff)">
        Photosynthesis
      </text>
    </svg>
  );
}
