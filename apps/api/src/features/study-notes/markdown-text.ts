/**
 * Text from a source or a card written into study notes' Markdown: every
 * character a Markdown renderer (the web app's, GitHub's, Obsidian's) would
 * read as markup is escaped, so a quote never turns into a link, a heading,
 * emphasis or HTML. Blocks are Markdown the learner may edit, so only what
 * Mnemo writes into them goes through here.
 */
const INLINE_MARKUP = /[\\`*_[\]<>#|~$]/g;

export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(INLINE_MARKUP, "\\$&")
      // An entity would be decoded ("&amp;" shows "&").
      .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&")
      // A line starting with a list marker, a number and a dot or a setext underline would open a block.
      .replace(/^(\s*)([-+=])/gm, "$1\\$2")
      .replace(/^(\s*\d{1,9})([.)])/gm, "$1\\$2")
  );
}

/** Text inside HTML (a self-check question's `<summary>`): what would be read as a tag or an entity is escaped. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Lines of text as one Markdown paragraph keeping its line breaks (a backslash hard break, which editors do not trim). */
export function markdownLines(text: string): string {
  return text
    .split("\n")
    .map((line) => escapeMarkdown(line.trim()))
    .filter(Boolean)
    .join("\\\n");
}

/** At most `max` characters, cut at a word and ended with "…". */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
