import { describe, expect, it } from "vitest";
import { clozeHtml, mediaHref, noteHtmlToText, safeStyle } from "./note-html.ts";
import { sanitizeNoteHtml } from "./sanitize-note-html.ts";

describe("mediaHref", () => {
  it("serves a plain file name of the note's media from the API, encoded", () => {
    expect(mediaHref("3f2a.png")).toBe("/api/media/3f2a.png");
    expect(mediaHref(" café au lait.jpg ")).toBe("/api/media/caf%C3%A9%20au%20lait.jpg");
    expect(mediaHref("a?b#c.mp3")).toBe("/api/media/a%3Fb%23c.mp3");
  });

  it("drops remote, scripted and data URLs, paths and empty names", () => {
    for (const src of [
      "https://example.com/a.png",
      "http://example.com/a.png",
      "//example.com/a.png",
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:image/png;base64,AAAA",
      "blob:https://x/1",
      "/etc/passwd",
      "../secret.png",
      "dir\\a.png",
      "",
      "  ",
      ".",
      "..",
      "#top",
    ]) {
      expect(mediaHref(src), src).toBeNull();
    }
  });
});

describe("safeStyle", () => {
  it("keeps colours, weight, italics, underline and alignment", () => {
    expect(safeStyle("color: rgb(255, 0, 0); font-weight: bold")).toBe("color: rgb(255, 0, 0); font-weight: bold");
    expect(safeStyle("BACKGROUND-COLOR:#ff0;text-align:center")).toBe("background-color: #ff0; text-align: center");
  });

  it("drops what can move, hide or fetch things", () => {
    expect(safeStyle("position: fixed; top: 0; color: red")).toBe("color: red");
    expect(safeStyle("background-color: url(https://x/y)")).toBe("");
    expect(safeStyle("color: var(--x)")).toBe("");
    expect(safeStyle("color: expression(alert(1))")).toBe("");
    expect(safeStyle("display: none")).toBe("");
    expect(safeStyle("color: red !important; font-size: 90px")).toBe("");
  });
});

describe("clozeHtml", () => {
  const parts = [
    { kind: "text", text: "<b>Paris</b> is the capital of " },
    { kind: "gap", answer: "<i>France</i>", hint: "country" },
    { kind: "text", text: " and lies on the " },
    { kind: "gap", answer: "Seine", hint: null },
  ] as const;

  it("hides each gap behind its hint or the placeholder, saying 'blank' to screen readers, and keeps the note's HTML", () => {
    const html = clozeHtml(parts, { isRevealed: false, placeholder: "?" });
    expect(html).toBe(
      '<b>Paris</b> is the capital of <span data-cloze="gap"><span data-cloze="sr">blank, hint: </span>country</span>' +
        ' and lies on the <span data-cloze="gap"><span data-cloze="sr">blank</span><span aria-hidden="true">?</span></span>',
    );
    expect(html).not.toContain("France");
    expect(html).not.toContain("Seine");
  });

  it("marks the answers once revealed", () => {
    expect(clozeHtml(parts, { isRevealed: true })).toBe(
      '<b>Paris</b> is the capital of <mark data-cloze="answer"><i>France</i></mark> and lies on the <mark data-cloze="answer">Seine</mark>',
    );
  });
});

describe("noteHtmlToText", () => {
  it("reads the words: tags dropped, blocks and breaks as spaces, pictures as their alt text, entities decoded", () => {
    expect(noteHtmlToText("<div>One<br>two</div><div>three &amp; four&nbsp;five</div>")).toBe("One two three & four five");
    expect(noteHtmlToText('A <img src="x.png" alt="map of France"> here')).toBe("A map of France here");
    expect(noteHtmlToText("<ul><li>a</li><li>b</li></ul>&#233;&#x263A;&lt;tag&gt;")).toBe("a b é☺<tag>");
    expect(noteHtmlToText("x<script>alert(1)</script>y")).toBe("x y");
  });

  it("leaves plain text as it is", () => {
    expect(noteHtmlToText("What is 2 + 2?")).toBe("What is 2 + 2?");
  });
});

describe("sanitizeNoteHtml without a DOM", () => {
  it("answers the HTML escaped, never as it came", () => {
    expect(sanitizeNoteHtml('<img src=x onerror="alert(1)">')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
