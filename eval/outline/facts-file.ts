/**
 * The expected facts of one document (facts/<file>.facts.md, README.md "How
 * the facts were written"): "## section" headings, then "- [location] fact".
 */
export type TExpectedFact = { id: string; section: string; location: string; text: string };

export function parseFacts(markdown: string): TExpectedFact[] {
  const facts: TExpectedFact[] = [];
  let section = "";
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]!.trim();
      continue;
    }
    const fact = /^-\s+(?:\[([^\]]*)\]\s*)?(.*)$/.exec(line);
    if (fact && fact[2]!.trim()) facts.push({ id: `F${facts.length + 1}`, section, location: fact[1] ?? "", text: fact[2]!.trim() });
  }
  return facts;
}
