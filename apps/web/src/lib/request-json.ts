import { httpErrorFromBody } from "./http-error.ts";

/**
 * Same-origin JSON fetch that sends the session cookie. Throws `HttpError` for
 * non-2xx answers; a failed network call throws fetch's own TypeError.
 */
export async function requestJson<T>(url: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(url, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: hasBody ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const body: unknown = text ? parseJson(text) : null;
  if (!response.ok) throw httpErrorFromBody(response.status, body);
  return body as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say: keep the status, drop the body.
    return null;
  }
}
