import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible server as far as a Chat Completions client sees it
 * (POST /v1/chat/completions, plain JSON or `stream: true` SSE, GET /v1/models,
 * Bearer auth, usage counts), served from 127.0.0.1. Each test scripts the
 * answers with a handler, so the real ai SDK provider code runs unchanged and
 * speaks the real protocol to it.
 */
export type FakeChatRequest = {
  model: string;
  messages: { role: string; content: unknown }[];
  /** The `response_format` sent, e.g. `{ type: "json_schema", json_schema: {...} }`. */
  responseFormat?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  stream: boolean;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
};

/** One scripted answer. Leave out `status` for a completion; set it for an OpenAI-shaped error. */
export type FakeReply = {
  /** The assistant's text; anything, including deliberately broken JSON. */
  content?: string;
  /** Sent in `message.refusal` (`delta.refusal` when streaming), as OpenAI does when a model declines. */
  refusal?: string;
  finishReason?: "stop" | "length" | "content_filter";
  /** Defaults: roughly a token per 4 characters of the request's messages and of the answer. */
  usage?: { promptTokens: number; completionTokens: number };
  /** An HTTP error status (400, 429, 500...) answered with `error` as the body. */
  status?: number;
  error?: { message: string; type?: string; code?: string | null; param?: string | null };
  /** Sent as the Retry-After header (seconds, or an HTTP date). */
  retryAfter?: number | string;
  headers?: Record<string, string>;
  /** A 200 whose `choices` list is empty (some gateways answer so when the upstream model gave nothing). */
  noChoices?: boolean;
  /** Wait this long before answering (a slow or hung model: for timeouts and concurrency). */
  delayMs?: number;
  /** When streaming: characters per SSE chunk and the pause between chunks. */
  streamChunkChars?: number;
  streamChunkDelayMs?: number;
};

export type FakeChatHandler = (request: FakeChatRequest) => FakeReply | Promise<FakeReply>;

export type FakeOpenAiServer = {
  /** Give this to the client as its base URL (ends in /v1). */
  baseURL: string;
  /** Every chat completion request received, in arrival order. */
  requests: FakeChatRequest[];
  /** The most chat completion requests that were open at the same moment. */
  readonly maxConcurrent: number;
  setHandler(handler: FakeChatHandler): void;
  close(): Promise<void>;
};

/** What strict structured-output-less servers answer to `response_format: json_schema`. */
export const rejectJsonSchemaReply: FakeReply = {
  status: 400,
  error: {
    message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    type: "invalid_request_error",
    param: "response_format",
    code: null,
  },
};

export async function startFakeOpenAiServer({
  apiKey = "test-key",
  models = ["fake-model"],
  handler: initialHandler = () => ({ content: "{}" }),
}: {
  /** The key clients must send as `Authorization: Bearer <key>`; null: no auth, like a local Ollama. */
  apiKey?: string | null;
  models?: string[];
  handler?: FakeChatHandler;
} = {}): Promise<FakeOpenAiServer> {
  let handler = initialHandler;
  const requests: FakeChatRequest[] = [];
  let open = 0;
  let maxConcurrent = 0;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const isChat = req.method === "POST" && url.pathname === "/v1/chat/completions";
      const isModels = req.method === "GET" && url.pathname === "/v1/models";
      if (!isChat && !isModels) {
        return sendError(res, {
          status: 404,
          error: { message: `Unknown request: ${req.method} ${url.pathname}`, type: "invalid_request_error" },
        });
      }
      open += isChat ? 1 : 0;
      maxConcurrent = Math.max(maxConcurrent, open);
      if (isChat) res.on("close", () => (open -= 1));
      try {
        const body = isChat ? (JSON.parse(await readBody(req)) as Record<string, unknown>) : {};
        const request: FakeChatRequest = {
          model: String(body.model),
          messages: (body.messages ?? []) as FakeChatRequest["messages"],
          responseFormat: body.response_format as FakeChatRequest["responseFormat"],
          stream: body.stream === true,
          body,
          headers: req.headers,
        };
        // Recorded before the auth check, so a test can see what a refused client sent.
        if (isChat) requests.push(request);
        if (apiKey !== null && req.headers.authorization !== `Bearer ${apiKey}`) {
          // Like OpenAI, never echo the key that was sent.
          return sendError(res, {
            status: 401,
            error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
          });
        }
        if (isModels) {
          return sendJson(res, 200, {
            object: "list",
            data: models.map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "fake" })),
          });
        }
        if (!models.includes(request.model)) {
          return sendError(res, {
            status: 404,
            error: { message: `The model '${request.model}' does not exist`, type: "invalid_request_error", code: "model_not_found" },
          });
        }
        const reply = await handler(request);
        if (reply.delayMs) await waitUnlessClosed(res, reply.delayMs);
        if (res.destroyed) return;
        if (reply.status) return sendError(res, reply);
        const usage = reply.usage ?? {
          promptTokens: Math.ceil(JSON.stringify(request.messages).length / 4),
          completionTokens: Math.ceil(((reply.content ?? "") + (reply.refusal ?? "")).length / 4),
        };
        if (request.stream) await sendStream(res, request, reply, usage);
        else sendJson(res, 200, completion(request, reply, usage));
      } catch (error) {
        if (!res.headersSent)
          sendError(res, { status: 500, error: { message: `Fake server handler failed: ${String(error)}`, type: "server_error" } });
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Usage = { promptTokens: number; completionTokens: number };

function completion(request: FakeChatRequest, reply: FakeReply, usage: Usage) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: reply.noChoices
      ? []
      : [
          {
            index: 0,
            message: { role: "assistant", content: reply.refusal ? null : (reply.content ?? ""), refusal: reply.refusal ?? null },
            finish_reason: reply.finishReason ?? "stop",
          },
        ],
    usage: toOpenAiUsage(usage),
  };
}

/** SSE as OpenAI streams it: role first, content deltas, finish reason, usage if asked, then [DONE]. */
async function sendStream(res: ServerResponse, request: FakeChatRequest, reply: FakeReply, usage: Usage) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  };
  const event = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
  event([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
  const field = reply.refusal ? "refusal" : "content";
  const text = reply.refusal ?? reply.content ?? "";
  const size = reply.streamChunkChars ?? 8;
  for (let at = 0; at < text.length; at += size) {
    if (reply.streamChunkDelayMs) await waitUnlessClosed(res, reply.streamChunkDelayMs);
    if (res.destroyed) return;
    event([{ index: 0, delta: { [field]: text.slice(at, at + size) }, finish_reason: null }]);
  }
  event([{ index: 0, delta: {}, finish_reason: reply.finishReason ?? "stop" }]);
  const options = request.body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage) event([], { usage: toOpenAiUsage(usage) });
  res.end("data: [DONE]\n\n");
}

function toOpenAiUsage({ promptTokens, completionTokens }: Usage) {
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
}

function sendError(res: ServerResponse, reply: FakeReply) {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.retryAfter !== undefined) headers["retry-after"] = String(reply.retryAfter);
  const error = { type: "invalid_request_error", param: null, code: null, ...reply.error };
  res.writeHead(reply.status ?? 500, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ error }));
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

/** A client that gives up (timeout, abort) closes the socket; stop waiting then. */
function waitUnlessClosed(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    }
    res.on("close", done);
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
