import { describe, expect, it } from "vitest";
import { LABEL_MAX_LINES, labelBox, textWidth, wrapLabel } from "./wrap-label.ts";

describe("wrapLabel", () => {
  it("wraps between words without adding hyphens, every line within the width", () => {
    const text = "Photosynthesis turns light energy into chemical energy stored in glucose";
    const lines = wrapLabel(text, 160);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(160);
  });

  it("breaks a word too long for a line between its characters", () => {
    const word = "Pneumonoultramicroscopicsilicovolcanoconiosis";
    const lines = wrapLabel(word, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(word);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(100);
  });

  it("counts CJK characters wide and wraps text without spaces", () => {
    expect(textWidth("東京")).toBeGreaterThan(textWidth("ab") * 1.5);
    const text = "光合作用是植物利用光能把二氧化碳和水转化为有机物的过程";
    const lines = wrapLabel(text, 140);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(text);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(140);
  });

  it("keeps an emoji sequence whole and counts it wide", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(textWidth(family)).toBeGreaterThan(textWidth("W"));
    expect(textWidth(family)).toBeLessThan(textWidth("WW"));
    const lines = wrapLabel(family.repeat(12), 60);
    expect(lines.join("")).toBe(family.repeat(12));
    for (const line of lines) expect(line.length % family.length).toBe(0);
  });

  it("passes right-to-left text through in its logical order", () => {
    const text = "التمثيل الضوئي في النباتات الخضراء";
    expect(wrapLabel(text, 1000)).toEqual([text]);
    expect(wrapLabel(text, 90).join(" ")).toBe(text);
  });

  it("stops at four lines and ends the last with an ellipsis", () => {
    const text = Array.from({ length: 30 }, (_, index) => `word${index}`).join(" ");
    const lines = wrapLabel(text, 80);
    expect(lines).toHaveLength(LABEL_MAX_LINES);
    expect(lines.at(-1)?.endsWith("…")).toBe(true);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(80);
  });

  it("measures wide letters wider than narrow ones", () => {
    expect(textWidth("WWWW")).toBeGreaterThan(textWidth("iiii") * 3);
    expect(textWidth("é")).toBe(textWidth("e"));
  });
});

describe("labelBox", () => {
  it("grows with its lines and keeps its text inside", () => {
    const one = labelBox("Cells");
    const many = labelBox("The mitochondrion is the powerhouse of the cell, making most of its ATP");
    expect(many.lines.length).toBeGreaterThan(1);
    expect(many.height).toBeGreaterThan(one.height);
    for (const line of many.lines) expect(textWidth(line)).toBeLessThan(many.width);
  });
});
