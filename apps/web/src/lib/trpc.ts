import type { AppRouter } from "@mnemo/api/router";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";

export const trpc = createTRPCReact<AppRouter>();

/** Same-origin in production and through Vite's proxy in development, so a relative URL always works. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        // The server takes at most 20 calls per batch.
        maxItems: 10,
        // The session lives in better-auth's HttpOnly cookie.
        fetch: (url, options) => fetch(url, { ...options, credentials: "include" }),
      }),
    ],
  });
}
