import { IMPORT_EXTENSIONS } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";

/**
 * A text file's bytes as text with "\n" line breaks: UTF-8 with or without
 * a byte order mark, UTF-16 (LE or BE) with a byte order mark or, without
 * one, recognised by its zero bytes (Excel's "Unicode text" has the mark),
 * and bytes that are not UTF-8 read as Windows-1252 (what Excel on Windows
 * writes for "CSV"). A file with other zero bytes is not text.
 */

export type TDecodedText = { text: string; /** "UTF-8", "UTF-16 LE", "UTF-16 BE" or "Windows-1252". */ encoding: string };

export function notTextError(): AppError {
  return new AppError("FILE_TYPE_NOT_SUPPORTED", {
    message: `This file is not text: it holds binary data. Mnemo imports Anki packages and text files (${IMPORT_EXTENSIONS.join(", ")}); save a spreadsheet as CSV or tab-separated text first.`,
  });
}

/** Zero bytes at odd (LE) or even (BE) offsets of the first bytes, as UTF-16 text of mostly ASCII has. */
function utf16WithoutMark(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const length = Math.min(bytes.length, 4096) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1;
    if (bytes[index + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.3 && evenZeros === 0) return "utf-16le";
  if (evenZeros > pairs * 0.3 && oddZeros === 0) return "utf-16be";
  return null;
}

function decodeWith(encoding: string, bytes: Uint8Array): string {
  return new TextDecoder(encoding, { fatal: false }).decode(bytes);
}

/**
 * What Windows-1252 puts at bytes 0x80 to 0x9F (€, curly quotes, dashes, ™...), as the WHATWG
 * Encoding Standard maps them; its five unassigned bytes stay C1 controls. Node's TextDecoder
 * reads "windows-1252" as Latin-1, giving C1 controls for all 32, which cleaning then drops.
 */
const WINDOWS_1252_C1 =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  return decodeWith("latin1", bytes).replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!);
}

// eslint-disable-next-line no-control-regex -- counting control characters is the point
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function controlShare(text: string): number {
  const sample = text.slice(0, 65536);
  return sample.length === 0 ? 0 : (sample.match(CONTROL)?.length ?? 0) / sample.length;
}

export function decodeText(bytes: Uint8Array): TDecodedText {
  let decoded: TDecodedText;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) decoded = { text: decodeWith("utf-16le", bytes), encoding: "UTF-16 LE" };
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) decoded = { text: decodeWith("utf-16be", bytes), encoding: "UTF-16 BE" };
  else if (bytes.includes(0)) {
    const utf16 = utf16WithoutMark(bytes);
    if (!utf16) throw notTextError();
    decoded = { text: decodeWith(utf16, bytes), encoding: utf16 === "utf-16le" ? "UTF-16 LE" : "UTF-16 BE" };
  } else {
    try {
      decoded = { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
    } catch {
      // A UTF-8 byte order mark says what the file is meant to be, whatever bytes follow.
      const hasMark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      decoded = hasMark
        ? { text: decodeWith("utf-8", bytes), encoding: "UTF-8" }
        : { text: decodeWindows1252(bytes), encoding: "Windows-1252" };
    }
  }
  // UTF-32 and binary files read as UTF-16 still hold zeros; other binary files, many control characters.
  if (decoded.text.includes("\u0000") || controlShare(decoded.text) > 0.02) throw notTextError();
  return { text: decoded.text.replace(/\r\n?/g, "\n"), encoding: decoded.encoding };
}
