/** The HTML heading ranks a source's own headings may take: the page's h1 is its title, h2 a page or slide. */
export type HeadingOrder = 2 | 3 | 4;

/**
 * The rank to render a section's heading at: its level in the document (1 a
 * chapter or a slide's title, 2 under it, ...) below the group's "Page 3"
 * heading, or right below the page's title when the text has no pages (the
 * page keeps its one h1). Deeper levels than the page can rank share h4; a
 * heading without a level reads as a top-level one.
 */
export function headingOrder({ level, isUnderPlace }: { level: number | undefined; isUnderPlace: boolean }): HeadingOrder {
  const order = (isUnderPlace ? 2 : 1) + (level ?? 1);
  return Math.min(Math.max(order, 2), 4) as HeadingOrder;
}

/** Mantine's size for each rank: a notch smaller than the place heading (h4). */
export const HEADING_SIZES: Record<HeadingOrder, "h4" | "h5" | "h6"> = { 2: "h4", 3: "h5", 4: "h6" };
