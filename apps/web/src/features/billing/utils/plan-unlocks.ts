import { CARD_TYPE_LABELS, EXPORT_OPTIONS, type TPlan } from "@mnemo/api-contract";

const fmt = (n: number) => n.toLocaleString("en-GB");

/**
 * The figures a plan card and the success page list: each as a sentence
 * ("480,000 words a month") and, under a plan card's own labels, short
 * ("480,000 a month").
 */
export type TPlanUnlocks = { words: string; wordsShort: string; uploads: string; uploadsShort: string; cardTypes: string; exports: string };

export function planUnlocks(plan: Pick<TPlan, "wordsPerMonth" | "inputLimits" | "conversionFormats" | "exports">): TPlanUnlocks {
  const { text, pages } = plan.inputLimits;
  const exportNames = EXPORT_OPTIONS.filter((option) => plan.exports.includes(option.format)).map((option) => option.name);
  const uploadsShort = `${fmt(text)} characters or ${fmt(pages)} ${pages === 1 ? "page" : "pages"}`;
  return {
    words: `${fmt(plan.wordsPerMonth)} words a month`,
    wordsShort: `${fmt(plan.wordsPerMonth)} a month`,
    uploads: `Up to ${uploadsShort} per upload`,
    uploadsShort: `Up to ${uploadsShort}`,
    cardTypes: plan.conversionFormats.map((type) => CARD_TYPE_LABELS[type]).join(", "),
    exports: exportNames.length > 0 ? exportNames.join(", ") : "No exports",
  };
}
