import { describe, expect, it } from "vitest";
import { assessTextLayer } from "./assess-text-layer.ts";

const PROSE =
  "The cell membrane is a thin, flexible barrier that surrounds every cell and controls which substances enter or leave it. " +
  "Mitochondria release energy from glucose through cellular respiration, while chloroplasts capture light in plants. " +
  "Together these organelles keep the inside of the cell stable while its surroundings change.";

/**
 * What pdf.js reads from a subset font without a ToUnicode map: each glyph's
 * number as a character, numbered from "!" in the order glyphs are first used.
 */
function subsetFontSoup(text: string, { keepSpaces = true } = {}): string {
  const codes = new Map<string, string>();
  return [...text]
    .map((char) => {
      if (char === "\n") return char;
      if (char === " ") return keepSpaces ? " " : "";
      if (!codes.has(char)) codes.set(char, String.fromCharCode(0x21 + codes.size));
      return codes.get(char)!;
    })
    .join("");
}

const isReadable = (text: string) => !assessTextLayer({ text }).isBroken;

/** The text in lines of about 70 characters, as a page lays it out. */
const asLines = (text: string) => text.replace(/(.{1,70})(?: |$)/g, "$1\n").trim();

describe("assessTextLayer: pages that read fine", () => {
  it("passes prose", () => {
    expect(assessTextLayer({ text: PROSE })).toMatchObject({ isBroken: false, junkShare: 0, gluedShare: 0 });
  });

  it("passes math lecture notes with set notation, formulas and numbers", () => {
    const notes = `3.3 Events as sets
Let A and B be events in a sample space S. The union A ∪ B = {x : x ∈ A or x ∈ B} is the event that A or B occurs,
and the intersection A ∩ B = {x : x ∈ A and x ∈ B} the event that both occur. If A ∩ B = ∅, then A and B are disjoint.
P(A ∪ B) = P(A) + P(B) − P(A ∩ B)
For a fair die, P(X = 6) = 1/6 and E[X] = (1 + 2 + 3 + 4 + 5 + 6)/6 = 3.5, so Var(X) = E[X²] − (E[X])² ≈ 2.92.
f(x) = 3x² + 2x − 5, f'(x) = 6x + 2, and ∑ i = n(n+1)/2 for i = 1, ..., n.
x + y = 10
2x − y = 2
10 % 3 = 1
n! = n · (n − 1)!
0 ≤ p ≤ 1`;
    expect(isReadable(notes)).toBe(true);
  });

  it("passes code listings and SQL", () => {
    const code = `function sum(values) {
  let total = 0;
  for (const value of values) {
    if (value !== null && value > 0) total += value;
  }
  return total;
}
// Prints "Total: 42" for the sample data
console.log(\`Total: \${sum([40, 2])}\`);
const user = { "id": 7, "name": "Ada", 'role': 'admin' };
printf("%d items\\n", count);
$ npm install --save-dev vitest
# run the tests
$ npx vitest run`;
    const sql = `CREATE TABLE students (
  id INT PRIMARY KEY AUTO_INCREMENT,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(255) UNIQUE
);
INSERT INTO students (name, email) VALUES ('Ada Lovelace', 'ada@example.org'), ('Alan Turing', 'alan@example.org');
SELECT s.name, COUNT(*) AS courses FROM students s JOIN enrolments e ON e.student_id = s.id
WHERE s.id <> 3 AND e.grade >= 'B' GROUP BY s.name HAVING COUNT(*) > 2 ORDER BY courses DESC;`;
    expect(isReadable(code)).toBe(true);
    expect(isReadable(sql)).toBe(true);
  });

  it("passes tables of numbers", () => {
    const table = `Table 2. Mean scores by group (n = 120)
Group Pre Post Change p
Control 12.4 13.1 +0.7 0.41
Treatment 12.1 15.8 +3.7 <0.001
2019 1,204 1,387 15.2% 0.05*
2021 987 1,150 16.5% 0.01**
$1,250.00 €980.50 (12.5) [3] −4.2 ±0.3 n/a — 3:15 2024-03-01
| 1 | 2 | 3 |
| 4 | 5 | 6 |`;
    expect(isReadable(table)).toBe(true);
  });

  it("passes short slides, even with symbols standing alone", () => {
    expect(isReadable("Why study cells?\n• Structure\n• Function !")).toBe(true);
    expect(isReadable("R & D\nQ & A\n100 % # 1")).toBe(true);
    expect(isReadable("Define:\nPoint ?\nLine ?\nSegment ?")).toBe(true);
    expect(isReadable("")).toBe(true);
  });

  it("passes bibliographies", () => {
    const references = `References
Okafor, N. A., & Lindqvist, P. (2011). Membrane transport in marine diatoms. Journal of Cell Studies, 12(4), 201–219.
Brandt, H. (1998). Osmosis and the living cell (2nd ed.). Northfield Press. https://doi.org/10.5555/osmo.1998.0042
Ruiz, M., Chen, L., & Walker, T. J. (2020). Mitochondrial density in trained muscle. Physiology Reports, 8(11), e14502.
[4] K. Sato, R. Mehta & D. Fontaine, "Reading cells in light," in Proc. BioImaging, vol. 3, pp. 44–51, 2019, doi:10.1000/bi.2019.0007.
Adeyemi, O. (2005). Chloroplast movement & leaf shade. Plant Biology Letters, 7(2), 77–90.`;
    expect(isReadable(references)).toBe(true);
  });

  it("passes Latin-script languages other than English", () => {
    const french =
      "La cellule est l'unité fondamentale du vivant : qu'il s'agisse d'une bactérie ou d'un éléphant, tout être vivant est constitué de cellules. " +
      "Pourquoi ? Parce que la membrane plasmique délimite un milieu intérieur stable ! « C'est remarquable », écrivait-il. " +
      "Les ventes ont crû de 12 % en 2024, de 15 % en 2025 et de 9 % en 2026 ; R & D comprise, la hausse atteint 40 %.";
    const german =
      "Die Zellmembran ist eine dünne, flexible Barriere, die jede Zelle umgibt und den Stoffaustausch zwischen Zellinnerem und Umgebung regelt. " +
      "Die Bundesverfassungsgerichtsentscheidung von gestern betraf die Krankenversicherung; die Arbeitsgruppe tagte danach im Besprechungsraum.";
    const polish =
      "Komórka jest podstawową jednostką życia. Wszystkie organizmy zbudowane są z komórek, a ich błona komórkowa chroni wnętrze przed szkodliwymi czynnikami.";
    const czech = "Čtvrtek byl krk i prst zmrzlý, ale vlk šel dál přes trh do města, kde stál hrad.";
    for (const text of [french, german, polish, czech]) expect(isReadable(text)).toBe(true);
  });

  it("passes a page with a few glued figure labels", () => {
    const page = `${PROSE} ${PROSE}\nOuterMitochondrialMembrane IntermembraneSpaceProtons\ninnermembranewithelectrontransport matrixwithcitricacidcycleenzymes`;
    expect(isReadable(page)).toBe(true);
  });
});

