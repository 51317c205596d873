import type { TMainTask } from "./chromium-trace.ts";
import { isLong, type TRound } from "./diagram-browser.ts";
import { median } from "./diagram-offline.ts";
import type { TLongTask } from "./diagram-probes.ts";
import { table } from "./report.ts";

const f0 = (ms: number | null | undefined) => (ms === null || ms === undefined || !Number.isFinite(ms) ? "-" : ms.toFixed(0));
const durations = (tasks: readonly TLongTask[]) =>
  tasks.length ? `${tasks.length}: ${tasks.map((task) => f0(task.duration)).join(", ")}` : "none";

/**
 * Tasks over 50 ms by wall and by CPU time; the heaviest task by CPU time, with where its time went
 * (script, style, layout, paint, gc); and the main thread's CPU time in all the phase's tasks.
 */
function tracedCells(tasks: readonly TMainTask[]): string[] {
  const cell = (by: "wall" | "cpu") => {
    const long = tasks.filter((task) => isLong(task, by));
    return long.length ? `${long.length} (longest ${f0(Math.max(...long.map((task) => task[by])))})` : "none";
  };
  const heaviest = [...tasks].sort((a, b) => b.cpu - a.cpu)[0];
  const spent = Object.entries(heaviest?.parts ?? {})
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([part, ms]) => `${part} ${f0(ms)}`)
    .join(", ");
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  return [cell("wall"), cell("cpu"), heaviest ? `${f0(heaviest.wall)} / ${f0(heaviest.cpu)}` : "-", spent || "-", f0(cpu)];
}

/** The round tables (Markdown, so README can take them as printed); the two verdicts. */
export function printRounds(rounds: TRound[], { nodes, shown, firstPaintMs }: { nodes: number; shown: number; firstPaintMs: number }) {
  const plain = rounds.filter((round) => !round.tracedOpening);
  const traced = rounds.filter((round) => round.tracedOpening);
  console.log();
  console.log(
    `a ${nodes}-node mind map (${shown} drawn at first) on /ai-diagrams/view/{fileKey}, ms from navigation start; baseline: the same page on a 1-node diagram:`,
  );
  console.log(
    table(
      [
        "round",
        "load (1 min)",
        "baseline painted",
        "first contentful paint",
        "last script in",
        "diagrams.get asked",
        "diagrams.get answered",
        "nodes in the DOM",
        "drawing painted",
        "painted − answered",
        "the same on the baseline",
        "painted − baseline",
        "long tasks while opening (ms)",
      ],
      rounds.map((round, index) => {
        const { fcp, lastScriptAt, dataAskedAt, dataAt, nodesAt, paintedAt } = round.probes;
        const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
        return [
          `${index + 1}${round.tracedOpening ? " (traced)" : ""}`,
          round.load.toFixed(1),
          f0(round.baseline.paintedAt),
          f0(fcp),
          f0(lastScriptAt),
          f0(dataAskedAt),
          f0(dataAt),
          f0(nodesAt),
          f0(paintedAt),
          f0(minus(paintedAt, dataAt)),
          f0(minus(round.baseline.paintedAt, round.baseline.dataAt)),
          f0(minus(paintedAt, round.baseline.paintedAt)),
          round.opening.map((task) => f0(task.duration)).join(", ") || "none",
        ];
      }),
      [0],
    ),
  );
  const names = rounds[0]?.phases.map((phase) => phase.name) ?? [];
  console.log();
  console.log("interactions: long tasks over 50 ms (longtask observer; count: durations in ms):");
  console.log(
    table(
      ["interaction", "inputs", ...rounds.map((round, index) => `round ${index + 1}${round.tracedOpening ? " (traced)" : ""}`)],
      names.map((name, at) => [name, String(rounds[0]!.phases[at]!.inputs), ...rounds.map((round) => durations(round.phases[at]!.long))]),
      [0],
    ),
  );
  for (const [index, round] of traced.entries()) {
    console.log();
    console.log(
      `traced round ${index + 1}: the main thread's tasks over 50 ms by wall time (what a longtask observer counts) and by the thread's own CPU time (what other processes cannot stretch), the heaviest task and where its time went, ms:`,
    );
    console.log(
      table(
        ["what", "tasks over 50 ms wall", "over 50 ms CPU", "heaviest task wall / CPU", "its time (ms)", "main thread CPU, all tasks"],
        [
          ["opening (to 1 s after the paint)", ...tracedCells(round.tracedOpening!)],
          ...round.phases.map((phase) => [phase.name, ...tracedCells(phase.traced)]),
        ],
        [0],
      ),
    );
  }
  const painted = median(rounds.map((round) => round.probes.paintedAt ?? Infinity));
  const baseline = median(rounds.map((round) => round.baseline.paintedAt ?? Infinity));
  const afterData = (probes: TRound["probes"]) => (probes.paintedAt ?? Infinity) - (probes.dataAt ?? -Infinity);
  const drawing = median(rounds.map((round) => afterData(round.probes)));
  const drawingBaseline = median(rounds.map((round) => afterData(round.baseline)));
  const longCount = plain.reduce((sum, round) => sum + round.phases.reduce((count, phase) => count + phase.long.length, 0), 0);
  const cpuLong = traced.reduce(
    (sum, round) => sum + round.phases.reduce((count, phase) => count + phase.traced.filter((task) => isLong(task, "cpu")).length, 0),
    0,
  );
  const verdict = (isMet: boolean) => (isMet ? "met" : "MISSED");
  console.log();
  console.log(
    `[bench] first paint of the drawing: median ${f0(painted)} ms from navigation start (baseline, the same page on a 1-node diagram: ${f0(baseline)} ms, so the map adds ${f0(painted - baseline)} ms; ` +
      `from diagrams.get's answer to the painted drawing ${f0(drawing)} ms, ${f0(drawingBaseline)} ms for the 1-node one); ` +
      `target <= ${firstPaintMs} ms: ${verdict(painted <= firstPaintMs)}`,
  );
  console.log(
    `[bench] long tasks while interacting: ${longCount} in ${plain.length} untraced rounds` +
      (traced.length ? `; in the traced round${traced.length > 1 ? "s" : ""}, ${cpuLong} of over 50 ms of the page's own CPU time` : "") +
      `; target none: ${verdict(longCount === 0)}`,
  );
  return painted <= firstPaintMs && longCount === 0;
}
