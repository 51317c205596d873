import type { TDiagramCardBox, TDiagramNoteMark } from "@mnemo/api-contract";
import { textToFieldHtml } from "./anki-fields.ts";

/**
 * Diagram cards (docs/diagrams.md, "Diagram cards") as Anki image occlusion notes. Anki 23.10
 * and later know a note type as image occlusion by its `originalStockKind` (6) and find its fields by their
 * `tag` (0 occlusions, 1 image, 2 header, 3 back extra, 4 comments), whatever their names; an occlusion is a
 * cloze of `image-occlusion:rect:left=…:top=…:width=…:height=…` with the rectangle in fractions of the picture,
 * which the reviewer draws over the picture. Mnemo's note type adds the card's own two faces (Front, Back) and
 * its Source: Anki before 23.10 has no image occlusion, and its template then shows the card as Mnemo does
 * (the picture with the label hidden, then the label and the whole picture); an import back into Mnemo reads
 * the same two fields.
 */

export const MNEMO_IMAGE_OCCLUSION_ID = 1_748_736_000_105;
/** Anki's OriginalStockKind for image occlusion (notetypes.proto). */
export const ANKI_IMAGE_OCCLUSION_KIND = 6;

export const IMAGE_OCCLUSION_FIELDS = ["Occlusion", "Image", "Header", "Back Extra", "Comments", "Front", "Back", "Source"] as const;
/** Anki's ImageOcclusionField tag of each field (none for Mnemo's own). */
export const IMAGE_OCCLUSION_TAGS: readonly (number | undefined)[] = [0, 1, 2, 3, 4, undefined, undefined, undefined];

const SOURCE_LINE = `{{#Source}}<div class="mnemo-source">{{Source}}</div>{{/Source}}`;

/**
 * Both faces run Anki's image occlusion when the reviewer has it; without it (`anki.imageOcclusion` missing, or
 * its setup failing), they hide it and show Mnemo's faces instead, so the picture's label is never shown unasked.
 */
const FALLBACK_SCRIPT = `<script>
(function () {
  var io = window.anki && window.anki.imageOcclusion;
  if (io && typeof io.setup === "function") {
    try { io.setup(); return; } catch (error) {}
  }
  document.getElementById("mnemo-io").style.display = "none";
  document.getElementById("mnemo-io-fallback").style.display = "block";
})();
</script>`;

const OCCLUSION = `<div id="mnemo-io">{{#Header}}<div class="mnemo-io-header">{{Header}}</div>{{/Header}}
<div style="display: none">{{cloze:Occlusion}}</div>
<div id="image-occlusion-container">{{Image}}<canvas id="image-occlusion-canvas"></canvas></div>`;

export const IMAGE_OCCLUSION_TEMPLATE = {
  name: "Image Occlusion",
  qfmt: `${OCCLUSION}</div>
<div id="mnemo-io-fallback" class="mnemo" style="display: none"><div class="mnemo-prompt">{{Front}}</div></div>
${FALLBACK_SCRIPT}`,
  afmt: `${OCCLUSION}
<div><button id="toggle">Toggle masks</button></div>
{{#Back Extra}}<div class="mnemo-answer">{{Back Extra}}</div>{{/Back Extra}}${SOURCE_LINE}</div>
<div id="mnemo-io-fallback" class="mnemo" style="display: none"><div class="mnemo-prompt">{{Front}}</div><hr id="answer"><div class="mnemo-answer">{{Back}}</div>${SOURCE_LINE}</div>
${FALLBACK_SCRIPT}`,
};

/** The reviewer's colours for masks (its CSS custom properties), and the picture centred like Mnemo's cards. */
export const IMAGE_OCCLUSION_CSS = `#image-occlusion-canvas {
  --inactive-shape-color: #ffeba2;
  --active-shape-color: #ff8e8e;
  --inactive-shape-border: 1px #212121;
  --active-shape-border: 1px #212121;
  --highlight-shape-color: #ff8e8e00;
  --highlight-shape-border: 1px #ff8e8e;
}
#mnemo-io { text-align: center; }
.mnemo-io-header { margin-bottom: 0.5em; }
`;

/** A fraction as the image occlusion editor writes one: at most four decimals, no leading zero (".3028"). */
export function occlusionNumber(value: number): string {
  const fixed = Math.min(1, Math.max(0, value)).toFixed(4).replace(/0+$/, "").replace(/\.$/, "");
  return fixed.startsWith("0.") ? fixed.slice(1) : fixed === "0" ? ".0000" : fixed;
}

/** The Occlusion field: one rectangle, the first card's (c1), other masks never shown (there are none). */
export function occlusionField(box: TDiagramCardBox): string {
  const value = (name: string, number: number) => `:${name}=${occlusionNumber(number)}`;
  const rect = `${value("left", box.left)}${value("top", box.top)}${value("width", box.width)}${value("height", box.height)}`;
  return `{{c1::image-occlusion:rect${rect}:oi=1}}<br>`;
}

/**
 * A diagram card's fields in Mnemo's image occlusion note type: the whole picture (the PNG the server drew, or
 * the SVG the back shows) under a rectangle over the hidden label, the card's question as the header, the label
 * as the back's extra; then Mnemo's faces (already Anki field HTML) and the Source field.
 */
export function imageOcclusionFields(input: {
  picture: NonNullable<TDiagramNoteMark["picture"]>;
  front: string;
  back: string;
  source: string;
}): string[] {
  const { picture, front, back, source } = input;
  // The question without its picture: the occlusion shows the picture.
  const header = front.replace(/<img\b[^>]*>/gi, "").replace(/<div>\s*<\/div>/g, "");
  return [occlusionField(picture.box), `<img src="${picture.image}">`, header, textToFieldHtml(picture.label), "", front, back, source];
}
