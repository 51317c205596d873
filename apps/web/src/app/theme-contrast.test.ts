import { darken, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { CONTRAST_SURFACES, theme } from "./theme.ts";
import { contrastRatio, createContrastResolver, MIN_CONTRAST } from "./theme-contrast.ts";

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = createContrastResolver(CONTRAST_SURFACES)(merged);
const shadeLight = 7;
const shadeDark = 5;

/** The colour a variable ends up with: ours where we set one, else Mantine's default (get-css-color-variables). */
function effective(scheme: "light" | "dark", name: string, part: "filled" | "text" | "outline" | "light-color"): string {
  const ours = resolved[scheme][`--mantine-color-${name}-${part}`];
  if (ours) return ours;
  const shades = merged.colors[name]!;
  if (part === "light-color") return scheme === "light" ? shades[9] : shades[0];
  if (scheme === "light") return shades[shadeLight];
  return part === "filled" ? shades[shadeDark] : part === "text" ? shades[4] : shades[shadeDark - 4]!;
}

/** Mantine's darken() answers rgba(r, g, b, 1). */
function hexOf(rgba: string): string {
  const channels = rgba.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** The light variant's tints (and their hover), as Mantine computes them (get-css-color-variables). */
function tints(scheme: "light" | "dark", name: string): string[] {
  const shades = merged.colors[name]!;
  return scheme === "light" ? [shades[1], shades[2]] : [hexOf(darken(shades[9], 0.5)), hexOf(darken(shades[9], 0.3))];
}

describe("theme colours (WCAG AA, 4.5:1, in both schemes)", () => {
  it("uses the primary shades the resolver assumes", () => {
    expect(merged.primaryShade).toEqual({ light: shadeLight, dark: shadeDark });
  });

  for (const name of Object.keys(merged.colors)) {
    it(`${name}: white text on its filled variant, the colour as text on every surface and on its own tint`, () => {
      for (const scheme of ["light", "dark"] as const) {
        expect(contrastRatio(effective(scheme, name, "filled"), merged.white), `${scheme} filled`).toBeGreaterThanOrEqual(MIN_CONTRAST);
        for (const surface of CONTRAST_SURFACES[scheme]) {
          for (const part of ["text", "outline"] as const) {
            expect(contrastRatio(effective(scheme, name, part), surface), `${scheme} ${part} on ${surface}`).toBeGreaterThanOrEqual(
              MIN_CONTRAST,
            );
          }
        }
        for (const tint of tints(scheme, name)) {
          expect(contrastRatio(effective(scheme, name, "light-color"), tint), `${scheme} light variant on ${tint}`).toBeGreaterThanOrEqual(
            MIN_CONTRAST,
          );
        }
      }
    });
  }

  it("leaves colours that already pass as Mantine made them (the primary colour among them)", () => {
    expect(Object.keys(resolved.light).filter((key) => key.startsWith("--mantine-color-mnemo-"))).toEqual([]);
    expect(resolved.light["--mantine-color-teal-filled"]).toBeDefined();
  });
});

describe("contrastRatio", () => {
  it("matches WCAG's figures", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // Mantine's teal 7 under white text, the "Current plan" badge axe reported at 3.11:1.
    expect(contrastRatio("#0ca678", "#ffffff")).toBeCloseTo(3.12, 2);
  });
});
