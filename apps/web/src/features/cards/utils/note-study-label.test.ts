import { describe, expect, it } from "vitest";
import { noteStudyLabel } from "./note-study-label.ts";

describe("noteStudyLabel", () => {
  it("reads recall as a rounded percentage, coloured by how close to forgotten", () => {
    expect(noteStudyLabel({ status: "studied", recall: 0.874 })).toMatchObject({ text: "Recall 87%", color: "yellow" });
    expect(noteStudyLabel({ status: "studied", recall: 0.95 })).toMatchObject({ text: "Recall 95%", color: "green" });
    expect(noteStudyLabel({ status: "studied", recall: 0.41 })).toMatchObject({ text: "Recall 41%", color: "red" });
  });

  it("names new and suspended cards", () => {
    expect(noteStudyLabel({ status: "new", recall: null }).text).toBe("New");
    expect(noteStudyLabel({ status: "suspended", recall: null }).text).toBe("Suspended");
  });
});
