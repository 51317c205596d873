/** The content codings Mnemo sends, in the order it prefers them when a browser accepts both equally. */
export type ContentCoding = "br" | "gzip";

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110,
 * section 12.5.3) and the codings on offer: the one with the highest q-value
 * above 0 (`*` stands for any coding not named; `x-gzip` is gzip), `identity`
 * when none is acceptable, or when the client names identity with a higher
 * q-value than any offered coding. No header means identity: an old client
 * may not decode what it did not ask for.
 */
export function chooseEncoding(header: string | undefined, offered: readonly ContentCoding[]): ContentCoding | "identity" {
  if (!header || offered.length === 0) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((text) => text.trim().toLowerCase());
      if (key === "q") q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
    }
    weights.set(name === "x-gzip" ? "gzip" : name, q);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;

  let best: ContentCoding | undefined;
  for (const coding of offered) if (weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best))) best = coding;
  if (!best) return "identity";
  // Identity only beats a coding the client explicitly ranked lower.
  const identity = weights.get("identity");
  return identity !== undefined && identity > weightOf(best) ? "identity" : best;
}
