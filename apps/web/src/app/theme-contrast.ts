import type { CSSVariablesResolver, MantineColorsTuple, MantineTheme } from "@mantine/core";

/**
 * WCAG AA for every Mantine colour, in both schemes, at the source: the CSS variables Mantine's
 * variants read. Its defaults put white text on shade 7 (light) or 5 (dark) of a `filled` colour
 * (teal: 3.1:1 and 2.1:1) and colour the `text`/`outline` variants with shade 7 on white. Here each
 * colour gets the first of its own shades that reaches 4.5:1, or shade 9 mixed with black until
 * it does; the `light` variant's text likewise on its tint (teal 9 on teal 1: 4.32:1). Colours that
 * already pass keep Mantine's values.
 */

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((char) => char + char).join("") : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [red, green, blue] = toRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `share` (0 to 1) of black mixed into the colour, as CSS color-mix(in srgb) would. */
function darken(hex: string, share: number): string {
  return toHex(toRgb(hex).map((channel) => channel * (1 - share)) as Rgb);
}

function passesOn(colour: string, backgrounds: readonly string[]): boolean {
  return backgrounds.every((background) => contrastRatio(colour, background) >= MIN_CONTRAST);
}

/** The first shade from `from` darker that reaches 4.5:1 against every background, else shade 9 darkened until it does. */
function darkEnough(shades: MantineColorsTuple, from: number, backgrounds: readonly string[]): string {
  for (let shade = from; shade <= 9; shade += 1) if (passesOn(shades[shade]!, backgrounds)) return shades[shade]!;
  for (let share = 0.05; share < 1; share += 0.05) {
    const mixed = darken(shades[9], share);
    if (passesOn(mixed, backgrounds)) return mixed;
  }
  return "#000000";
}

/** The first shade from `from` lighter that reaches 4.5:1 against every background. */
function lightEnough(shades: MantineColorsTuple, from: number, backgrounds: readonly string[]): string {
  for (let shade = from; shade >= 0; shade -= 1) if (passesOn(shades[shade]!, backgrounds)) return shades[shade]!;
  return "#ffffff";
}

export type TContrastSurfaces = {
  /** Light scheme: what text sits on (white cards and the page). */
  light: readonly string[];
  /** Dark scheme: the body, cards and raised surfaces text sits on. */
  dark: readonly string[];
};

/** The variables for one colour that differ from Mantine's; empty when its defaults already pass. */
export function accessibleColourVariables(theme: MantineTheme, name: string, surfaces: TContrastSurfaces) {
  const shades = theme.colors[name];
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  if (!shades) return { light, dark };
  const shadeLight = typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade.light;
  const shadeDark = typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade.dark;
  const white = theme.white;

  // Filled: white text on the colour, in both schemes.
  const filledLight = darkEnough(shades, shadeLight, [white]);
  if (filledLight !== shades[shadeLight]) {
    light[`--mantine-color-${name}-filled`] = filledLight;
    light[`--mantine-color-${name}-filled-hover`] = darken(filledLight, 0.12);
  }
  const filledDark = darkEnough(shades, shadeDark, [white]);
  if (filledDark !== shades[shadeDark]) {
    dark[`--mantine-color-${name}-filled`] = filledDark;
    dark[`--mantine-color-${name}-filled-hover`] = darken(filledDark, 0.12);
  }
  // Text and outline: the colour on the page.
  const textLight = darkEnough(shades, shadeLight, surfaces.light);
  if (textLight !== shades[shadeLight]) {
    light[`--mantine-color-${name}-text`] = textLight;
    light[`--mantine-color-${name}-outline`] = textLight;
  }
  const textDark = lightEnough(shades, 4, surfaces.dark);
  if (textDark !== shades[4]) dark[`--mantine-color-${name}-text`] = textDark;
  const outlineShade = Math.max(shadeDark - 4, 0);
  const outlineDark = lightEnough(shades, outlineShade, surfaces.dark);
  if (outlineDark !== shades[outlineShade]) dark[`--mantine-color-${name}-outline`] = outlineDark;
  // Light variant: the colour's own text on its tint (and on the hover tint of light buttons).
  const tintLight = darkEnough(shades, 9, [shades[1], shades[2]]);
  if (tintLight !== shades[9]) light[`--mantine-color-${name}-light-color`] = tintLight;
  const tintDark = lightEnough(shades, 0, [darken(shades[9], 0.5), darken(shades[9], 0.3)]);
  if (tintDark !== shades[0]) dark[`--mantine-color-${name}-light-color`] = tintDark;
  return { light, dark };
}

/** For MantineProvider: Mantine merges these over its own variables. */
export function createContrastResolver(surfaces: TContrastSurfaces): CSSVariablesResolver {
  return (theme) => {
    const light: Record<string, string> = {};
    const dark: Record<string, string> = {};
    for (const name of Object.keys(theme.colors)) {
      const colour = accessibleColourVariables(theme, name, surfaces);
      Object.assign(light, colour.light);
      Object.assign(dark, colour.dark);
    }
    return { variables: {}, light, dark };
  };
}
