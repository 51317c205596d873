import { describe, expect, it } from "vitest";
import { decodeHtmlEntities, isLocalMediaName, safeNoteStyle } from "./note-html-policy.ts";

describe("isLocalMediaName", () => {
  it("accepts plain file names and refuses URLs and paths", () => {
    expect(isLocalMediaName("paste-123.jpg")).toBe(true);
    expect(isLocalMediaName("日本.png")).toBe(true);
    for (const name of ["", " ", "..", "https://x/y.png", "data:x", "a/b.png", "a\\b.png", "/x.png"])
      expect(isLocalMediaName(name)).toBe(false);
  });

  it("accepts the names Anki writes and refuses references to the page itself", () => {
    for (const name of ["paste-3f2a9b.png", "rec1700000000.mp3", "image occlusion 1.svg", "café (1).jpg", "a#b.png", " x.mp3 "])
      expect(isLocalMediaName(name), name).toBe(true);
    for (const name of ["#top", "?x=1", " #x.png", "."]) expect(isLocalMediaName(name), name).toBe(false);
  });
});

describe("safeNoteStyle", () => {
  it("keeps the allowed properties with plain values and drops the rest", () => {
    expect(safeNoteStyle("color: rgb(0 0 0 / 50%); position: absolute; font-weight: bold")).toBe(
      "color: rgb(0 0 0 / 50%); font-weight: bold",
    );
    expect(safeNoteStyle("color: rgb(red)")).toBe("");
    expect(safeNoteStyle("color: \\65xpression(1)")).toBe("");
  });
});

describe("decodeHtmlEntities", () => {
  it("decodes numeric and common named entities in one pass", () => {
    expect(decodeHtmlEntities("&amp;lt; &lt;b&gt; &#233;&#xE9;&#X263a; &nbsp;&mdash;&hellip;")).toBe("&lt; <b> éé☺ \u00a0—…");
  });

  it("leaves unknown, out-of-range and unterminated entities as written", () => {
    expect(decodeHtmlEntities("&unknown; &#0; &#x110000; &amp fish & chips")).toBe("&unknown; &#0; &#x110000; &amp fish & chips");
  });
});
