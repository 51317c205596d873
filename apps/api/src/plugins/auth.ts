import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CLIENT_IP_HEADER, type Auth } from "../auth/create-auth.ts";
import { createSessionResolver, toHeaders, type SessionUser } from "../auth/session-user.ts";
import type { Db } from "@mnemo/db";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request, on first use. */
    getUser(): Promise<SessionUser | null>;
  }
}

/**
 * Mounts better-auth at /api/auth/* and gives every request a memoised
 * `getUser()` so tRPC and REST share one session check.
 */
async function authPlugin(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  app.decorate("auth", auth);
  const resolveUser = createSessionResolver(auth, db);
  const users = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest("getUser", function (this: FastifyRequest) {
    let user = users.get(this);
    if (!user) {
      user = resolveUser(this.headers);
      users.set(this, user);
    }
    return user;
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
      const headers = toHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

export default fp(authPlugin, { name: "mnemo-auth" });
