import { describe, expect, it } from "vitest";
import {
  ankiTagName,
  decodeAnkiEntities,
  fieldChecksum,
  fieldHtmlToText,
  formatTags,
  isTextField,
  joinFields,
  sortField,
  splitFields,
  stripHtmlKeepingMediaNames,
  textToFieldHtml,
} from "./anki-fields.ts";

const AWKWARD_TEXTS = [
  "plain",
  "a < b && c > d",
  'Tom\'s "quoted" <b>not bold</b> &amp; not an entity',
  "line one\nline two\n\nafter a blank line",
  "tab\tseparated\tcells",
  "Windows\r\nline breaks",
  "Ελληνικά, русский, 日本語, العربية, emoji 🧬🧪 and combining é",
  "{{c1::cloze-looking}} text with :: and }} braces",
  "x".repeat(5000),
];

describe("textToFieldHtml / fieldHtmlToText", () => {
  it("escapes <, > and & and writes line breaks as <br>", () => {
    expect(textToFieldHtml("a < b & c > d\ne")).toBe("a &lt; b &amp; c &gt; d<br>e");
  });

  it.each(AWKWARD_TEXTS)("gives back exactly the text it was given (%#)", (text) => {
    const html = textToFieldHtml(text);
    expect(fieldHtmlToText(html)).toBe(text);
    expect(isTextField(html)).toBe(true);
    // Anki strips ASCII controls other than tab and line feed from fields: none may be left in the HTML.
    // eslint-disable-next-line no-control-regex -- the point of the check
    expect(html).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
  });

  it("does not take formatted HTML for plain text", () => {
    expect(isTextField("<b>bold</b>")).toBe(false);
    expect(isTextField("a & b")).toBe(false);
    expect(isTextField('<img src="cell.png">')).toBe(false);
  });
});

describe("sortField and fieldChecksum as Anki computes sfld and csum", () => {
  it("matches Anki's own checksum test values (rslib notes/mod.rs)", () => {
    expect(fieldChecksum("test")).toBe(2840236005);
    expect(fieldChecksum("今日")).toBe(1464653051);
  });

  it("checksums the field without its HTML, entities decoded", () => {
    expect(fieldChecksum("<b>test</b>")).toBe(fieldChecksum("test"));
    expect(fieldChecksum("a &amp; b")).toBe(fieldChecksum("a & b"));
  });

  it("keeps media file names, drops other tags, comments, style and script blocks", () => {
    expect(stripHtmlKeepingMediaNames('Cell <img src="cell 1.png"> wall')).toBe("Cell  cell 1.png  wall");
    expect(stripHtmlKeepingMediaNames("<audio src='beat.mp3'></audio>")).toBe(" beat.mp3 ");
    expect(stripHtmlKeepingMediaNames("<img src=bare.jpg>")).toBe(" bare.jpg ");
    expect(stripHtmlKeepingMediaNames("a<!-- note -->b<style>.x{}</style>c<script>alert(1)</script>d")).toBe("abcd");
    expect(sortField(["<div>Front</div>", "Back"])).toBe("Front");
    expect(sortField(["Front", "<i>Back</i>"], 1)).toBe("Back");
  });

  it("decodes entities as Anki's decoder does, quirks included", () => {
    expect(decodeAnkiEntities("&lt;&gt;&amp;&quot;&#65;&#x42;&eacute;&Omega;&euro;")).toBe('<>&"ABéΩ€');
    expect(decodeAnkiEntities("no&nbsp;break")).toBe("no break");
    // One entity Anki does not know (HTML 4 has no &apos;) or a bare "&" leaves the whole text as it is.
    expect(decodeAnkiEntities("&lt; &apos;")).toBe("&lt; &apos;");
    expect(decodeAnkiEntities("fish & chips &amp; peas")).toBe("fish & chips &amp; peas");
    expect(decodeAnkiEntities("&#xD800;")).toBe("&#xD800;");
  });
});

describe("fields and tags as Anki stores them", () => {
  it("joins and splits fields on the unit separator", () => {
    const fields = ["Front", "Back\twith tab", ""];
    expect(joinFields(fields)).toBe("Front\u001fBack\twith tab\u001f");
    expect(splitFields(joinFields(fields))).toEqual(fields);
  });

  it("writes tags with a space at each end, and one word per tag", () => {
    expect(formatTags([])).toBe("");
    expect(formatTags(["mnemo", "qna"])).toBe(" mnemo qna ");
    expect(ankiTagName("Cell biology 1.pdf")).toBe("Cell_biology_1.pdf");
    expect(ankiTagName("a\u3000b\tc")).toBe("a_b_c");
  });
});
