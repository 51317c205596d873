import type { TSourceSection } from "@mnemo/api-contract";

/** Each source section's text by its index: what the outline's spans point into. */
export type TSourceTexts = ReadonlyMap<number, string>;

export function sourceTexts(sections: readonly TSourceSection[]): TSourceTexts {
  return new Map(sections.map((section) => [section.index, section.text]));
}
