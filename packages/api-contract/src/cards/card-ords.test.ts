import { describe, expect, it } from "vitest";
import { noteCardOrds } from "./card-ords.ts";

describe("noteCardOrds", () => {
  it("gives every non-cloze note one card, ord 0, whatever its text holds", () => {
    expect(noteCardOrds({ type: "qna" })).toEqual([0]);
    expect(noteCardOrds({ type: "manual", text: "{{c3::not a gap}}" })).toEqual([0]);
  });
  it("gives a cloze note one card per cloze number N at ord N-1, nested gaps included, c0 counted as c1", () => {
    expect(noteCardOrds({ type: "clozedel", text: "{{c2::a}} {{c1::b}} {{c2::c}}" })).toEqual([0, 1]);
    expect(noteCardOrds({ type: "clozedel", text: "{{c1::x {{c4::y}}}} z" })).toEqual([0, 3]);
    expect(noteCardOrds({ type: "clozedel", text: "{{c0::a}} {{c1::b}}" })).toEqual([0]);
  });
  it("gives an unclosed gap no card, and text without gaps none at all", () => {
    expect(noteCardOrds({ type: "clozedel", text: "{{c1::open" })).toEqual([]);
    expect(noteCardOrds({ type: "clozedel", text: "plain" })).toEqual([]);
  });
});
