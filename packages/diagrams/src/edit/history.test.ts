import { describe, expect, it } from "vitest";
import { canRedo, canUndo, createEditHistory, recordEdit, redoEdit, replacePresent, undoEdit } from "./history.ts";

describe("edit history", () => {
  it("undoes and redoes edits in order; a new edit drops what was undone", () => {
    let history = createEditHistory("a");
    history = recordEdit(history, "b");
    history = recordEdit(history, "c");
    history = undoEdit(history);
    expect(history.present).toBe("b");
    history = undoEdit(history);
    expect(history.present).toBe("a");
    expect(canUndo(history)).toBe(false);
    expect(undoEdit(history)).toBe(history);
    history = redoEdit(history);
    expect(history.present).toBe("b");
    expect(canRedo(history)).toBe(true);
    history = recordEdit(history, "d");
    expect(canRedo(history)).toBe(false);
    expect(redoEdit(history)).toBe(history);
    expect(undoEdit(history).present).toBe("b");
  });

  it("keeps at most `limit` steps back, dropping the oldest", () => {
    let history = createEditHistory(0, 100);
    for (let step = 1; step <= 150; step += 1) history = recordEdit(history, step);
    expect(history.past).toHaveLength(100);
    let undone = 0;
    while (canUndo(history)) {
      history = undoEdit(history);
      undone += 1;
    }
    expect(undone).toBe(100);
    expect(history.present).toBe(50);
  });

  it("a replaced state is shown but is not a step of its own", () => {
    let history = recordEdit(createEditHistory("a"), "b");
    history = replacePresent(history, "b, collapsed");
    expect(history.past).toEqual(["a"]);
    expect(undoEdit(history).present).toBe("a");
  });
});
