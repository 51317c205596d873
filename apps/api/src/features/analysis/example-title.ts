/**
 * A heading the source itself gives an example under ("EXAMPLE: TRAVEL IN ROMANIA", "Markov chains: An example",
 * "A simple example", "Environment types, examples", "Beispiel", "例题"), but not a topic that only names the word
 * ("Example-based learning", "Leading by example"). What sits under it illustrates; the card judge flags it and the
 * outline attaches it to a point as an example.
 */
const QUALIFIER = String.raw`(?:(?:simple|simpler|worked|concrete|quick|small|toy|running|real[- ]world|typical|zestier|first|second|third|final|last)\s+)?`;
const EXAMPLE_NOUN = String.raw`(?:counter-?)?examples?`;
const EXAMPLE_TITLE = new RegExp(
  [
    // "Example: …", "A simple example", "Examples of …" (not "Example-based learning")
    String.raw`^(?:\(?(?:an?|another|one more|some|more|further)\s+)?${QUALIFIER}${EXAMPLE_NOUN}\b(?!-)`,
    // "Markov chains: An example", "Environment types, examples" (not "Leading by example")
    String.raw`(?<!\bby)(?:^|[\s:,(–—-])(?:an?\s+|some\s+|more\s+)?${QUALIFIER}${EXAMPLE_NOUN}\s*\d*\s*[)!.:]*$`,
    String.raw`^(?:beispiele?|例题|例子|示例|举例)(?:\b|\s|[:：]|$)`,
  ].join("|"),
  "i",
);

export function isExampleTitle(title: string): boolean {
  return EXAMPLE_TITLE.test(title.trim());
}
