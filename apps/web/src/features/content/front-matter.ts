/**
 * Front matter of the Markdown files in src/content: a `---` fenced block of
 * `key: value` lines at the very top. Only this flat subset of YAML is read,
 * which is all the content needs and keeps a YAML parser out of the bundle.
 */
export type FrontMatter = { attributes: Record<string, string>; body: string };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

export function parseFrontMatter(raw: string): FrontMatter {
  const source = raw.replace(/^\uFEFF/, "");
  const match = FENCE.exec(source);
  if (!match) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const separator = line.indexOf(":");
    if (separator <= 0) throw new Error(`Front matter line is not 'key: value': ${line}`);
    attributes[line.slice(0, separator).trim()] = unquote(line.slice(separator + 1).trim());
  }
  return { attributes, body: source.slice(match[0].length) };
}
