/**
 * Backslash before every character CommonMark (and GitHub's extensions) could
 * read as markup: emphasis, code, links, images, HTML, entities, strikethrough,
 * math, tables; and, when the text starts a block, a heading, list or quote
 * marker. `atStart` is false where the text follows other words on its line.
 */
export function escapeMarkdown(text: string, atStart = true): string {
  const escaped = text.replace(/[\\`*_[\]<>&~$|]/g, "\\$&");
  if (!atStart) return escaped;
  return escaped.replace(/^([#+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}
