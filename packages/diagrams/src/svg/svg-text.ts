import { LABEL_LINE_HEIGHT } from "../layout/wrap-label.ts";

/**
 * Characters XML 1.0 cannot hold at all (control characters, lone surrogates,
 * U+FFFE/U+FFFF): dropped, so a label with one still gives a well-formed file.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or an attribute value made safe for XML: & < > " ' escaped, impossible characters dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A number as an attribute: at most two decimals, no "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * Lines of text centred on (cx, cy), one <tspan> each with its own x and
 * baseline, so every SVG tool places them alike (no dominant-baseline, which
 * some tools ignore).
 */
export function textLines(
  lines: string[],
  at: { x: number; y: number },
  options: { className: string; fontSize: number; anchor?: "start" | "middle" | "end"; top?: boolean },
): string {
  const lineHeight = options.fontSize * LABEL_LINE_HEIGHT;
  const top = options.top ? at.y : at.y - (lines.length * lineHeight) / 2;
  const spans = lines.map((line, index) => {
    const baseline = top + index * lineHeight + (lineHeight + options.fontSize * 0.7) / 2;
    return `<tspan x="${num(at.x)}" y="${num(baseline)}">${escapeXml(line)}</tspan>`;
  });
  return `<text class="${options.className}" text-anchor="${options.anchor ?? "middle"}">${spans.join("")}</text>`;
}
