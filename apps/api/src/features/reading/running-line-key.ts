/**
 * A line as running heads and footers are compared from page to page: numbers (page numbers, dates) as "#", case and
 * spacing ignored, so "Chapter 3 · page 12" and "Chapter 3 · page 13" are one line. Used by the PDF heading finder
 * (a running head is no heading) and the furniture finder (a running line is no text to learn).
 */
export function runningLineKey(line: string): string {
  return line.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}
