import { paths } from "@/lib/paths.ts";

export type GalleryPage = {
  label: string;
  href: string;
  description: string;
  /** Shown as a badge: what is special about the page. */
  note?: string;
};

/** The gallery's pages, for its index and for the catch-all's links. */
export const GALLERY_PAGES: readonly GalleryPage[] = [
  {
    label: "Cards",
    href: paths.testsCards.getHref(),
    description: "Every card type with sample content, front and back. Flip a card with a click, Space or Enter.",
    note: "Empty layout",
  },
  {
    label: "Buttons",
    href: paths.testsButtons.getHref(),
    description: "Every button variant, size and state (loading, disabled), and the icon buttons, in light and dark.",
  },
  {
    label: "Dialogs",
    href: paths.testsDialogs.getHref(),
    description: "A confirm dialog, a destructive confirm, a form dialog, a drawer, and every toast preset and severity.",
  },
  {
    label: "Video",
    href: paths.testsVideo.getHref(),
    description: "A native video player showing a generated, animated test pattern. Works offline.",
    note: "Signed in · no header or footer",
  },
  {
    label: "Sidebar grid",
    href: paths.testsSidebarGrid.getHref(),
    description: "A sidebar beside a responsive grid of deck tiles: one column on phones, up to four on wide screens.",
  },
];

function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\.ignore$/, "")
    .replace(/[^a-z0-9]/g, "");
}

/** Edit distance, for "did you mean": small inputs only. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The gallery page someone probably meant by a mistyped path ("buton", "Dialog/"), or null. */
export function closestGalleryPage(rest: string): GalleryPage | null {
  const wanted = simplify(rest.split("/").find((part) => part !== "") ?? "");
  if (!wanted) return null;
  let best: { page: GalleryPage; score: number } | null = null;
  for (const page of GALLERY_PAGES) {
    const name = simplify(page.href.split("/").pop() ?? "");
    const score = name.startsWith(wanted) || wanted.startsWith(name) ? 0 : distance(wanted, name);
    if (score <= 2 && (!best || score < best.score)) best = { page, score };
  }
  return best?.page ?? null;
}
