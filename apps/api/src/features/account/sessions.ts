import type { TSession } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

const SESSION_NOT_FOUND = "That session is not signed in any more.";

/** The user's unexpired sessions, newest activity first. */
export async function listSessions(
  { userId, currentSessionId }: { userId: string; currentSessionId: string | undefined },
  db: Db,
): Promise<TSession[]> {
  const rows = await db.session.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { updatedAt: "desc" },
    select: { id: true, userAgent: true, ipAddress: true, createdAt: true, updatedAt: true, expiresAt: true },
    take: 200,
  });
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs one of the user's sessions out (another user's answers 404, as a missing one does). */
export async function revokeSession({ userId, id }: { userId: string; id: string }, db: Db): Promise<void> {
  const { count } = await db.session.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("NOT_FOUND", { message: SESSION_NOT_FOUND });
}

/** Signs out every session of the user but the one asking. */
export async function revokeOtherSessions(
  { userId, currentSessionId }: { userId: string; currentSessionId: string | undefined },
  db: Db,
): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId, ...(currentSessionId ? { id: { not: currentSessionId } } : {}) } });
  return count;
}

/** "Firefox on Windows", "Safari on iPhone", "curl": enough to recognise a device, no version numbers. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : /^curl\//i.test(userAgent)
              ? "curl"
              : /node|undici|python|httpie|wget|go-http|okhttp|postman/i.test(userAgent)
                ? "a program"
                : null;
  const system = /iPhone/.test(userAgent)
    ? "iPhone"
    : /iPad/.test(userAgent)
      ? "iPad"
      : /Android/.test(userAgent)
        ? "Android"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(userAgent)
            ? "macOS"
            : /CrOS/.test(userAgent)
              ? "ChromeOS"
              : /Linux/.test(userAgent)
                ? "Linux"
                : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
