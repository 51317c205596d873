/**
 * What Mnemo does today, one line per feature: the one list the product's own
 * words must agree with. content/feature-states.test.ts reads the web app's
 * texts (its components' strings, the About pages and how-to guides) and the
 * README, and fails when a sentence says a feature is "coming soon" or
 * "being built" while it is built, or when a page that advertises Mnemo (the
 * home page, the navigation, the README's opening, the About page, the guides'
 * summaries) presents a planned feature as if it worked.
 *
 * When a feature lands: change its state here, then the texts the test names.
 */
export type TFeatureState = "built" | "planned";

export type TFeature = {
  state: TFeatureState;
  /** Words that name the feature in prose, matched whole and case-insensitively (the longest match wins). */
  names: readonly string[];
};

export const FEATURES = {
  accounts: { state: "built", names: ["account", "accounts", "sign in", "sign-in", "password", "passwords"] },
  decks: { state: "built", names: ["deck", "decks", "flashcard", "flashcards", "card", "cards"] },
  generationFromText: {
    state: "built",
    names: ["generation", "generate", "generates", "generated", "pasted text", "paste text", "from your notes", "from notes"],
  },
  generationFromWord: { state: "built", names: ["word", "word files", ".docx", "docx"] },
  generationFromPdf: { state: "built", names: ["pdf", "pdfs"] },
  generationFromPowerPoint: { state: "built", names: ["powerpoint", ".pptx", "pptx", "slides"] },
  generationFromImages: { state: "built", names: ["image", "images", "photo", "photos", "ocr", "text recognition"] },
  study: { state: "built", names: ["study", "studying", "study sessions", "spaced repetition", "fsrs", "sample deck"] },
  statistics: { state: "built", names: ["statistics", "stats"] },
  exports: { state: "built", names: ["export", "exports", "exporting", "anki", ".apkg", "markdown", "csv", "quizlet"] },
  imports: { state: "built", names: ["import", "imports", "importing"] },
  billing: { state: "built", names: ["payment", "payments", "billing", "stripe", "subscription", "free trial", "upgrade"] },
  diagrams: {
    state: "built",
    names: ["diagram", "diagrams", "mind map", "mind maps", "mindmap", "mindmaps", "flowchart", "flowcharts", "timeline", "timelines"],
  },
  studyNotes: { state: "built", names: ["study notes"] },
  practiceTests: { state: "built", names: ["practice test", "practice tests"] },
} as const satisfies Record<string, TFeature>;

export type TFeatureId = keyof typeof FEATURES;

/** A list of features to check sentences against: FEATURES, or a made-up one in tests. */
export type TFeatureList = Readonly<Record<string, TFeature>>;

/**
 * Page titles docs/product.md fixes: naming the page is no claim about its
 * feature either way, so they are left out when finding what a sentence names.
 */
export const FIXED_PAGE_TITLES = ["Diagram Generator", "Create Diagrams", "View Diagram"] as const;

/** Words that say something does not work yet. */
export const NOT_YET_PATTERNS: readonly RegExp[] = [
  /\bcoming soon\b/i,
  /\bbeing built\b/i,
  /\b(?:is|are) on (?:its|their|the) way\b/i,
  /\bnot (?:built|available|ready|there) yet\b/i,
  /\bnot yet (?:built|available|ready)\b/i,
  /\b(?:can ?not|can't|does not|doesn't|do not|don't) [a-z ]{0,30}\byet\b/i,
  /\barriv(?:e|es|ing) (?:soon|later|issue by issue)\b/i,
  /\bsoon you\b|\byou(?:'ll| will) soon\b|\bwill soon\b|\b(?:available|ready) soon\b/i,
  /\bin the works\b/i,
  /\bunder construction\b/i,
  /\b(?:is|are) planned\b/i,
  /\bwill (?:be able|arrive|land|come)\b/i,
  /\bstill to come\b/i,
];

/** True when the sentence says something is not there yet. */
export function isNotYetSentence(sentence: string): boolean {
  return NOT_YET_PATTERNS.some((pattern) => pattern.test(sentence));
}

/**
 * The features a sentence names, longest name first ("study notes" is its own
 * feature, not "study"), page titles of docs/product.md left out.
 */
export function featuresNamedIn(sentence: string, features: TFeatureList = FEATURES): string[] {
  let rest = sentence;
  for (const title of FIXED_PAGE_TITLES) rest = rest.split(title).join(" ");
  const names = Object.entries(features)
    .flatMap(([id, feature]) => feature.names.map((name) => ({ id, name })))
    .sort((a, b) => b.name.length - a.name.length);
  const found = new Set<string>();
  for (const { id, name } of names) {
    const pattern = new RegExp(`(?<![\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "gi");
    if (pattern.test(rest)) {
      found.add(id);
      rest = rest.replace(pattern, " ");
    }
  }
  return [...found];
}

/**
 * What is wrong with one sentence, if anything: a not-yet sentence must name
 * a feature and only planned ones; on a page that advertises Mnemo
 * (`isShowcase`), a planned feature may only be named to say it is not there yet.
 */
export function sentenceProblem(
  sentence: string,
  { isShowcase }: { isShowcase: boolean },
  features: TFeatureList = FEATURES,
): string | null {
  const named = featuresNamedIn(sentence, features);
  const stateOf = (id: string) => features[id]?.state;
  if (isNotYetSentence(sentence)) {
    if (named.length === 0) return "says something is not there yet without naming which feature";
    const built = named.filter((id) => stateOf(id) === "built");
    if (built.length > 0)
      return `says ${built.join(", ")} ${built.length === 1 ? "is" : "are"} not there yet, but feature-states.ts says built`;
    return null;
  }
  const planned = named.filter((id) => stateOf(id) === "planned");
  if (isShowcase && planned.length > 0) return `presents ${planned.join(", ")} as working, but feature-states.ts says planned`;
  return null;
}
