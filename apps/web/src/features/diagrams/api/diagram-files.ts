import type { TDiagramExportFormat } from "@mnemo/api-contract";
import { errorMessage } from "@/lib/error-info.ts";
import { httpErrorFromBody } from "@/lib/http-error.ts";

/** The export menu's entries, in its order: pictures, then documents, then what other apps open. */
export const DIAGRAM_FILE_CHOICES: readonly { format: TDiagramExportFormat; label: string; extension: string }[] = [
  { format: "svg", label: "SVG image", extension: "svg" },
  { format: "png", label: "PNG image (2x)", extension: "png" },
  { format: "pdf", label: "PDF", extension: "pdf" },
  { format: "md", label: "Markdown outline", extension: "md" },
  { format: "opml", label: "OPML (outliners)", extension: "opml" },
  { format: "mm", label: "FreeMind / Freeplane (.mm)", extension: "mm" },
  { format: "mermaid", label: "Mermaid text", extension: "mmd" },
];

/** PNGs are drawn at twice the SVG's size, for sharp text on high-density screens and in print. */
export const PNG_SCALE = 2;
/** Browsers refuse larger canvases (Chromium: 16,384 px a side; ~268 M pixels): a huge diagram is drawn smaller. */
const MAX_CANVAS_SIDE = 16_384;
const MAX_CANVAS_PIXELS = 120_000_000;

/** Where the server writes the diagram as a file; PNG is drawn here from the SVG, after the same check of the plan. */
export function diagramExportHref(fileKey: string, format: Exclude<TDiagramExportFormat, "png">): string {
  return `/api/diagrams/${encodeURIComponent(fileKey)}/export?format=${format}`;
}

/** A file name from the diagram's title: what a file system accepts, never empty. */
export function diagramFileName(title: string, extension: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .replace(/^\.+/, "");
  return `${base || "diagram"}.${extension}`;
}

/** The size an SVG declares (width and height in user units, else its viewBox), or null when it says none. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const width = Number(attribute("width")?.replace(/px$/, ""));
  const height = Number(attribute("height")?.replace(/px$/, ""));
  if (width > 0 && height > 0) return { width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

/** The canvas a PNG is drawn on: `scale` times the SVG, unless that is more than a browser can draw. */
export function pngCanvasSize(size: { width: number; height: number }, scale: number = PNG_SCALE): { width: number; height: number } {
  const fit = Math.min(
    scale,
    MAX_CANVAS_SIDE / size.width,
    MAX_CANVAS_SIDE / size.height,
    Math.sqrt(MAX_CANVAS_PIXELS / (size.width * size.height)),
  );
  return { width: Math.round(size.width * fit), height: Math.round(size.height * fit) };
}

async function fetchExport(fileKey: string, format: Exclude<TDiagramExportFormat, "png">): Promise<Response> {
  const response = await fetch(diagramExportHref(fileKey, format), { credentials: "include" });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page): the status alone says what happened.
    }
    throw httpErrorFromBody(response.status, body);
  }
  return response;
}

/**
 * The SVG drawn on a canvas at twice its size. Its labels are SVG text in the
 * system font stack (no web font is referenced), so nothing needs inlining for
 * the browser to draw it from an <img>.
 */
export async function pngFromSvg(svg: string): Promise<Blob> {
  const size = svgSize(svg);
  if (!size) throw new Error("The diagram's picture has no size, so it cannot be made into a PNG.");
  const canvasSize = pngCanvasSize(size);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvasSize.width;
    canvas.height = canvasSize.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw the PNG.");
    // Opaque: a transparent PNG shows black behind dark-mode viewers and in many slide apps.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("This browser cannot write the PNG."))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the diagram in one format. Fetched first, so a refusal (a plan
 * without exports) is shown as the server's message rather than saved as a file.
 */
export async function downloadDiagram(fileKey: string, format: TDiagramExportFormat, title: string): Promise<void> {
  const choice = DIAGRAM_FILE_CHOICES.find((entry) => entry.format === format)!;
  if (format === "png") {
    const svg = await (await fetchExport(fileKey, "svg")).text();
    saveBlob(await pngFromSvg(svg), diagramFileName(title, choice.extension));
    return;
  }
  saveBlob(await (await fetchExport(fileKey, format)).blob(), diagramFileName(title, choice.extension));
}

/** A refused or failed export as the menu shows it: the server's words, and for EXPORT_NOT_IN_PLAN the plan that has exports. */
export function exportFailure(error: unknown): { message: string; upgradePlan: string | null } {
  const record = typeof error === "object" && error !== null ? (error as { code?: unknown; details?: Record<string, unknown> }) : {};
  const planName = record.details?.planName;
  const upgradePlan = record.code === "EXPORT_NOT_IN_PLAN" ? (typeof planName === "string" && planName ? planName : "Premium") : null;
  return { message: errorMessage(error, "The file could not be made. Try again."), upgradePlan };
}
