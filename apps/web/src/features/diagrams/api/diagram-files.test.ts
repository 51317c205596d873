import { describe, expect, it } from "vitest";
import { diagramFileName, exportFailure, pngCanvasSize, svgSize } from "./diagram-files.ts";
import { HttpError } from "@/lib/http-error.ts";

describe("diagram files", () => {
  it("reads an SVG's size from its width and height, else its viewBox", () => {
    expect(svgSize('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="320.5" role="img">')).toEqual({
      width: 640,
      height: 320.5,
    });
    expect(svgSize('<svg width="100%" viewBox="0 0 300, 150">')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg width="12px" height="8px">')).toEqual({ width: 12, height: 8 });
    expect(svgSize("<svg>")).toBeNull();
    expect(svgSize("not a picture")).toBeNull();
  });

  it("draws a PNG at twice the SVG's size, smaller only when a browser could not hold the canvas", () => {
    expect(pngCanvasSize({ width: 640, height: 320 })).toEqual({ width: 1280, height: 640 });
    const huge = pngCanvasSize({ width: 12_000, height: 3_000 });
    expect(huge.width).toBeLessThanOrEqual(16_384);
    expect(huge.width / huge.height).toBeCloseTo(4, 2);
    const square = pngCanvasSize({ width: 9_000, height: 9_000 });
    expect(square.width * square.height).toBeLessThanOrEqual(120_000_000);
  });

  it("names the file after the diagram, without what file systems refuse", () => {
    expect(diagramFileName("Cell respiration", "svg")).toBe("Cell respiration.svg");
    expect(diagramFileName('A/B: "why?" <1>', "md")).toBe("A B why 1.md");
    expect(diagramFileName("...", "png")).toBe("diagram.png");
    expect(diagramFileName("x".repeat(300), "mm")).toHaveLength(103);
  });

  it("offers the upgrade for a format the plan lacks, naming the plan that has it", () => {
    const refused = new HttpError(403, "Exporting to PDF is not part of the Free plan.", "EXPORT_NOT_IN_PLAN", [], { planName: "Pro" });
    expect(exportFailure(refused)).toEqual({ message: "Exporting to PDF is not part of the Free plan.", upgradePlan: "Pro" });
    expect(exportFailure(new HttpError(404, "No such diagram.", "DIAGRAM_NOT_FOUND")).upgradePlan).toBeNull();
  });
});
