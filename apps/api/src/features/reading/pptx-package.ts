import { posix } from "node:path";
import { strFromU8 } from "fflate";
import { corruptFileError } from "./file-errors.ts";
import { attributeOf, findAll, parseXml } from "./xml-tree.ts";
import { checkZip, readZipEntries, type TZipLimits } from "./zip-guard.ts";

export type TSlideRef = {
  /** Part path inside the zip, e.g. "ppt/slides/slide3.xml". */
  path: string;
  /** 1-based position in presentation order, hidden slides counted (as PowerPoint numbers them). */
  number: number;
  /** show="0" on the slide's root: skipped in the slide show, so skipped here. */
  isHidden: boolean;
  notesPath?: string;
};

export type TPptxPackage = { parts: Record<string, Uint8Array>; slides: TSlideRef[] };

const SLIDE_PARTS = /^ppt\/(presentation\.xml|_rels\/presentation\.xml\.rels|slides\/[^/]+\.xml|slides\/_rels\/[^/]+\.rels)$/;
const NOTES_PARTS = /^ppt\/notesSlides\/[^/]+\.xml$/;

/**
 * Slides in presentation order: the order of p:sldIdLst in presentation.xml,
 * each r:id resolved through presentation.xml.rels (file names say nothing
 * about order once slides have been moved). Only slide, rels and (optionally)
 * notes XML is inflated; media never is.
 */
export function readPptxPackage({ bytes, withNotes, ...limits }: { bytes: Uint8Array; withNotes: boolean } & TZipLimits): TPptxPackage {
  checkZip({ bytes, kind: "pptx", ...limits });
  const parts = readZipEntries({ bytes, kind: "pptx", accept: (name) => SLIDE_PARTS.test(name) || (withNotes && NOTES_PARTS.test(name)) });
  const presentation = parts["ppt/presentation.xml"];
  if (!presentation) throw corruptFileError("pptx");
  const targets = relationships(parts, "ppt/presentation.xml");
  const slideIds = findAll(parseXml(strFromU8(presentation)), "p:sldId");
  const slides = slideIds.flatMap((node, position): TSlideRef[] => {
    const path = targets.get(attributeOf(node, "r:id") ?? "")?.path;
    const xml = path ? parts[path] : undefined;
    if (!path || !xml) return [];
    const notesPath = [...relationships(parts, path).values()].find((rel) => rel.type.endsWith("/notesSlide"))?.path;
    return [{ path, number: position + 1, isHidden: isHiddenSlide(strFromU8(xml.subarray(0, 4096))), ...(notesPath ? { notesPath } : {}) }];
  });
  return { parts, slides };
}

/** show="0" sits on the root element, which comes first: reading the head of the part is enough. */
function isHiddenSlide(head: string): boolean {
  const root = /<(?:\w+:)?sld\b[^>]*>/.exec(head)?.[0] ?? "";
  return /\sshow="(0|false)"/.test(root);
}

/** Id -> target part of a part's relationships (ppt/slides/_rels/slide1.xml.rels for ppt/slides/slide1.xml). */
function relationships(parts: Record<string, Uint8Array>, partPath: string): Map<string, { type: string; path: string }> {
  const relsPath = posix.join(posix.dirname(partPath), "_rels", `${posix.basename(partPath)}.rels`);
  const rels = parts[relsPath];
  const map = new Map<string, { type: string; path: string }>();
  for (const node of rels ? findAll(parseXml(strFromU8(rels)), "Relationship") : []) {
    const [id, type, target] = ["Id", "Type", "Target"].map((name) => attributeOf(node, name));
    if (!id || !type || !target || attributeOf(node, "TargetMode") === "External") continue;
    // Targets are relative to the part's folder, or absolute from the package root.
    const path = target.startsWith("/") ? target.slice(1) : posix.normalize(posix.join(posix.dirname(partPath), target));
    map.set(id, { type, path });
  }
  return map;
}
