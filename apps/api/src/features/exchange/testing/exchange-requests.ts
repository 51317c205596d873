import type { TestApp, TestUser } from "../../../testing/test-app.ts";

/** POST /api/imports/uploads as `user`: one file in a multipart field named file. */
export function uploadImport(ctx: TestApp, user: TestUser, fileName: string, bytes: Uint8Array) {
  const boundary = "----mnemo-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/imports/uploads",
    headers: { ...user.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** Uploads a file and answers its upload id (the upload must succeed). */
export async function uploadIdOf(ctx: TestApp, user: TestUser, fileName: string, bytes: Uint8Array): Promise<string> {
  const response = await uploadImport(ctx, user, fileName, bytes);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ uploadId: string }>().uploadId;
}

/** A JSON request as `user`, answering the status and the parsed body (null for an answer that is not JSON). */
export async function requestJson<T = unknown>(
  ctx: TestApp,
  user: TestUser,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(response.headers["content-type"] ?? "").includes("json");
  return { status: response.statusCode, body: (isJson ? response.json<T>() : null) as T };
}
