import { describe, expect, it } from "vitest";
import { createNotesRenderer } from "./notes-html.ts";

const render = createNotesRenderer(({ section, start, end }) => `/sources/abc?section=${section}&start=${start}&end=${end}`);

describe("study notes Markdown as HTML", () => {
  it("turns a citation into a chip that opens the source at its quote", () => {
    const html = render("- Mitochondria make ATP. [p. 12](#cite-3-120-180)");
    expect(html).toContain('<a class="cite-chip" data-cite="" href="/sources/abc?section=3&amp;start=120&amp;end=180">p. 12</a>');
    expect(html).toContain("<li>Mitochondria make ATP.");
  });

  it("shows raw HTML as text, keeping only the bare fold tags of a self-check question", () => {
    const html = render(
      '<details><summary>What makes ATP?</summary>\n\nThe mitochondria.\n\n</details>\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">',
    );
    expect(html).toContain("<details><summary>What makes ATP?</summary>");
    expect(html).toContain("</details>");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<img/);
    expect(render('<details open ontoggle="alert(1)">x</details>')).not.toContain("<details open");
  });

  it("lets only web links out, in a new tab, and never a script address", () => {
    expect(render("[site](https://example.org)")).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    );
    const unsafe = render("[click](javascript:alert(1)) [data](data:text/html,hi)");
    expect(unsafe).not.toContain("<a");
    expect(unsafe).toContain("click");
  });

  it("shows an image as its description and escapes text", () => {
    expect(render("![a cell](https://example.org/cell.png)")).not.toContain("<img");
    expect(render("![a cell](https://example.org/cell.png)")).toContain("a cell");
    expect(render("5 < 6 & 7 > 3")).toContain("5 &lt; 6 &amp; 7 &gt; 3");
  });

  it("puts the learner's headings under the block's own title", () => {
    expect(render("# Big\n\n## Smaller")).toMatch(/<h3>Big<\/h3>\s*<h3>Smaller<\/h3>/);
    expect(render("### Third")).toContain("<h4>Third</h4>");
  });
});
