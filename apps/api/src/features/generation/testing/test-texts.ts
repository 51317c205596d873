import type { TExtractedDocument, TSection } from "../types.ts";
import { type TAnalysis, analyseDocument } from "../../analysis/analyse-document.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { loadWordFrequency } from "../../../lib/word-frequency.ts";

/** Study text the offline generator and quality gate tests read (test-only). */

export const PHOTOSYNTHESIS = `Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water. It takes place in the chloroplasts, which contain the green pigment chlorophyll. Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.

The main products of photosynthesis include glucose, oxygen and water. Plants release the oxygen through small pores called stomata. Glucose is a simple sugar that stores chemical energy.

Photosynthesis has two stages:
- The light-dependent reactions, which take place in the thylakoid membranes
- The Calvin cycle, which takes place in the stroma

The Calvin cycle is a series of reactions that fixes carbon dioxide into sugar. ATP is the molecule that carries energy within cells. The rate of photosynthesis rises with light intensity until another factor, such as carbon dioxide, becomes limiting.`;

export const CELL_BIOLOGY = `The nucleus is the organelle that holds the genetic material of the cell. Mitochondria are the organelles that release energy from glucose by cellular respiration. Ribosomes are small structures that build proteins from amino acids. The cell membrane is a thin layer of lipids that controls what enters and leaves the cell. Chloroplasts are found in plant cells but not in animal cells. Cellular respiration releases carbon dioxide as a waste product.`;

export const FRENCH_REVOLUTION = `The French Revolution began in 1789 when Parisians stormed the Bastille on 14 July 1789. King Louis XVI had called the Estates-General to Versailles to solve a financial crisis. In 1791, the National Assembly wrote the first French constitution. King Louis XVI was executed in 1793 after a trial before the National Convention.

Maximilien Robespierre led the Committee of Public Safety during the Reign of Terror. Marie Antoinette was born in Vienna and was executed in Paris in October 1793. Georges Danton was a leading figure of the early revolution. Napoleon Bonaparte became First Consul in 1799 after a coup. In 1804, Napoleon Bonaparte crowned himself Emperor of the French.`;

export function sectionsOf(texts: string[], shape: Partial<TSection> = {}): TSection[] {
  return texts.map((text, index) => ({ ...shape, index, text }));
}

export function documentOf(sections: TSection[], kind: TExtractedDocument["kind"] = "text"): TExtractedDocument {
  const all = sections.map((section) => section.text).join("\n\n");
  return {
    kind,
    mime: kind === "pdf" ? "application/pdf" : "text/plain",
    pageCount: kind === "pdf" ? sections.length : 0,
    sections,
    words: all.split(/\s+/).filter(Boolean).length,
    characters: all.length,
  };
}

/** Four short paragraphs as a user pasted them (735 characters): one card per fact sentence is the bar. */
export const PHOTOSYNTHESIS_PASTED = `Photosynthesis is the process by which green plants and algae turn light energy into chemical energy. It takes place in chloroplasts, which contain a green pigment called chlorophyll. Chlorophyll absorbs red and blue light and reflects green light.

During the light-dependent reactions in the thylakoid membranes, water molecules are split. This releases oxygen as a by-product and produces the energy carriers ATP and NADPH.

The Calvin cycle takes place in the stroma. It uses ATP and NADPH to fix carbon dioxide into sugar. The enzyme RuBisCO catalyses the first step of carbon fixation.

The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. A factor in short supply limits the rate.`;

/** Reads a document the way the offline generator does (test-only): wink and the word list, loaded once. */
export async function analyseForTest(document: TExtractedDocument): Promise<TAnalysis> {
  const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
  return analyseDocument(nlp, frequency, document);
}

/** A textbook-style paragraph on feedback loops, written for the tests. */
export const HOMEOSTASIS_LIKE = `A set point is the value around which a body condition such as temperature is held. Negative feedback is a mechanism that reverses a change away from the set point. A sensor is a structure that detects a change in a condition. An effector is a structure that acts to bring the condition back towards the set point. Positive feedback strengthens a change instead of reversing it. Blood clotting and childbirth are driven by positive feedback loops. Insulin lowers the level of glucose in the blood.`;
