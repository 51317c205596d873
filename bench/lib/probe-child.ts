// The latency probes of bench:isolation in a process of their own: the benchmark's own work (building
// hostile files, uploading them, downloading exports) must not delay the probes' timers, or its pauses
// would be counted as the server's. Asks GET /healthz every 20 ms and the deck list every 50 ms; on
// "take" answers the figures since the last take.
import { startLatencyProbe } from "./latency-probe.ts";

const [baseUrl, authorization] = [process.env.PROBE_BASE_URL!, process.env.PROBE_AUTHORIZATION!];
const health = startLatencyProbe(`${baseUrl}/healthz`, { everyMs: 20 });
const decks = startLatencyProbe(`${baseUrl}/api/notes/groups`, { everyMs: 50, headers: { authorization } });

process.on("message", (message: { type: "take" | "stop" }) => {
  if (message.type === "take") process.send!({ type: "taken", health: health.take(), decks: decks.take() });
  else void Promise.all([health.stop(), decks.stop()]).then(() => process.exit(0));
});
process.on("disconnect", () => process.exit(0));
process.send!({ type: "ready" });
