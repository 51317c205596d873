import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify, SignJWT } from "jose";

/**
 * A local Supabase Auth (GoTrue) for tests, speaking the real protocol of the
 * endpoints the browser client uses (API version 2024-01-01 error bodies:
 * `{code, message}`), issuing HS256 access tokens like a legacy-secret
 * project, with rotating refresh tokens and revocable sessions.
 */

export type FakeUser = {
  id: string;
  email: string;
  password: string;
  user_metadata: Record<string, unknown>;
  email_confirmed_at: string | null;
  created_at: string;
};

type FakeSession = { id: string; userId: string; refreshToken: string; revoked: boolean };

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: IncomingMessage["headers"] };

type Failure = { status: number; body: unknown };

const API_VERSION = "2024-01-01";

export async function startFakeSupabaseAuth(options: { autoconfirm?: boolean; external?: Record<string, boolean> } = {}) {
  const jwtSecret = "fake-supabase-jwt-secret-of-at-least-32-characters";
  const anonKey = "fake-anon-key";
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  const failures = new Map<string, Failure[]>();
  const settings = { autoconfirm: options.autoconfirm ?? true, external: options.external ?? { email: true, github: true, google: false } };
  let url = "";

  const issuer = () => `${url}/auth/v1`;

  function userJson(user: FakeUser) {
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      phone: "",
      confirmed_at: user.email_confirmed_at,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: user.user_metadata,
      identities: [],
      created_at: user.created_at,
      updated_at: user.created_at,
      is_anonymous: false,
    };
  }

  async function accessToken(user: FakeUser, session: FakeSession, expiresInSeconds: number) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: user.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: user.user_metadata,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: session.id,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(issuer())
      .setAudience("authenticated")
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(new TextEncoder().encode(jwtSecret));
  }

  /** A new session for the user, as the token endpoint answers it. */
  async function issueSession(user: FakeUser, { expiresInSeconds = 3600 } = {}) {
    const session: FakeSession = { id: randomUUID(), userId: user.id, refreshToken: randomBytes(9).toString("base64url"), revoked: false };
    sessions.set(session.id, session);
    return sessionJson(user, session, expiresInSeconds);
  }

  async function sessionJson(user: FakeUser, session: FakeSession, expiresInSeconds: number) {
    return {
      access_token: await accessToken(user, session, expiresInSeconds),
      token_type: "bearer",
      expires_in: expiresInSeconds,
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      refresh_token: session.refreshToken,
      user: userJson(user),
    };
  }

  function addUser({ email, password, name, confirmed = true }: { email: string; password: string; name?: string; confirmed?: boolean }) {
    const now = new Date().toISOString();
    const user: FakeUser = {
      id: randomUUID(),
      email: email.toLowerCase(),
      password,
      user_metadata: name ? { full_name: name } : {},
      email_confirmed_at: confirmed ? now : null,
      created_at: now,
    };
    users.set(user.email, user);
    return user;
  }

  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
      readonly extra: Record<string, unknown> = {},
    ) {
      super(message);
    }
  }

  /** The session behind a Bearer token, as GoTrue checks it: signature, expiry, and the session still alive. */
  async function authenticate(request: IncomingMessage): Promise<{ user: FakeUser; session: FakeSession }> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new ApiError(401, "no_authorization", "This endpoint requires a Bearer token");
    let payload;
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), { issuer: issuer(), audience: "authenticated" }));
    } catch {
      throw new ApiError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token has invalid claims");
    }
    const session = sessions.get(String(payload.session_id));
    const user = [...users.values()].find((candidate) => candidate.id === payload.sub);
    if (!session || session.revoked || !user)
      throw new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    return { user, session };
  }

  function weakPassword(password: string) {
    if (password.length < 6)
      throw new ApiError(422, "weak_password", "Password should be at least 6 characters.", { weak_password: { reasons: ["length"] } });
  }

  async function handle(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>, request: IncomingMessage) {
    if (request.headers.apikey !== anonKey) throw new ApiError(401, "no_api_key", "No API key found in request");
    const route = `${method} ${path}`;
    if (route === "POST /auth/v1/token" && query.get("grant_type") === "password") {
      const user = users.get(String(body.email).toLowerCase());
      // The same answer for an unknown email and a wrong password.
      if (!user || user.password !== body.password) throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
      if (!user.email_confirmed_at) throw new ApiError(400, "email_not_confirmed", "Email not confirmed");
      return { status: 200, body: await issueSession(user) };
    }
    if (route === "POST /auth/v1/token" && query.get("grant_type") === "refresh_token") {
      const session = [...sessions.values()].find((candidate) => candidate.refreshToken === body.refresh_token);
      if (!session || session.revoked) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const user = [...users.values()].find((candidate) => candidate.id === session.userId)!;
      session.refreshToken = randomBytes(9).toString("base64url");
      return { status: 200, body: await sessionJson(user, session, 3600) };
    }
    if (route === "POST /auth/v1/signup") {
      const email = String(body.email).toLowerCase();
      weakPassword(String(body.password));
      const existing = users.get(email);
      if (existing && settings.autoconfirm) throw new ApiError(422, "user_already_exists", "User already registered");
      if (existing) return { status: 200, body: { ...userJson(existing), id: randomUUID(), identities: [] } };
      const data = (body.data ?? {}) as Record<string, unknown>;
      const user = addUser({ email, password: String(body.password), confirmed: settings.autoconfirm });
      user.user_metadata = data;
      return { status: 200, body: settings.autoconfirm ? await issueSession(user) : userJson(user) };
    }
    if (route === "GET /auth/v1/user") {
      const { user } = await authenticate(request);
      return { status: 200, body: userJson(user) };
    }
    if (route === "PUT /auth/v1/user") {
      const { user } = await authenticate(request);
      if (typeof body.password === "string") {
        if (body.password === user.password)
          throw new ApiError(422, "same_password", "New password should be different from the old password.");
        weakPassword(body.password);
        user.password = body.password;
      }
      return { status: 200, body: userJson(user) };
    }
    if (route === "POST /auth/v1/logout") {
      const { user, session } = await authenticate(request);
      const scope = query.get("scope") ?? "global";
      for (const candidate of sessions.values()) {
        if (candidate.userId !== user.id) continue;
        if (
          scope === "global" ||
          (scope === "local" && candidate.id === session.id) ||
          (scope === "others" && candidate.id !== session.id)
        ) {
          candidate.revoked = true;
        }
      }
      return { status: 204, body: undefined };
    }
    if (route === "POST /auth/v1/recover") return { status: 200, body: {} };
    if (route === "GET /auth/v1/settings") {
      return {
        status: 200,
        body: {
          external: settings.external,
          disable_signup: false,
          mailer_autoconfirm: settings.autoconfirm,
          phone_autoconfirm: false,
          saml_enabled: false,
        },
      };
    }
    throw new ApiError(404, "not_found", `No route ${route}`);
  }

  function send(response: ServerResponse, status: number, body: unknown) {
    response.setHeader("x-supabase-api-version", API_VERSION);
    if (body === undefined) return void response.writeHead(status).end();
    if (typeof body === "string") return void response.writeHead(status, { "content-type": "text/html" }).end(body);
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const parsed = new URL(request.url ?? "/", url);
        const text = Buffer.concat(chunks).toString("utf8");
        const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        const method = request.method ?? "GET";
        requests.push({ method, path: parsed.pathname, query: parsed.searchParams, body, headers: request.headers });
        const failure = failures.get(`${method} ${parsed.pathname}`)?.shift();
        if (failure) return send(response, failure.status, failure.body);
        try {
          const result = await handle(method, parsed.pathname, parsed.searchParams, body, request);
          send(response, result.status, result.body);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          send(response, error.status, { code: error.code, message: error.message, ...error.extra });
        }
      })().catch((error: unknown) => send(response, 500, { code: "unexpected_failure", message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    anonKey,
    jwtSecret,
    issuer: issuer(),
    requests,
    settings,
    addUser,
    issueSession,
    /** The user's sessions Supabase still honours. */
    liveSessions: (userId: string) => [...sessions.values()].filter((session) => session.userId === userId && !session.revoked),
    /** The next request to `method path` answers this instead (a string body is sent as an HTML page, as gateways do). */
    failNext(route: string, status: number, body: unknown) {
      failures.set(route, [...(failures.get(route) ?? []), { status, body }]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeSupabaseAuth = Awaited<ReturnType<typeof startFakeSupabaseAuth>>;
