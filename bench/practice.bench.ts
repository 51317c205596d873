// pnpm bench:practice — practice tests (issue 31) on a real PostgreSQL: a learner with a 5,000-card deck of every
// card type. Measures (a) reading those cards alone (loadPracticeCards, the query start uses), (b) starting a
// 100-question test (decks checked, cards read, test built and stored: startPracticeTest), (c) grading it: each
// answer saved as it is given (savePracticeAnswer, per question), the submit (submitPracticeTest) and the grading of
// all 100 responses (gradeResponse), and (d) printing it (reading it for print, writing the PDF in this thread, the
// plain text). Prints the cold first run and
// the median of BENCH_RUNS warm runs of each, with its ratio to (a), measured in the same run.
import { performance } from "node:perf_hooks";
import {
  DEFAULT_SCHEDULER_SETTINGS,
  PRACTICE_FORMATS,
  buildPracticeTest,
  gradeResponse,
  printableTestText,
  type TPracticeQuestion,
  type TPracticeResponse,
  type TPracticeSettings,
} from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { loadPracticeCards, resolvePracticeDecks } from "../apps/api/src/features/practice/load-practice-cards.ts";
import { testQuestions } from "../apps/api/src/features/practice/practice-dto.ts";
import { loadPrintableTest } from "../apps/api/src/features/practice/print-practice-test.ts";
import { savePracticeAnswer } from "../apps/api/src/features/practice/save-practice-answer.ts";
import { startPracticeTest, type PracticeChoice } from "../apps/api/src/features/practice/start-practice-test.ts";
import { submitPracticeTest } from "../apps/api/src/features/practice/submit-practice-test.ts";
import { writePracticeTestPdf } from "../apps/api/src/features/practice/write-practice-test-pdf.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { seedPracticeLearner } from "./lib/practice-seed.ts";

