import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { featuresNamedIn, FEATURES, isNotYetSentence, sentenceProblem, type TFeatureList } from "./feature-states.ts";

/*
 * The product says only what is true (feature-states.ts): every user-facing
 * text is cut into sentences and each is checked against the list of features.
 */
const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const REPO = path.resolve(SRC, "../../..");

type Text = { file: string; text: string; isShowcase: boolean };

/** Pages that advertise what Mnemo does: a planned feature there may only be named to say it is not there yet. */
const SHOWCASE_FILES = new Set(["app/routes/home.tsx", "app/layouts/nav-links.ts", "content/about/index.md"]);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** The strings a component can show: string literals, template text and JSX text (comments and imports are not shown). */
function sourceTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    else if (ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSX text runs on across lines and elements: one component's words are joined, then cut into sentences.
  return [texts.map((text) => text.replace(/\s+/g, " ").trim()).join("\n")];
}

/** A content page's title and description (its front matter, one `key: value` a line) and its Markdown body. */
function splitFrontMatter(markdown: string): { title: string; description: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  const fields = new Map(
    (match?.[1] ?? "").split("\n").map((line) => {
      const colon = line.indexOf(":");
      return [
        line.slice(0, colon).trim(),
        line
          .slice(colon + 1)
          .trim()
          .replace(/^"(.*)"$/, "$1"),
      ] as const;
    }),
  );
  return { title: fields.get("title") ?? "", description: fields.get("description") ?? "", body: markdown.slice(match?.[0].length ?? 0) };
}

function relative(file: string): string {
  return path.relative(SRC, file).split(path.sep).join("/");
}

function collectTexts(): Text[] {
  const components = filesUnder(
    SRC,
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.testing\.tsx?$|feature-states\.ts$/.test(file),
  ).map((file) => ({ file: relative(file), text: sourceTexts(file).join("\n"), isShowcase: SHOWCASE_FILES.has(relative(file)) }));
  const content = filesUnder(path.join(SRC, "content"), (file) => file.endsWith(".md")).flatMap((file) => {
    const page = splitFrontMatter(readFileSync(file, "utf8"));
    return [
      // A guide's title and summary are its card on the How To index: they advertise.
      { file: `${relative(file)} (title and description)`, text: `${page.title}.\n${page.description}`, isShowcase: true },
      { file: relative(file), text: unwrap(page.body), isShowcase: SHOWCASE_FILES.has(relative(file)) },
    ];
  });
  const readme = unwrap(readFileSync(path.join(REPO, "README.md"), "utf8"));
  const opening = readme.slice(0, readme.indexOf("\n## "));
  return [
    ...components,
    ...content,
    { file: "README.md (opening)", text: opening, isShowcase: true },
    { file: "README.md", text: readme.slice(opening.length), isShowcase: false },
  ];
}

