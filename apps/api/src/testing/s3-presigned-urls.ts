import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type S3rver from "s3rver";

type KoaContext = {
  method: string;
  path: string;
  querystring: string;
  status: number;
  body: unknown;
  get(header: string): string;
};

/**
 * s3rver 3.7 checks a presigned URL's expiry but not its signature ("Signature version 4 calculation
 * is unimplemented" in its authentication middleware): this checks the signature of every request
 * signed in its query string (AWS SigV4, written here from the specification, not with the SDK that
 * signed), so a URL whose key, headers or expiry were changed is refused with 403 as S3 refuses it.
 * `secrets`: the secret of each access key id.
 */
export function verifyPresignedUrls(server: S3rver, secrets: Record<string, string>) {
  const koa = server as unknown as { middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>> };
  const handler = async (ctx: KoaContext, next: () => Promise<void>) => {
    const params = ctx.querystring.split("&").filter(Boolean).map(decodeParam);
    const given = params.find(([name]) => name === "X-Amz-Signature")?.[1];
    if (given === undefined) return next();
    const expected = expectedSignature(ctx, params, secrets);
    if (!expected || !sameText(expected, given)) {
      ctx.status = 403;
      ctx.body = {
        Error: { Code: "SignatureDoesNotMatch", Message: "The request signature we calculated does not match the signature you provided." },
      };
      return;
    }
    await next();
  };
  // Before the router (the last middleware), after the XML encoder.
  koa.middleware.splice(koa.middleware.length - 1, 0, handler);
}

function expectedSignature(ctx: KoaContext, params: [string, string][], secrets: Record<string, string>): string | null {
  const value = (name: string) => params.find(([param]) => param === name)?.[1];
  const [accessKeyId, day, region, service, terminator] = (value("X-Amz-Credential") ?? "").split("/");
  const date = value("X-Amz-Date");
  const secret = accessKeyId ? secrets[accessKeyId] : undefined;
  if (!secret || !day || !region || !service || terminator !== "aws4_request" || !date?.startsWith(day)) return null;
  const signedHeaders = (value("X-Amz-SignedHeaders") ?? "").split(";");
  const canonicalQuery = params
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, text]) => [encode(name), encode(text)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, text]) => `${name}=${text}`)
    .join("&");
  const canonicalRequest = [
    ctx.method,
    ctx.path, // as sent: S3 signs the path encoded once
    canonicalQuery,
    ...signedHeaders.map((header) => `${header}:${ctx.get(header).trim().replace(/\s+/g, " ")}`),
    "",
    signedHeaders.join(";"),
    value("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
  let key: Buffer = Buffer.from(`AWS4${secret}`);
  for (const part of [day, region, service, "aws4_request"]) key = createHmac("sha256", key).update(part).digest();
  return createHmac("sha256", key).update(stringToSign).digest("hex");
}

function decodeParam(part: string): [string, string] {
  const at = part.indexOf("=");
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));
  return at < 0 ? [decode(part), ""] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
}

/** RFC 3986: everything but unreserved characters percent-encoded, as SigV4 wants. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
