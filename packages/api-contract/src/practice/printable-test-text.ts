import type { TPracticeQuestion } from "./practice-types.ts";
import { printLetter, printSubtitle, printTitle, type TPrintableTest } from "./printable-test.ts";

/**
 * A printable test as plain text ("copy as text", Quizlet-style: one question per block, the answer key after) and
 * as Markdown (docs/practice-tests.md, "Printing a test"). Both keep the PDF's numbering and sections.
 */
const BLANK = "______________________________";

/** A question's own lines, after its number: the prompt, then what is chosen from. */
function questionLines(question: TPracticeQuestion): { prompt: string; choices: string[]; answerLine: string | null } {
  switch (question.format) {
    case "written":
    case "fill_in":
      return { prompt: question.prompt, choices: [], answerLine: `Answer: ${BLANK}` };
    case "multiple_choice":
      return { prompt: question.prompt, choices: question.options.map((option, i) => `${printLetter(i)}. ${option}`), answerLine: null };
    case "true_false":
      return { prompt: `True or false: ${question.statement}`, choices: ["True", "False"], answerLine: null };
    case "matching":
      return {
        prompt: question.prompt,
        choices: [
          ...question.left.map((left, i) => `${i + 1}. ${left} ____`),
          ...question.right.map((right, i) => `${printLetter(i)}. ${right}`),
        ],
        answerLine: null,
      };
    case "ordering":
      return {
        prompt: question.prompt,
        choices: question.items.map((item, i) => `${printLetter(i)}. ${item}`),
        answerLine: `Order: ${BLANK}`,
      };
  }
}

/** Whitespace inside a card's text folded, so each printed line stays one line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function printableTestText(test: TPrintableTest): string {
  const blocks: string[] = [[printTitle(test), printSubtitle(test), `Name: ${BLANK}   Score: ______ / ${test.total}`].join("\n")];
  for (const section of test.sections) {
    blocks.push(`${section.title.toUpperCase()}\n${section.instructions}`);
    for (const { number, question } of section.items) {
      const { prompt, choices, answerLine } = questionLines(question);
      const lines = [`${number}. ${oneLine(prompt)}`, ...choices.map((choice) => `   ${oneLine(choice)}`)];
      if (answerLine) lines.push(`   ${answerLine}`);
      blocks.push(lines.join("\n"));
    }
  }
  blocks.push(`ANSWER KEY (version ${test.version})`);
  blocks.push(
    test.key.map((entry) => `${entry.number}. ${oneLine(entry.answer)}${entry.source ? ` (${oneLine(entry.source)})` : ""}`).join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

/** Text that Markdown would read as markup, escaped (emphasis, links, headings, HTML, tables). */
function md(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>#|]/g, "\\$&");
}

export function printableTestMarkdown(test: TPrintableTest): string {
  const lines: string[] = [
    `# ${md(printTitle(test))}`,
    "",
    `*${md(printSubtitle(test))}*`,
    "",
    `Name: ${BLANK.replace(/_/g, "\\_")} Score: \\_\\_\\_\\_\\_\\_ / ${test.total}`,
  ];
  for (const section of test.sections) {
    lines.push("", `## ${md(section.title)}`, "", `*${md(section.instructions)}*`);
    for (const { number, question } of section.items) {
      const { prompt, answerLine } = questionLines(question);
      lines.push("", `**${number}.** ${md(prompt)}`);
      if (question.format === "matching") {
        const rows = Math.max(question.left.length, question.right.length);
        lines.push("", "| | | | |", "|---|---|---|---|");
        for (let i = 0; i < rows; i++) {
          const left = question.left[i];
          const right = question.right[i];
          lines.push(
            `| ${left === undefined ? "" : `${i + 1}. ${md(left)}`} | ${left === undefined ? "" : "\\_\\_\\_\\_"} | ${right === undefined ? "" : `${printLetter(i)}.`} | ${right === undefined ? "" : md(right)} |`,
          );
        }
        continue;
      }
      const { choices } = questionLines(question);
      if (choices.length > 0) lines.push("", ...choices.map((choice) => `- ${md(choice)}`));
      if (answerLine) lines.push("", md(answerLine));
    }
  }
  lines.push("", "---", "", `## Answer key (version ${test.version})`, "");
  for (const entry of test.key) {
    lines.push(`${entry.number}. ${md(entry.answer)}${entry.source ? ` *(${md(entry.source)})*` : ""}`);
  }
  return `${lines.join("\n")}\n`;
}
