import { z } from "zod";

/** A signed-in browser or program (a bearer token is a session too), as the profile lists them. */
export const ZSessionSchema = z.object({
  id: z.string(),
  /** Browser and system, read from the user agent ("Chrome on Linux", "curl"); null when unknown. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSessionSchema>;

export const ZSessionListSchema = z.object({
  /** False in the Supabase mode: sessions are Supabase's to list and end. */
  supported: z.boolean(),
  sessions: z.array(ZSessionSchema),
});
export type TSessionList = z.infer<typeof ZSessionListSchema>;

export const ZRevokeSessionInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "id must be a session id from account.sessions." }),
});
