import { describe, expect, it } from "vitest";
import { cardFaces, cardFacesHtml, searchableText } from "./faces.ts";

describe("cardFaces", () => {
  it("shows a manual card as written", () => {
    expect(cardFaces({ type: "manual", front: "Mitochondria", back: "Powerhouse of the cell" })).toEqual({
      front: "Mitochondria",
      back: "Powerhouse of the cell",
    });
  });

  it("hides cloze deletions on the front and reveals them on the back", () => {
    const faces = cardFaces({ type: "clozedel", text: "{{c1::Paris}} is the capital of {{c2::France::country}}." });
    expect(faces).toEqual({ front: "[…] is the capital of [country].", back: "Paris is the capital of France." });
  });

  it("lists the options of a multiple-choice card and names the right one", () => {
    const faces = cardFaces({ type: "mcq", question: "2 + 2?", options: ["3", "4", "5", "22"], correctIndex: 1, explanation: "" });
    expect(faces.front).toBe("2 + 2?\nA. 3\nB. 4\nC. 5\nD. 22");
    expect(faces.back).toBe("B. 4");
  });

  it("answers true/false cards with the correction when there is one", () => {
    expect(cardFaces({ type: "truefalse", statement: "The sun is a planet.", isTrue: false, correction: "It is a star." }).back).toBe(
      "False\nIt is a star.",
    );
  });

  it("bullets a concept's facts", () => {
    expect(cardFaces({ type: "concept_fact_list", concept: "Osmosis", facts: ["Water moves", "Across a membrane"] }).back).toBe(
      "• Water moves\n• Across a membrane",
    );
  });
});

describe("cardFacesHtml", () => {
  it("escapes everything a person wrote and marks the gaps", () => {
    const faces = cardFacesHtml({ type: "clozedel", text: "<b>{{c1::x<y::a & b}}</b> and {{c2::z}}" });
    expect(faces.front).toBe('&lt;b&gt;<span class="cloze">[a &amp; b]</span>&lt;/b&gt; and <span class="cloze">[…]</span>');
    expect(faces.back).toBe('&lt;b&gt;<span class="cloze">x&lt;y</span>&lt;/b&gt; and <span class="cloze">z</span>');
    expect(cardFacesHtml({ type: "clozedel", text: "{{c1::a}} {{c2::b}}" }, { cloze: 2 }).front).toBe('a <span class="cloze">[…]</span>');
    const qna = cardFacesHtml({ type: "qna", question: `<img src=x onerror="alert(1)">`, answer: "line\nbreak" });
    expect(qna.front).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(qna.back).toBe("line<br>break");
  });
});

describe("searchableText", () => {
  it("reads every field a person reads, one per line, cloze answers and hints without markup", () => {
    expect(searchableText({ type: "clozedel", text: "{{c1::Paris::city}} is in France" })).toBe("Paris city is in France");
    expect(searchableText({ type: "mcq", question: "Q", options: ["a", "b", "c", "d"], correctIndex: 0, explanation: "" })).toBe(
      "Q\n\na\nb\nc\nd",
    );
  });
});
