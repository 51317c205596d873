import { z } from "zod";
import { ZExportFormatSchema, ZNoteTypeSchema, type TExportFormat, type TNoteType } from "./notes.ts";

export const PLAN_IDS = ["free", "premium", "pro"] as const;
export type TPlanId = (typeof PLAN_IDS)[number];

export const ZInputLimitsSchema = z.object({
  /** Most characters of text one request may contain. */
  text: z.number().int(),
  /** Most pages (PDF pages, slides, images) one request may contain. */
  pages: z.number().int(),
});
export type TInputLimits = z.infer<typeof ZInputLimitsSchema>;

export type TPlan = {
  id: TPlanId;
  name: string;
  subtitle: string;
  /** Whole pounds a month. */
  price: number;
  currency: "GBP";
  currencySymbol: "£";
  interval: "month";
  intervalCount: 1;
  features: string[];
  wordsPerMonth: number;
  inputLimits: TInputLimits;
  exports: TExportFormat[];
  conversionFormats: TNoteType[];
  /** Stripe price id; empty when payments are not configured (and always for free). */
  priceId: string;
};

export const ZPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  subtitle: z.string(),
  price: z.number(),
  currency: z.literal("GBP"),
  currencySymbol: z.literal("£"),
  interval: z.literal("month"),
  intervalCount: z.literal(1),
  features: z.array(z.string()),
  wordsPerMonth: z.number().int(),
  inputLimits: ZInputLimitsSchema,
  exports: z.array(ZExportFormatSchema),
  conversionFormats: z.array(ZNoteTypeSchema),
  priceId: z.string(),
}) satisfies z.ZodType<TPlan>;

export const ZPriceIdInputSchema = z.object({ priceId: z.string().max(200, { error: "priceId must be at most 200 characters." }) });

/** Applies to a signed-in user with no subscription row at all. */
export const DEFAULT_INPUT_LIMITS: TInputLimits = { text: 1000, pages: 1 };
/** Card types a user without any subscription may generate. */
export const DEFAULT_CONVERSION_FORMATS: TNoteType[] = ["qna", "truefalse", "manual"];
/** Words of input a user without any subscription may use a month. */
export const DEFAULT_WORDS_PER_MONTH = 10_000;

const ALL_EXPORTS: TExportFormat[] = ["apkg", "md", "csv", "pdf", "quizlet"];
const ALL_CARD_TYPES: TNoteType[] = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"];

export type TPriceIds = { premium?: string | undefined; pro?: string | undefined };

/**
 * The one plan catalogue. Its feature lines promise only what Mnemo does
 * today. Price ids come from the environment (the server passes them in), so
 * the browser and the server share everything else.
 */
export function buildPlans(priceIds: TPriceIds = {}): TPlan[] {
  const base = { currency: "GBP", currencySymbol: "£", interval: "month", intervalCount: 1 } as const;
  return [
    {
      ...base,
      id: "free",
      name: "Free",
      subtitle: "Everything you need to get started",
      price: 0,
      features: [
        "40,000 words a month",
        "Up to 2,000 characters and 1 page per upload",
        "True/false, Q&A, cloze and manual cards",
        "Save your cards and study them",
        "Mind maps, flowcharts and timelines",
      ],
      wordsPerMonth: 40_000,
      inputLimits: { text: 2000, pages: 1 },
      exports: [],
      conversionFormats: ["truefalse", "qna", "manual", "clozedel"],
      priceId: "",
    },
    {
      ...base,
      id: "premium",
      name: "Premium",
      subtitle: "For regular studying",
      price: 3,
      features: [
        "480,000 words a month",
        "Up to 5,000 characters and 10 pages per upload",
        "All card types, including multiple choice and concept lists",
        "Export to Anki, Markdown, CSV, PDF and Quizlet",
        "Save your cards and study them",
        "Mind maps, flowcharts and timelines",
      ],
      wordsPerMonth: 480_000,
      inputLimits: { text: 5000, pages: 10 },
      exports: ALL_EXPORTS,
      conversionFormats: ALL_CARD_TYPES,
      priceId: priceIds.premium ?? "",
    },
    {
      ...base,
      id: "pro",
      name: "Pro",
      subtitle: "For heavy workloads and whole courses",
      price: 5,
      features: [
        "1,000,000 words a month",
        "Up to 10,000 characters and 99 pages per upload",
        "All card types, including multiple choice and concept lists",
        "Export to Anki, Markdown, CSV, PDF and Quizlet",
        "Save your cards and study them",
        "Mind maps, flowcharts and timelines",
      ],
      wordsPerMonth: 1_000_000,
      inputLimits: { text: 10000, pages: 99 },
      exports: ALL_EXPORTS,
      conversionFormats: ALL_CARD_TYPES,
      priceId: priceIds.pro ?? "",
    },
  ];
}

export function isPlanId(value: string): value is TPlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

export function findPlanById(plans: readonly TPlan[], id: string): TPlan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** An empty price id never matches (the free plan has none). */
export function findPlanByPriceId(plans: readonly TPlan[], priceId: string | null | undefined): TPlan | undefined {
  if (!priceId) return undefined;
  return plans.find((plan) => plan.priceId === priceId);
}
