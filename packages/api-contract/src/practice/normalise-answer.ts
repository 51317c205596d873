/**
 * An answer reduced to what a reader compares (docs/practice-tests.md): Unicode NFKC, lower case, accents dropped
 * (unless kept), punctuation dropped (hyphens, dashes and slashes read as spaces), whitespace collapsed, a leading
 * article dropped ("the", "a", "an", and le/la/les/l', der/die/das, el/los/las, un/une/una). Digits keep their decimal
 * point ("3.5" ≠ "35") and lose a thousands comma ("1,000" = "1000"); % and currency signs are kept ("12 %" = "12%" ≠ "12").
 * An article alone ("A") is kept: only an article followed by a word is dropped.
 */
export function normaliseAnswer(text: string, { keepAccents = false }: { keepAccents?: boolean } = {}): string {
  let value = text.normalize("NFKC").toLowerCase();
  if (!keepAccents) value = value.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  value = value
    .replace(/^\s*l['’](?=\p{L})/u, "")
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/(\d)[.,](?=\d)/g, "$1\uE000")
    .replace(/[-‐-―/\\_]/g, " ")
    .replace(/[^\p{L}\p{N}\p{M}\p{S}%\s\uE000]/gu, "")
    .replace(/\uE000/g, ".")
    .replace(/\s+%/g, "%")
    .replace(/\s+/g, " ")
    .trim();
  return value.replace(ARTICLE, "");
}

const ARTICLE = /^(?:the|an?|les?|la|der|die|das|el|los|las|une?|una) /u;
