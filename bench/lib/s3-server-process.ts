// The S3 side of `pnpm bench:files`: s3rver on a loopback port (the tests' startS3Server), in a process
// of its own as an object store would be, so its work is not on the measured process's thread.
// Sends {type: "ready", endpoint, bucket}; closes (its folder removed) on {type: "close"} or when the
// parent goes away. Its CPU is read by the measured process from /proc (its pid).
import { startS3Server } from "../../apps/api/src/testing/s3-server.ts";

export type ToS3Server = { type: "close" };
export type FromS3Server = { type: "ready"; endpoint: string; bucket: string };

const server = await startS3Server({ bucket: "mnemo-bench" });
const send = (message: FromS3Server) => process.send?.(message);
let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await server.close().catch(() => undefined);
  process.exit(0);
}
process.on("message", (message: ToS3Server) => {
  if (message.type === "close") void shutdown();
});
process.on("disconnect", () => void shutdown());
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
send({ type: "ready", endpoint: server.endpoint, bucket: server.bucket });
