import { describe, expect, it } from "vitest";
import { isSafeUrl, renderMarkdown, slugifyHeading } from "./render-markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings with anchors, ordered steps, code and tables", () => {
    const html = renderMarkdown("## Step 1: Paste\n\n1. Open **Flashcards**\n2. Press `New deck`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain('<h2 id="step-1-paste">Step 1: Paste</h2>');
    expect(html).toContain("<ol>\n<li>Open <strong>Flashcards</strong></li>\n<li>Press <code>New deck</code></li>\n</ol>");
    expect(html).toContain("<table>");
  });

  it("shows raw HTML as text instead of passing it through", () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(1)</script>\n');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops links and images whose URL could run script, keeping their text", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) and ![pic](data:text/html,x) and [ok](/about)");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html).toContain("click and pic and ");
    expect(html).toContain('<a href="/about">ok</a>');
  });

  it("opens external links in a new tab without handing over the opener", () => {
    expect(renderMarkdown("[Anki](https://apps.ankiweb.net)")).toContain(
      '<a href="https://apps.ankiweb.net" target="_blank" rel="noopener noreferrer">Anki</a>',
    );
  });
});

describe("isSafeUrl", () => {
  it("allows http(s), mailto and same-site references only", () => {
    for (const url of ["https://example.org", "http://x.test/a", "mailto:a@b.c", "/about/privacy", "#step-2", "pdf", "../x"]) {
      expect(isSafeUrl(url)).toBe(true);
    }
    for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.test/x", "\\\\evil"]) {
      expect(isSafeUrl(url)).toBe(false);
    }
  });
});

describe("slugifyHeading", () => {
  it("makes lower-case, hyphenated anchors without markup", () => {
    expect(slugifyHeading("Step 2: Upload <code>.docx</code> &amp; check")).toBe("step-2-upload-docx-check");
  });
});
