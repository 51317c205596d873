import { createTheme, type MantineColorsTuple } from "@mantine/core";

// A calm blue-violet; shade 6 on white and shade 4 on the dark body both pass WCAG AA for text.
const mnemo: MantineColorsTuple = [
  "#eef0ff",
  "#dcdefa",
  "#b5b9ef",
  "#8c92e5",
  "#6a70dc",
  "#545bd7",
  "#4850d6",
  "#3941be",
  "#3139aa",
  "#263097",
];

// Blue-tinted greys for the dark theme, so it reads as the same product as the light one.
const dark: MantineColorsTuple = [
  "#d5d7e0",
  "#acaebf",
  "#8c8fa3",
  "#666980",
  "#4d4f66",
  "#34354a",
  "#2b2c3d",
  "#1d1e30",
  "#0c0d21",
  "#01010a",
];

export const theme = createTheme({
  primaryColor: "mnemo",
  colors: { mnemo, dark },
  primaryShade: { light: 7, dark: 4 },
  defaultRadius: "md",
  // Keyboard users always see where focus is; mouse clicks don't leave rings behind.
  focusRing: "auto",
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  respectReducedMotion: true,
});
