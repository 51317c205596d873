import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToPlainText, isPlainHtml, sanitizeAnkiHtml } from "./note-html.ts";

function sanitizeWithMedia(html: string): { html: string; media: string[] } {
  const media: string[] = [];
  return { html: sanitizeAnkiHtml(html, { onMedia: (name) => media.push(name) }), media };
}

describe("sanitizeAnkiHtml", () => {
  it("keeps basic formatting, lists and tables", () => {
    const html =
      "<b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong>x<sub>2</sub>y<sup>3</sup><ul><li>one</li></ul><table><tr><td>cell</td></tr></table><pre><code>c</code></pre><hr>";
    expect(sanitizeAnkiHtml(html)).toBe(
      "<b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong>x<sub>2</sub>y<sup>3</sup><ul><li>one</li></ul><table><tr><td>cell</td></tr></table><pre><code>c</code></pre><hr />",
    );
  });

  it("drops scripts and styles with their content, event handlers, classes and links (keeping their text)", () => {
    const html =
      '<div onclick="steal()" class="x" id="y">Answer</div><script>alert(1)</script><style>.card{}</style><a href="javascript:alert(1)">link</a><iframe src="https://x"></iframe>';
    expect(sanitizeAnkiHtml(html)).toBe("<div>Answer</div>link");
  });

  it("keeps a few harmless style properties and turns <font color> into a coloured span", () => {
    expect(sanitizeAnkiHtml('<span style="color: rgb(255, 0, 0); position: fixed; background-image: url(x)">red</span>')).toBe(
      '<span style="color:rgb(255, 0, 0)">red</span>',
    );
    expect(sanitizeAnkiHtml('<font color="#00f" face="Arial">blue</font>')).toBe('<span style="color:#00f">blue</span>');
  });

  it("drops any style value that could run, fetch or escape: expression(), url(), javascript:, @import, backslashes", () => {
    for (const value of [
      "expression(alert(1))",
      "EXPRESSION(alert(1))",
      "url(https://example.com/x.png)",
      "javascript:alert(1)",
      "@import 'x'",
      "\\65xpression(alert(1))",
      "ex\\pression(1)",
      "e/**/xpression(1)",
      "var(--evil)",
      "attr(title)",
    ]) {
      expect(sanitizeAnkiHtml(`<span style="color: ${value}">x</span>`), value).toBe("<span>x</span>");
      expect(sanitizeAnkiHtml(`<span style="background-color:${value}">x</span>`), value).toBe("<span>x</span>");
    }
    expect(sanitizeAnkiHtml('<b style="color: red; background-color: expression(alert(1))">x</b>')).toBe('<b style="color:red">x</b>');
    expect(sanitizeAnkiHtml('<span style="color: red; background-color: hsla(120, 50%, 50%, 0.3); font-weight: 700">x</span>')).toBe(
      '<span style="color:red;background-color:hsla(120, 50%, 50%, 0.3);font-weight:700">x</span>',
    );
    expect(sanitizeAnkiHtml('<div style="text-align: center; text-decoration: underline; font-style: italic">x</div>')).toBe(
      '<div style="text-align:center;text-decoration:underline;font-style:italic">x</div>',
    );
  });

  it("keeps pictures of the package and reports them; drops remote, data: and absolute ones", () => {
    const { html, media } = sanitizeWithMedia(
      '<img src="cell 1.png" onerror="x()" alt="cell"><img src="https://example.com/a.png"><img src="//example.com/b.png"><img src="data:image/png;base64,AAAA"><img src="/etc/passwd"><img>',
    );
    expect(html).toBe('<img src="cell 1.png" alt="cell" />');
    expect(media).toEqual(["cell 1.png"]);
  });

  it("spells media names in NFC, as Anki's media list does", () => {
    const { html, media } = sanitizeWithMedia('<img src="cafe\u0301.png">[sound:cafe\u0301.mp3]');
    expect(media).toEqual(["caf\u00e9.png", "caf\u00e9.mp3"]);
    expect(html).toBe('<img src="caf\u00e9.png" /><audio src="caf\u00e9.mp3"></audio>');
  });

  it("turns [sound:NAME] into an audio element, decoding the name once", () => {
    const { html, media } = sanitizeWithMedia("Listen [sound:a&amp;b.mp3] and [sound:hello world.ogg]");
    expect(html).toBe('Listen <audio src="a&amp;b.mp3"></audio> and <audio src="hello world.ogg"></audio>');
    expect(media).toEqual(["a&b.mp3", "hello world.ogg"]);
  });

  it("never lets a sound name break out of its attribute", () => {
    // The quote stays inside the name: one audio element, no onload attribute.
    expect(sanitizeAnkiHtml('[sound:x" onload="alert(1).mp3]')).toBe('<audio src="x&quot; onload=&quot;alert(1).mp3"></audio>');
  });
});

describe("sanitizeAnkiHtml on bare text", () => {
  it("gives what the full sanitiser gives (its shortcut for text without tags, entities or sounds)", () => {
    // A "<" first sends the same text through sanitize-html; stripping it back must give the shortcut's answer.
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(">", '"', "'", "\n", "\t", "\u00a0", "]", "{", "}", "/", "="),
            fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
          ),
          maxLength: 40,
        }),
        (text) => {
          fc.pre(!/[<&[]/.test(text));
          expect(sanitizeAnkiHtml(`<b></b>${text}`)).toBe(`<b></b>${sanitizeAnkiHtml(text)}`);
        },
      ),
    );
  });
});

describe("isPlainHtml and htmlToPlainText", () => {
  it("reads Anki's line breaks as a browser shows them", () => {
    const cases: [string, string][] = [
      ["line1<div>line2</div><div>line3</div>", "line1\nline2\nline3"],
      ["a<div><br></div><div>b</div>", "a\n\nb"],
      ["<div>a</div>b", "a\nb"],
      ["a<br>b", "a\nb"],
      ["a<br><br>b", "a\n\nb"],
      ["a<br>", "a"],
      ["<p>one</p><p>two</p>", "one\ntwo"],
      ["a<br>\nb", "a\nb"],
      ["typed\nbreak", "typed\nbreak"],
    ];
    for (const [html, text] of cases) {
      const clean = sanitizeAnkiHtml(html);
      expect(isPlainHtml(clean), html).toBe(true);
      expect(htmlToPlainText(clean), html).toBe(text);
    }
  });

  it("decodes entities, and non-breaking spaces read as spaces", () => {
    expect(htmlToPlainText(sanitizeAnkiHtml("a &lt; b &amp;&amp; c &gt; d&nbsp;&quot;e&quot; &#233; &#x1F600;"))).toBe(
      'a < b && c > d "e" é 😀',
    );
  });

  it("says formatting and media need HTML", () => {
    for (const html of [
      "<b>x</b>",
      '<span style="color:red">x</span>',
      '<img src="a.png" />',
      '<audio src="a.mp3"></audio>',
      "<ul><li>x</li></ul>",
    ]) {
      expect(isPlainHtml(sanitizeAnkiHtml(html)), html).toBe(false);
    }
  });
});
