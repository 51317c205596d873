import { z } from "zod";
import { EXPORT_FORMATS, NOTE_TYPES, ZIdSchema, type TExportFormat } from "./notes.ts";

/**
 * Exports and imports (docs/exchange.md): the options the export menu lists,
 * what the browser and scripts send, and what they get back.
 */

/** The spec's export option: name, description, format, icon (a Tabler icon name the web app maps). */
export type TExportOption = { format: TExportFormat; name: string; description: string; icon: string };

export const EXPORT_OPTIONS: readonly TExportOption[] = [
  {
    format: "apkg",
    name: "Anki deck",
    description: "An .apkg file for Anki, AnkiDroid and AnkiMobile, with your progress if you like.",
    icon: "cards",
  },
  { format: "md", name: "Markdown", description: "A document per deck that reads well on GitHub and in Obsidian.", icon: "markdown" },
  { format: "csv", name: "CSV", description: "A spreadsheet with a row per card, for Excel, Numbers or Google Sheets.", icon: "table" },
  { format: "pdf", name: "PDF", description: "A study sheet, or cards to cut out and print double-sided.", icon: "printer" },
  { format: "quizlet", name: "Quizlet", description: "Text to copy and paste into Quizlet's import box.", icon: "clipboard" },
];

/** Over this many cards an export runs as a job with a progress bar; PDFs over PDF_DIRECT_MAX_CARDS likewise. */
export const EXPORT_DIRECT_MAX_CARDS = 2000;
export const PDF_DIRECT_MAX_CARDS = 200;
/**
 * The most cards one PDF may hold (some 1,000 pages of study sheet, or 1,250 sheets of cut-out cards);
 * more are refused with EXPORT_TOO_LARGE before any job is queued. Memory is not the reason (pages are
 * written as they are drawn): a 50,000-card PDF keeps a file thread busy for many minutes and may not
 * finish within an export job's time limit.
 */
export const PDF_MAX_CARDS = 10_000;
/** How long a finished export job's file can be downloaded. */
export const EXPORT_FILE_TTL_HOURS = 24;

export const PDF_LAYOUTS = ["sheet", "side-by-side", "cards"] as const;
export const PDF_PAPERS = ["a4", "letter"] as const;
export const ZPdfOptionsSchema = z.object({
  /** "sheet": questions, then answers; "side-by-side": question and answer on one row; "cards": cut-out cards, backs mirrored for double-sided printing. */
  layout: z.enum(PDF_LAYOUTS, { error: `layout must be one of ${PDF_LAYOUTS.join(", ")}.` }).default("sheet"),
  paper: z.enum(PDF_PAPERS, { error: `paper must be one of ${PDF_PAPERS.join(", ")}.` }).default("a4"),
});
export type TPdfOptions = z.infer<typeof ZPdfOptionsSchema>;

export const MAX_EXPORT_DECKS = 500;

