import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from "undici";

/**
 * GitHub and Google as far as an OAuth sign-in sees them (authorize, token
 * and user-info endpoints, Google's signing keys), served from 127.0.0.1.
 * `routeProviderHosts()` points this process's fetch at it for the providers'
 * real hostnames, like an /etc/hosts entry: better-auth's own provider code
 * runs unchanged and speaks the real protocol to it.
 */
export type FakeProfile = { id: number | string; email: string; name: string; emailVerified: boolean };

const PROVIDER_HOSTS = ["github.com", "api.github.com", "accounts.google.com", "oauth2.googleapis.com", "www.googleapis.com"];

export type FakeOAuthProvider = {
  origin: string;
  /** Who "signs in" at the provider next. */
  setProfile(provider: "github" | "google", profile: FakeProfile): void;
  /** Make the next token exchange fail as a provider would (`bad_verification_code`). */
  failNextTokenExchange(): void;
  /** Requests the fake received, e.g. to check the client secret was sent. */
  requests: { path: string; body: string }[];
  close(): Promise<void>;
};

export async function startFakeOAuthProvider({ clientIds }: { clientIds: { github: string; google: string } }): Promise<FakeOAuthProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "fake-google-key", alg: "RS256", use: "sig" };
  const profiles: Record<"github" | "google", FakeProfile> = {
    github: { id: 1001, email: "octo@example.test", name: "Octo Cat", emailVerified: true },
    google: { id: "g-2002", email: "gee@example.test", name: "Gee Gle", emailVerified: true },
  };
  /** code -> who it was issued for; access token -> the same. */
  const codes = new Map<string, { provider: "github" | "google"; profile: FakeProfile; redirectUri: string }>();
  const tokens = new Map<string, FakeProfile>();
  let failNext = false;
  const requests: { path: string; body: string }[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://fake");
      const host = (req.headers.host ?? "").split(":")[0];
      requests.push({ path: `${host}${url.pathname}`, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };

      // The browser's visit to the consent screen: the user says yes at once.
      if (
        (host === "github.com" && url.pathname === "/login/oauth/authorize") ||
        (host === "accounts.google.com" && url.pathname === "/o/oauth2/v2/auth")
      ) {
        const provider = host === "github.com" ? "github" : "google";
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (url.searchParams.get("client_id") !== clientIds[provider]) return json(400, { error: "unknown client_id" });
        const code = randomBytes(12).toString("hex");
        codes.set(code, { provider, profile: profiles[provider], redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.href });
        return res.end();
      }

      if (
        (host === "github.com" && url.pathname === "/login/oauth/access_token") ||
        (host === "oauth2.googleapis.com" && url.pathname === "/token")
      ) {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (failNext || !grant || grant.redirectUri !== form.get("redirect_uri")) {
          failNext = false;
          return json(host === "github.com" ? 200 : 400, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        }
        const accessToken = randomBytes(16).toString("hex");
        tokens.set(accessToken, grant.profile);
        const answer: Record<string, unknown> = { access_token: accessToken, token_type: "bearer", scope: "read:user,user:email" };
        if (grant.provider === "google") answer.id_token = await googleIdToken(privateKey, clientIds.google, grant.profile);
        return json(200, answer);
      }

      if (host === "api.github.com") {
        const profile = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /i, ""));
        if (!profile) return json(401, { message: "Bad credentials" });
        if (url.pathname === "/user")
          return json(200, {
            id: profile.id,
            login: profile.name.replace(/\s/g, "").toLowerCase(),
            name: profile.name,
            email: null,
            avatar_url: null,
          });
        if (url.pathname === "/user/emails") return json(200, [{ email: profile.email, primary: true, verified: profile.emailVerified }]);
      }

      if (host === "www.googleapis.com" && url.pathname === "/oauth2/v3/certs") return json(200, { keys: [jwk] });
      json(404, { error: `the fake provider has no ${host}${url.pathname}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    setProfile: (provider, profile) => void (profiles[provider] = profile),
    failNextTokenExchange: () => void (failNext = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends this process's fetch requests for the providers' hosts to the fake
 * (keeping the Host header, so it knows which provider was meant); every
 * other request goes out as before. Returns the undo.
 */
export function routeProviderHosts(fakeOrigin: string): () => void {
  const previous = getGlobalDispatcher();
  const agent = new Agent().compose((dispatch: Dispatcher["dispatch"]) => (options, handler) => {
    const target = new URL(String(options.origin ?? ""));
    if (!PROVIDER_HOSTS.includes(target.hostname)) return dispatch(options, handler);
    const headers = withHost(options.headers, target.hostname);
    return dispatch({ ...options, origin: fakeOrigin, headers }, handler);
  });
  setGlobalDispatcher(agent);
  return () => setGlobalDispatcher(previous);
}

function withHost(headers: Dispatcher.DispatchOptions["headers"], host: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) result[String(headers[i])] = String(headers[i + 1]);
  } else if (headers && typeof headers === "object") {
    for (const [key, value] of Object.entries(headers as Record<string, unknown>)) if (value !== undefined) result[key] = String(value);
  }
  for (const key of Object.keys(result)) if (key.toLowerCase() === "host") delete result[key];
  result.host = host;
  return result;
}

async function googleIdToken(key: CryptoKey, audience: string, profile: FakeProfile): Promise<string> {
  return new SignJWT({ email: profile.email, email_verified: profile.emailVerified, name: profile.name })
    .setProtectedHeader({ alg: "RS256", kid: "fake-google-key" })
    .setIssuer("https://accounts.google.com")
    .setAudience(audience)
    .setSubject(String(profile.id))
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
