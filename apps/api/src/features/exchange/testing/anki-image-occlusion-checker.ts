import type { Database } from "sql.js";
import { splitFields } from "../anki/anki-fields.ts";

/**
 * Anki's rules for an image occlusion note type and its notes (rslib's image_occlusion/: notetype.rs,
 * imagedata.rs, imageocclusion.rs; the reviewer's review.ts), written from those rules, not from our writer:
 * - a note type whose `originalStockKind` is 6 is a cloze note type that Anki opens in its image occlusion
 *   editor; it finds its fields by their `tag` (0 occlusions, 1 image, 2 header, 3 back extra), each once;
 * - its template renders the occlusions through `{{cloze:…}}` and the picture inside `#image-occlusion-container`
 *   beside `#image-occlusion-canvas`, where the reviewer draws the masks;
 * - each note's occlusion field holds `{{cN::image-occlusion:SHAPE:name=value:…}}` clozes, a rectangle's `left`,
 *   `top`, `width` and `height` fractions of the picture (0..1, inside it);
 * - its image field is `<img src="NAME">`, NAME a file of the package with an extension Anki's editor reads.
 * Answers what is wrong, one line each.
 */
const IMAGE_OCCLUSION_KIND = 6;
const TAGS = { occlusions: 0, image: 1, header: 2, backExtra: 3 } as const;
const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "svg", "webp", "ico", "avif"]);
const OCCLUSION = /\{\{c(\d+)::image-occlusion:([a-z]+)((?::[^:=}]+=(?:\\.|[^\\:}])*)*)\}\}/g;

type TModelJson = { id?: unknown; type?: unknown; flds?: unknown; tmpls?: unknown; originalStockKind?: unknown };

export function checkImageOcclusion(db: Database, mediaNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const modelsText = db.exec("SELECT models FROM col")[0]?.values[0]?.[0];
  let models: Record<string, TModelJson>;
  try {
    models = JSON.parse(String(modelsText)) as Record<string, TModelJson>;
  } catch {
    return problems;
  }
  for (const [key, model] of Object.entries(models)) {
    if (model.originalStockKind !== IMAGE_OCCLUSION_KIND) continue;
    const where = `image occlusion note type ${key}`;
    const fields = Array.isArray(model.flds) ? (model.flds as { name?: unknown; tag?: unknown }[]) : [];
    if (model.type !== 1) problems.push(`${where} must be a cloze note type`);
    const indexOf: Partial<Record<keyof typeof TAGS, number>> = {};
    for (const [name, tag] of Object.entries(TAGS) as [keyof typeof TAGS, number][]) {
      const tagged = fields.flatMap((field, index) => (field.tag === tag ? [index] : []));
      if (tagged.length !== 1) problems.push(`${where}: ${tagged.length} fields have tag ${tag} (${name}); Anki needs exactly one`);
      else indexOf[name] = tagged[0];
    }
    const template = Array.isArray(model.tmpls) ? (model.tmpls[0] as { qfmt?: unknown; afmt?: unknown } | undefined) : undefined;
    const nameOf = (index: number | undefined) => (index === undefined ? "" : String(fields[index]?.name ?? ""));
    for (const side of ["qfmt", "afmt"] as const) {
      const text = String(template?.[side] ?? "");
      if (!text.includes(`{{cloze:${nameOf(indexOf.occlusions)}}}`))
        problems.push(`${where}: ${side} does not render the occlusions field as a cloze`);
      if (!text.includes(`{{${nameOf(indexOf.image)}}}`)) problems.push(`${where}: ${side} does not show the image field`);
      if (!/id="image-occlusion-container"/.test(text) || !/id="image-occlusion-canvas"/.test(text))
        problems.push(`${where}: ${side} lacks the image-occlusion container and canvas the reviewer draws in`);
    }
    const notes = db.exec(`SELECT id, flds FROM notes WHERE mid = ${Number(key)}`)[0]?.values ?? [];
    for (const [id, flds] of notes) {
      const values = splitFields(String(flds));
      problems.push(
        ...checkNote(`note ${String(id)}`, values[indexOf.occlusions ?? 0] ?? "", values[indexOf.image ?? 1] ?? "", mediaNames),
      );
    }
  }
  return problems;
}

function checkNote(where: string, occlusions: string, image: string, mediaNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const shapes = [...occlusions.matchAll(OCCLUSION)];
  if (shapes.length === 0) problems.push(`${where}: the occlusion field holds no image-occlusion cloze`);
  for (const [, , shape, properties = ""] of shapes) {
    if (!["rect", "ellipse", "polygon", "text"].includes(shape!)) problems.push(`${where}: "${shape}" is not a shape Anki draws`);
    if (shape !== "rect") continue;
    const values = new Map(
      [...properties.matchAll(/:([^:=]+)=((?:\\.|[^\\:])*)/g)].map(([, name, value]) => [name!, Number(value!.replace(/\\(.)/g, "$1"))]),
    );
    for (const name of ["left", "top", "width", "height"]) {
      const value = values.get(name);
      if (value === undefined || !Number.isFinite(value) || value < 0 || value > 1)
        problems.push(`${where}: a rectangle's ${name} must be a fraction of the picture (0 to 1)`);
    }
    if ((values.get("left") ?? 0) + (values.get("width") ?? 0) > 1.0001 || (values.get("top") ?? 0) + (values.get("height") ?? 0) > 1.0001)
      problems.push(`${where}: a rectangle reaches past the picture`);
  }
  const src = /<img\s+[^>]*src\s*=\s*"([^"]+)"/.exec(image)?.[1];
  if (!src) problems.push(`${where}: the image field holds no <img src="…">`);
  else {
    if (!mediaNames.has(src)) problems.push(`${where}: the picture "${src}" is not in the package`);
    if (!IMAGE_EXTENSIONS.has(src.slice(src.lastIndexOf(".") + 1).toLowerCase()))
      problems.push(`${where}: Anki's image occlusion does not open a ".${src.split(".").pop()}" picture`);
  }
  return problems;
}
