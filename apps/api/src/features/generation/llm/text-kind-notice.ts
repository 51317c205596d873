import { NOTICES } from "../../analysis/profile-document.ts";
import type { TTextKind } from "./card-schema.ts";

/**
 * The learner's notice for a document that has little to learn, judged from
 * what the model took each chunk's text for. Every chunk it judged must be
 * something other than study material: one chunk of teaching text is enough
 * for no notice (a lecture that ends with exercises is still a lecture). The
 * notice names the kind most chunks got, the earliest on a tie, in the
 * offline generator's words.
 */
export function noticeFromTextKinds(kinds: (TTextKind | undefined)[]): string | undefined {
  const counts = new Map<Exclude<TTextKind, "study">, number>();
  for (const kind of kinds) {
    if (kind === "study") return undefined;
    if (kind !== undefined) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  // A stable sort: equal counts keep the order the kinds first appeared in.
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && NOTICES[top[0]];
}
