import { describe, expect, it } from "vitest";
import { protoMessage } from "../testing/anki-fixtures.ts";
import { decodeMediaEntries, decodePackageVersion, ProtoError, readProto } from "./anki21b.ts";

describe("readProto", () => {
  it("reads varints (multi-byte too), strings, nested messages and fixed numbers", () => {
    const fields = readProto(new Uint8Array([0x08, 0x96, 0x01, 0x12, 0x02, 0x68, 0x69, 0x1d, 0x01, 0x00, 0x00, 0x00, 0x08, 0x03]));
    expect(fields.get(1)).toEqual([150, 3]);
    expect(fields.get(2)).toEqual([new Uint8Array([0x68, 0x69])]);
    expect(fields.get(3)).toEqual([1]);
  });

  it("refuses what is not a protocol buffer", () => {
    for (const bytes of [
      [0x12, 0x05, 0x61],
      [0x08],
      [0x0b],
      [0x00, 0x01],
      [0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
    ]) {
      expect(() => readProto(new Uint8Array(bytes)), JSON.stringify(bytes)).toThrow(ProtoError);
    }
  });
});

describe("Anki's package messages", () => {
  it("reads the package version, 0 when absent", () => {
    expect(decodePackageVersion(protoMessage([[1, 3]]))).toBe(3);
    expect(decodePackageVersion(new Uint8Array(0))).toBe(0);
  });

  it("reads media entries by position, or by the legacy zip name when recorded", () => {
    const entry = (name: string, legacy?: number) =>
      protoMessage([[1, name], [2, 10], [3, new Uint8Array(20)], ...(legacy === undefined ? [] : ([[255, legacy]] as [number, number][]))]);
    const list = protoMessage([
      [1, entry("a.png")],
      [1, entry("ü b.mp3", 7)],
    ]);
    expect(decodeMediaEntries(list)).toEqual([
      { name: "a.png", zipName: "0", size: 10 },
      { name: "ü b.mp3", zipName: "7", size: 10 },
    ]);
  });
});