export const ZExportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(", ")}.` }),
  /** The decks to export; empty or absent: every deck. */
  groupIds: z
    .array(ZIdSchema)
    .max(MAX_EXPORT_DECKS, { error: `Export at most ${MAX_EXPORT_DECKS} decks at once, or all of them.` })
    .default([]),
  /** apkg only: each card's schedule and its review history. */
  includeProgress: z.boolean({ error: "includeProgress must be true or false." }).default(false),
  pdf: ZPdfOptionsSchema.default({ layout: "sheet", paper: "a4" }),
});
export type TExportRequest = z.input<typeof ZExportRequestSchema>;

/**
 * `exports.start`'s answer. "direct": small enough to stream at once from
 * `href` (a GET the browser follows); "job": queued, poll `exports.job`.
 * Quizlet text is read with `exports.quizletText` instead.
 */
export const ZExportStartSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("direct"), href: z.string(), fileName: z.string(), cards: z.number().int() }),
  z.object({ mode: z.literal("job"), jobId: ZIdSchema, cards: z.number().int() }),
]);
export type TExportStart = z.infer<typeof ZExportStartSchema>;

export const ZExportJobSchema = z.object({
  id: ZIdSchema,
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  stage: z.string(),
  percent: z.number().int(),
  message: z.string(),
  cards: z.number().int().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Where to download the file while it is kept (succeeded jobs until expiresAt). */
  href: z.string().nullable(),
  expiresAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type TExportJob = z.infer<typeof ZExportJobSchema>;

export const ZQuizletTextSchema = z.object({ text: z.string(), cards: z.number().int(), skipped: z.number().int() });
export type TQuizletText = z.infer<typeof ZQuizletTextSchema>;

// ---------------------------------------------------------------------------
// Imports
// ---------------------------------------------------------------------------

/** Most bytes one import file may have. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
/** Most notes one import may hold. */
export const MAX_IMPORT_NOTES = 50_000;
/** Default per-user media storage (pictures and sounds from imports), bytes; MEDIA_LIMIT_MB on the server. */
export const DEFAULT_MEDIA_LIMIT_BYTES = 1024 * 1024 * 1024;
/** Extensions the import accepts. */
export const IMPORT_EXTENSIONS = [".apkg", ".colpkg", ".csv", ".tsv", ".txt"] as const;

export const TEXT_SEPARATORS = ["tab", "comma", "semicolon", "pipe", "colon", "space"] as const;
export type TTextSeparator = (typeof TEXT_SEPARATORS)[number];

/** What a column of a text file becomes. */
export const TEXT_COLUMN_ROLES = ["front", "back", "extra", "tags", "deck", "type", "source", "ignore"] as const;
export type TTextColumnRole = (typeof TEXT_COLUMN_ROLES)[number];

/** How to read a text file; anything left out is detected (the preview says what it found). */
export const ZTextImportOptionsSchema = z.object({
  /** One of TEXT_SEPARATORS, or any single character other than a quote or line break. */
  separator: z
    .union(
      [
        z.enum(TEXT_SEPARATORS),
        z
          .string()
          .length(1)
          .regex(/^[^"\r\n]$/),
      ],
      {
        error: `separator must be one of ${TEXT_SEPARATORS.join(", ")} or a single character.`,
      },
    )
    .optional(),
  /** Fields hold HTML (sanitised on import) rather than plain text. */
  html: z.boolean().optional(),
  /** The first row names the columns. */
  header: z.boolean().optional(),
  /** A role per column, left to right. */
  columns: z.array(z.enum(TEXT_COLUMN_ROLES)).max(50).optional(),
  /** Card text read as cloze when it has {{c1::…}} gaps (on by default). */
  detectCloze: z.boolean().optional(),
});
export type TTextImportOptions = z.infer<typeof ZTextImportOptionsSchema>;

/** Where the import goes: an existing deck, or a new one (its title; default: the file's deck names or name). */
export const ZImportTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("existing"), groupId: ZIdSchema }),
  z.object({ kind: z.literal("new"), title: z.string().trim().max(200).optional() }),
]);
export type TImportTarget = z.infer<typeof ZImportTargetSchema>;

/** An uploaded import file waiting for its preview and commit (POST /api/imports/uploads answers one). */
export const ZImportUploadSchema = z.object({
  uploadId: ZIdSchema,
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** When it is dropped unless imported (an hour after the upload). */
  expiresAt: z.string(),
});
export type TImportUpload = z.infer<typeof ZImportUploadSchema>;

export const ZImportUploadIdInputSchema = z.object({ uploadId: ZIdSchema });

export const ZImportPreviewInputSchema = z.object({
  /** The id the upload (POST /api/imports/uploads) answered with. */
  uploadId: ZIdSchema,
  text: ZTextImportOptionsSchema.optional(),
  /** Where the import would go, for `matches` (a text file matches notes in its target deck only); default a new deck. */
  target: ZImportTargetSchema.optional(),
});

export const ZImportCommitInputSchema = ZImportPreviewInputSchema.extend({
  target: ZImportTargetSchema,
  /** Turn the file's review history into schedules (apkg with history). */
  includeProgress: z.boolean().default(false),
});
export type TImportCommitInput = z.input<typeof ZImportCommitInputSchema>;

const ZPreviewCardSchema = z.object({
  type: z.enum(NOTE_TYPES),
  front: z.string(),
  back: z.string(),
  /** The fields hold sanitised HTML. */
  html: z.boolean(),
  deck: z.string(),
  tags: z.array(z.string()),
});

export const ZImportPreviewSchema = z.object({
  uploadId: ZIdSchema,
  fileName: z.string(),
  kind: z.enum(["apkg", "text"]),
  /** "Anki package (collection.anki21b)", "CSV", "Quizlet export (tab, new line)"... */
  detected: z.string(),
  notes: z.number().int(),
  cards: z.number().int(),
  decks: z.array(z.object({ name: z.string(), notes: z.number().int() })),
  noteTypes: z.array(z.object({ name: z.string(), notes: z.number().int(), mappedTo: z.enum(NOTE_TYPES) })),
  media: z.object({ files: z.number().int(), bytes: z.number().int() }),
  hasProgress: z.boolean(),
  /** The first cards as they will be saved. */
  sample: z.array(ZPreviewCardSchema),
  skipped: z.array(z.object({ where: z.string(), reason: z.string() })),
  /**
   * The file's notes already in the account, matched as the import matches them (an Anki note by its guid in any
   * deck; a text note by its front in the target deck), and the notes it would add.
   */
  matches: z.object({ existing: z.number().int(), new: z.number().int() }),
  /** Text files: what was detected or given, the raw first rows and the column roles in use. */
  text: z
    .object({
      separator: z.string(),
      html: z.boolean(),
      header: z.boolean(),
      columns: z.array(z.enum(TEXT_COLUMN_ROLES)),
      rows: z.array(z.array(z.string())),
    })
    .nullable(),
});
export type TImportPreview = z.infer<typeof ZImportPreviewSchema>;

export const ZImportResultSchema = z.object({
  groupIds: z.array(ZIdSchema),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  media: z.number().int(),
  reviews: z.number().int(),
});
export type TImportResult = z.infer<typeof ZImportResultSchema>;

export function exportOption(format: TExportFormat): TExportOption {
  const option = EXPORT_OPTIONS.find((o) => o.format === format);
  if (!option) throw new Error(`no export option for ${format}`);
  return option;
}
