import { describe, expect, it } from "vitest";
import { splitBlocks } from "./split-blocks.ts";

const read = (text: string) => splitBlocks(text).map((block) => ({ text: text.slice(block.start, block.end), isBullet: block.isBullet }));

describe("splitBlocks", () => {
  it("keeps paragraphs, and puts each bullet item in its own block without its marker", () => {
    const text = "Key stages:\n- Light-dependent reactions\n• The Calvin cycle\n2) Storage\n\nNext paragraph.";
    expect(read(text)).toEqual([
      { text: "Key stages:", isBullet: false },
      { text: "Light-dependent reactions", isBullet: true },
      { text: "The Calvin cycle", isBullet: true },
      { text: "Storage", isBullet: true },
      { text: "Next paragraph.", isBullet: false },
    ]);
  });

  it("joins hard-wrapped lines but not a short title line and the text under it", () => {
    const wrapped = "Photosynthesis is the process by which green plants use sunlight\nto make glucose. It happens in leaves.";
    expect(read(wrapped)).toEqual([{ text: wrapped, isBullet: false }]);
    expect(read("The Calvin cycle\nThe cycle fixes carbon.")).toEqual([
      { text: "The Calvin cycle", isBullet: false },
      { text: "The cycle fixes carbon.", isBullet: false },
    ]);
  });

  it("gives offsets into the original text, Windows line ends included", () => {
    const text = "  Lead line:\r\n  - item one\r\n";
    const blocks = splitBlocks(text);
    expect(blocks.map((block) => text.slice(block.start, block.end))).toEqual(["Lead line:", "item one"]);
  });
});
