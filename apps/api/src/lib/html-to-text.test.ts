import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text.ts";

describe("htmlToText", () => {
  it("keeps the line breaks the HTML makes and drops formatting", () => {
    expect(htmlToText("<b>Bold</b> and <i>italic</i><br>next line<br/>third")).toBe("Bold and italic\nnext line\nthird");
    expect(htmlToText("<div>One</div><div>Two</div><p>Three</p>")).toBe("One\nTwo\nThree");
    expect(htmlToText("<div>One</div><div><br></div><div>Two</div>")).toBe("One\n\nTwo");
    expect(htmlToText("<ul><li>first</li><li>second</li></ul>")).toBe("• first\n• second");
  });

  it("reads source line breaks and runs of spaces as one space, as a browser does", () => {
    expect(htmlToText("a\n  b\t\tc")).toBe("a b c");
  });

  it("marks pictures and sounds, which a printed page cannot show", () => {
    expect(htmlToText('Look: <img src="cell.png"> and listen <audio src="a.mp3"></audio>')).toBe("Look: [picture] and listen [sound]");
  });

  it("decodes entities", () => {
    expect(htmlToText("A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x3c0; &#960; &nbsp;x &mdash; &unknown;")).toBe(
      "A & B <c> \"d\" 'e' π π \u00a0x — &unknown;",
    );
  });
});
