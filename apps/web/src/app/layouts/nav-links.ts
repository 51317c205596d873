import { paths } from "../../lib/paths.ts";

/**
 * Main navigation, in the header on wide screens and in the drawer on phones.
 * Only what works (src/content/feature-states.ts).
 */
export const mainNavLinks = [
  { label: "Flashcards", href: paths.decks.getHref() },
  { label: "Notes", href: paths.notes.getHref() },
  { label: "Sources", href: paths.sources.getHref() },
  { label: "Diagrams", href: paths.diagrams.getHref() },
  { label: "Study", href: paths.study.getHref() },
  { label: "How to", href: paths.howTo.getHref() },
] as const;

export const footerLinks = [
  { label: "About", href: paths.about.getHref() },
  { label: "How to", href: paths.howTo.getHref() },
  { label: "Plans", href: paths.upgrade.getHref() },
  { label: "Suggest a feature", href: paths.suggestFeature.getHref() },
] as const;
