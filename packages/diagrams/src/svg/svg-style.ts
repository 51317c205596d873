import { DATE_FONT_SIZE, EDGE_LABEL_FONT_SIZE } from "../layout/layout-shared.ts";
import { LABEL_FONT_SIZE } from "../layout/wrap-label.ts";

/** System sans-serif fonts first, so no font file is needed (the export stays one self-contained file). */
export const DIAGRAM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", "DejaVu Sans", sans-serif';

/**
 * The drawing's look, embedded in the file (no external reference). Colours keep
 * text at 4.5:1 or more on its fill; a dashed outline marks a suggestion or a
 * hidden label, a thick orange one the highlighted node.
 */
export function diagramStyle(): string {
  return [
    `text{font-family:${DIAGRAM_FONT_STACK};fill:#212529}`,
    `.label{font-size:${LABEL_FONT_SIZE}px}`,
    ".node-shape{fill:#ffffff;stroke:#868e96;stroke-width:1.5}",
    ".depth-0 .node-shape,.shape-start .node-shape,.shape-end .node-shape{fill:#edf2ff;stroke:#3b5bdb;stroke-width:2}",
    ".shape-diamond .node-shape{fill:#fff9db;stroke:#e67700}",
    ".masked .node-shape{fill:#f8f9fa;stroke:#495057;stroke-dasharray:6 4}",
    ".mask-mark{font-size:18px;font-weight:700;fill:#495057}",
    ".highlighted .node-shape{stroke:#d9480f;stroke-width:3.5}",
    ".edge{fill:none;stroke:#adb5bd;stroke-width:1.5}",
    ".edge-yes{stroke:#2b8a3e}",
    ".edge-no{stroke:#c92a2a}",
    ".edge-suggested{stroke:#5c7cfa;stroke-dasharray:5 4}",
    ".arrow{fill:#868e96}",
    ".edge-label-box{fill:#ffffff;stroke:none}",
    `.edge-label{font-size:${EDGE_LABEL_FONT_SIZE}px;fill:#495057}`,
    ".edge-label-suggested{font-style:italic}",
    ".badge-shape{fill:#3b5bdb}",
    ".badge{font-size:11px;font-weight:700;fill:#ffffff}",
    `.date{font-size:${DATE_FONT_SIZE}px;fill:#495057}`,
    ".spine-dot{fill:#3b5bdb}",
  ].join("");
}
