import { createTheme, type MantineColorsTuple } from "@mantine/core";

// A calm blue-violet. Shade 7 (the light theme's links and filled buttons) on white, and shade 4
// (the dark theme's links) on the dark body, cards and inputs (dark 5 to 7), pass WCAG AA (4.5:1).
const mnemo: MantineColorsTuple = [
  "#eef0ff",
  "#dcdefa",
  "#b5b9ef",
  "#a6abed",
  "#979ce8",
  "#545bd7",
  "#4850d6",
  "#3941be",
  "#3139aa",
  "#263097",
];

// Mantine's greys, with shade 6 (the light theme's "dimmed" text) darkened from #868e96 (3.3:1 on
// white) to 4.5:1 or more on every light surface the app uses, tinted ones included (WCAG AA).
const gray: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#5c636a",
  "#495057",
  "#343a40",
  "#212529",
];

// Blue-tinted greys for the dark theme, so it reads as the same product as the light one.
// Shade 2 is the dark theme's "dimmed" text: 4.5:1 or more on shades 5 to 7 (cards, inputs, body).
const dark: MantineColorsTuple = [
  "#d5d7e0",
  "#acaebf",
  "#a0a3b6",
  "#666980",
  "#4d4f66",
  "#34354a",
  "#2b2c3d",
  "#1d1e30",
  "#0c0d21",
  "#01010a",
];

/**
 * What text sits on, for theme-contrast.ts: light, the white cards and styles.css's page and muted
 * surfaces; dark, the body, cards and inputs (dark 7 to 5).
 */
export const CONTRAST_SURFACES = {
  light: ["#ffffff", "#f7f7fb", "#f0f0f6"],
  dark: [dark[5], dark[6], dark[7]],
} as const;

/** A dialog's header is part of the dialog, not a page banner. */
const DIALOG_ATTRIBUTES = { header: { role: "none" } };

export const theme = createTheme({
  primaryColor: "mnemo",
  colors: { mnemo, gray, dark },
  // The dark theme fills with shade 5 (white text on it: 5.4:1); its shade 4 is for text and links.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  // Keyboard users always see where focus is; mouse clicks don't leave rings behind.
  focusRing: "auto",
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  respectReducedMotion: true,
  components: {
    // Every dialog's close button has a name for screen readers (Mantine's is an unnamed icon), and its <header>
    // (title and close button) is no banner landmark beside the page's own (axe: landmark-no-duplicate-banner). Plain
    // objects, not Modal.extend, so the theme does not pull Modal or Drawer into every page's first load.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" }, attributes: DIALOG_ATTRIBUTES } },
    Drawer: { defaultProps: { attributes: DIALOG_ATTRIBUTES } },
  },
});