describe("assessTextLayer: broken text layers", () => {
  it("flags the symbols a font without a ToUnicode map gives", () => {
    const soup = subsetFontSoup(PROSE);
    expect(soup).toMatch(/^!"# \$#%% /); // "The cell ..." as glyph numbers
    const verdict = assessTextLayer({ text: soup });
    expect(verdict.isBroken).toBe(true);
    expect(verdict.junkShare).toBeGreaterThan(0.5);
  });

  it("flags soup whose glyph numbers ran into digits and letters", () => {
    // Pangrams use enough distinct glyphs for the numbering to pass "0"-"9" and "A".
    const text =
      "Sphinx of black quartz, judge my vow. The five boxing wizards jump quickly. " +
      "Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump!";
    expect(assessTextLayer({ text: subsetFontSoup(text) }).isBroken).toBe(true);
  });

  it("flags a text layer that lost its spaces", () => {
    const glued = PROSE.split(". ")
      .map((sentence) => sentence.replace(/ /g, ""))
      .join(". ");
    const verdict = assessTextLayer({ text: glued });
    expect(verdict.isBroken).toBe(true);
    expect(verdict.gluedShare).toBeGreaterThan(0.9);
    // Also when the soup kept no spaces at all: one run of symbols a line.
    expect(isReadable(subsetFontSoup(asLines(PROSE), { keepSpaces: false }))).toBe(false);
  });

  it("flags a table whose labels are glued and whose cells are soup", () => {
    const rows = [
      "Organelle Function",
      "Roughendoplasmicreticulum % & ' %",
      "Golgiapparatus ! $ % '",
      "Lysosome & ' # %",
      "Smoothendoplasmicreticulum % ! $ & '",
    ];
    expect(isReadable(rows.join("\n"))).toBe(false);
  });

  it("flags prose with runs of soup between its words", () => {
    const mixed = PROSE.split(" ")
      .map((word, index) => (index % 3 === 0 ? `${word} % & '` : word))
      .join(" ");
    expect(isReadable(mixed)).toBe(false);
  });
});