const CARDS = Number(process.env.BENCH_CARDS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGETS = { buildMs: 300, gradeMs: 50 };
const log = (line: string) => console.log(`[bench] ${line}`);

type Timing = { coldMs: number; medianMs: number; times: number[] };

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A learner's answer to each question: right, except every third written one off by a letter and every fourth choice wrong. */
function responseTo(question: TPracticeQuestion, index: number): TPracticeResponse {
  switch (question.format) {
    case "written":
    case "fill_in":
      return { format: question.format, text: index % 3 === 0 ? question.answer.slice(0, -1) : question.answer };
    case "multiple_choice":
      return {
        format: "multiple_choice",
        choice: index % 4 === 0 ? (question.correctIndex + 1) % question.options.length : question.correctIndex,
      };
    case "true_false":
      return { format: "true_false", choice: question.isTrue };
    case "matching":
      return { format: "matching", pairs: question.answer };
    case "ordering":
      return { format: "ordering", order: question.answer };
  }
}

async function main(): Promise<number> {
  const database = await openBenchDatabase(log);
  const db = createDb({ databaseUrl: database.url });
  try {
    const seeded = await seedPracticeLearner(db, { cards: CARDS });
    log(
      `database: ${database.server} ${database.serverVersion}; ${seeded.cards} cards in one deck; cold first + median of ${RUNS} warm runs`,
    );
    const scheduler = DEFAULT_SCHEDULER_SETTINGS;
    const { userId, groupId } = seeded;
    const choice: PracticeChoice = {
      groupIds: [groupId],
      count: 100,
      formats: [...PRACTICE_FORMATS],
      answerWith: "back",
      cards: "all",
      minutes: null,
      feedback: "end",
      strictAccents: false,
      missesAsAgain: false,
    };
    const times = {
      load: [] as number[],
      build: [] as number[],
      start: [] as number[],
      save: [] as number[],
      submit: [] as number[],
      grade: [] as number[],
      read: [] as number[],
      pdf: [] as number[],
      text: [] as number[],
    };
    let questions = 0;
    for (let run = 0; run <= RUNS; run++) {
      const seed = 1000 + run;
      let t = performance.now();
      const groupIds = await resolvePracticeDecks({ userId, groupIds: [groupId] }, db);
      const cards = await loadPracticeCards({ userId, groupIds, scheduler, now: new Date() }, db);
      times.load.push(performance.now() - t);
      if (cards.length !== seeded.cards) throw new Error(`read ${cards.length} cards, expected ${seeded.cards}`);

      // The pure builder alone, on the cards just read (for where (b)'s time goes).
      t = performance.now();
      buildPracticeTest(cards, { ...choice, seed } as TPracticeSettings);
      times.build.push(performance.now() - t);

      t = performance.now();
      const test = await startPracticeTest({ userId, choice: { ...choice, seed }, scheduler }, db);
      times.start.push(performance.now() - t);
      questions = test.total;

      const row = await db.practiceTest.findFirstOrThrow({ where: { id: test.id }, select: { questions: true } });
      const stored = testQuestions(row);
      const responses = stored.map(responseTo);
      for (const [position, response] of responses.entries()) {
        t = performance.now();
        await savePracticeAnswer({ userId, testId: test.id, position, response }, db);
        times.save.push(performance.now() - t);
      }
      t = performance.now();
      const submitted = await submitPracticeTest({ userId, testId: test.id }, db);
      times.submit.push(performance.now() - t);
      if (submitted.test.score === null || submitted.test.score === 0) throw new Error("the submitted test scored nothing");

      t = performance.now();
      for (const [position, question] of stored.entries()) gradeResponse(question, responses[position]!, { strictAccents: false });
      times.grade.push(performance.now() - t);

      t = performance.now();
      const printable = await loadPrintableTest({ userId, testId: test.id, version: "B" }, db);
      times.read.push(performance.now() - t);
      t = performance.now();
      const pdf = await writePracticeTestPdf(printable, { paper: "a4", now: new Date() });
      times.pdf.push(performance.now() - t);
      if (pdf.byteLength < 1000) throw new Error("the PDF is empty");
      t = performance.now();
      printableTestText(await loadPrintableTest({ userId, testId: test.id, version: "A" }, db));
      times.text.push(performance.now() - t);
    }

    const timing = (values: number[], perRun = 1): Timing => {
      const cold = values.slice(0, perRun);
      const warm = values.slice(perRun);
      return { coldMs: cold.reduce((a, b) => a + b, 0) / perRun, medianMs: median(warm), times: warm };
    };
    const load = timing(times.load);
    const rows: [string, Timing, string][] = [
      [`(a) read ${seeded.cards} cards (loadPracticeCards)`, load, ""],
      ["    build 100 questions alone (buildPracticeTest)", timing(times.build), ""],
      [
        "(b) start a 100-question test (decks, cards, build, store)",
        timing(times.start),
        `<= ${TARGETS.buildMs} ms: ${median(times.start.slice(1)) <= TARGETS.buildMs ? "meets" : "MISSES"}`,
      ],
      ["(c) save one answer (savePracticeAnswer, median of all)", timing(times.save, questions), ""],
      [
        "    submit the test (submitPracticeTest)",
        timing(times.submit),
        `<= ${TARGETS.gradeMs} ms: ${median(times.submit.slice(1)) <= TARGETS.gradeMs ? "meets" : "MISSES"}`,
      ],
      [
        "    grade all 100 responses (gradeResponse)",
        timing(times.grade),
        `<= ${TARGETS.gradeMs} ms: ${median(times.grade.slice(1)) <= TARGETS.gradeMs ? "meets" : "MISSES"}`,
      ],
      ["(d) print: read the test, its decks and sources (loadPrintableTest)", timing(times.read), ""],
      ["    print: write the PDF, version B, A4 (writePracticeTestPdf)", timing(times.pdf), ""],
      ["    print: read + plain text", timing(times.text), ""],
    ];
    for (const [name, value, target] of rows) {
      log(
        `${name.padEnd(70)} cold ${value.coldMs.toFixed(1).padStart(7)} ms  median ${value.medianMs.toFixed(1).padStart(7)} ms  ` +
          `x(a) ${(value.medianMs / load.medianMs).toFixed(2).padStart(5)}${target ? `  target ${target}` : ""}`,
      );
    }
    const met =
      median(times.start.slice(1)) <= TARGETS.buildMs &&
      median(times.submit.slice(1)) <= TARGETS.gradeMs &&
      median(times.grade.slice(1)) <= TARGETS.gradeMs;
    return process.env.BENCH_STRICT === "1" && !met ? 1 : 0;
  } finally {
    await db.$disconnect();
    await database.drop();
  }
}

process.exitCode = await main();