/** A paragraph wrapped over several lines is one run of prose; lists, tables and headings keep their lines. */
function unwrap(markdown: string): string {
  return markdown.replace(/([^\n])\n(?![ \t]*(?:[-*+|#>]|\d+\.|\n))/g, "$1 ");
}

/** Prose cut into sentences: at sentence ends, line breaks (list items, table rows, headings) and Markdown table cells. */
function sentences(text: string): string[] {
  return text
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/(?<=[.!?])\s+|\n+|\s\|\s/)
    .map((sentence) =>
      sentence
        .replace(/[*_>#|[\]]/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((sentence) => sentence.length > 0);
}

/** Components that only ever show a page for a planned feature: their own words name none. */
const PLANNED_PAGE_COMPONENT = "components/planned-page.tsx";

let cached: Text[] | undefined;
/** Parsing every component takes a few seconds: once per file. */
function allTexts(): Text[] {
  cached ??= collectTexts();
  return cached;
}

/**
 * What is wrong with the components that show the placeholder page, if
 * anything: each must say which feature it is for, and that feature must be
 * planned (a built feature's page shows the feature itself).
 */
function placeholderProblems(users: readonly Text[], features: TFeatureList = FEATURES): string[] {
  return users.flatMap(({ file, text }) => {
    const notYet = sentences(text)
      .filter(isNotYetSentence)
      .flatMap((sentence) => featuresNamedIn(sentence, features));
    if (notYet.length === 0) return [`${file} shows the placeholder page without saying which planned feature it is for`];
    const built = notYet.filter((id) => features[id]?.state !== "planned");
    return built.length > 0 ? [`${file} shows the placeholder page for ${built.join(", ")}, which feature-states.ts says is built`] : [];
  });
}

function problems(texts: readonly Text[]): string[] {
  return texts.flatMap(({ file, text, isShowcase }) =>
    file === PLANNED_PAGE_COMPONENT
      ? []
      : sentences(text).flatMap((sentence) => {
          const problem = sentenceProblem(sentence, { isShowcase });
          return problem ? [`${file}: "${sentence}" ${problem}`] : [];
        }),
  );
}

describe("feature states", () => {
  it("finds the features a sentence names, the longest name first", () => {
    expect(featuresNamedIn("Study notes and practice tests are planned.")).toEqual(["practiceTests", "studyNotes"]);
    expect(featuresNamedIn("Study your decks.").sort()).toEqual(["decks", "study"]);
    expect(featuresNamedIn("The Diagram Generator page.")).toEqual([]);
    expect(featuresNamedIn("Upload a .docx or a PowerPoint.")).toEqual(
      expect.arrayContaining(["generationFromWord", "generationFromPowerPoint"]),
    );
  });

  it("tells a sentence about something not there yet from one about what works", () => {
    expect(isNotYetSentence("Exports are being built.")).toBe(true);
    expect(isNotYetSentence("Soon you'll also be able to make them from your notes.")).toBe(true);
    expect(isNotYetSentence("Mnemo cannot make diagrams yet.")).toBe(true);
    expect(isNotYetSentence("Cards you struggle with come back soon.")).toBe(false);
    expect(isNotYetSentence("Export a deck to Anki.")).toBe(false);
  });

  it("fails a promise about a built feature, a promise naming no feature, and a showcase claiming a planned one", () => {
    // A made-up planned feature: the checker is proved whatever Mnemo's features' states are today.
    const features: TFeatureList = { ...FEATURES, podcasts: { state: "planned", names: ["podcast", "podcasts"] } };
    const check = (sentence: string, isShowcase: boolean) => sentenceProblem(sentence, { isShowcase }, features);
    expect(check("Step 3: Upload and generate (coming soon)", false)).toContain("generationFromText");
    expect(check("Uploading PDFs is being built.", false)).toContain("generationFromPdf");
    expect(check("Mind maps are coming soon.", false)).toContain("diagrams");
    expect(check("More is coming soon.", false)).toContain("without naming");
    expect(check("Podcasts are coming soon.", true)).toBeNull();
    expect(check("Listen to podcasts of your decks.", true)).toContain("podcasts");
    expect(check("Listen to podcasts of your decks.", false)).toBeNull();
    expect(check("Get mind maps, flowcharts and timelines.", true)).toBeNull();
    // Without the made-up list, the one list decides.
    expect(sentenceProblem("Mind maps are coming soon.", { isShowcase: false })).toContain("diagrams");
  });

  it("allows the placeholder page for a planned feature only", () => {
    const features: TFeatureList = { ...FEATURES, podcasts: { state: "planned", names: ["podcast", "podcasts"] } };
    const page = (text: string): Text => ({ file: "app/routes/example.tsx", text, isShowcase: false });
    expect(placeholderProblems([page("Podcasts\nPodcasts are not built yet.")], features)).toEqual([]);
    expect(placeholderProblems([page("Diagram Generator\nMind maps are not built yet.")], features)[0]).toContain("diagrams");
    expect(placeholderProblems([page("Podcasts\nListen to your decks.")], features)[0]).toContain("without saying");
  });

  it("reads every user-facing text: components, About pages, how-to guides and the README", { timeout: 60_000 }, () => {
    const files = new Set(allTexts().map((text) => text.file));
    for (const file of [
      "app/routes/home.tsx",
      "app/layouts/nav-links.ts",
      "content/how-to/pdf.md",
      "content/about/index.md",
      "README.md (opening)",
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it("no user-facing text promises a built feature as coming, or advertises a planned one as working", { timeout: 60_000 }, () => {
    expect(problems(allTexts())).toEqual([]);
  });

  it("a placeholder page is only used for planned features", { timeout: 60_000 }, () => {
    const users = allTexts().filter(
      ({ file }) =>
        file.endsWith(".tsx") && file !== PLANNED_PAGE_COMPONENT && readFileSync(path.join(SRC, file), "utf8").includes("<PlannedPage"),
    );
    expect(placeholderProblems(users)).toEqual([]);
  });
});
