/**
 * The parts of an outline point's text. The analyser keeps each point
 * self-contained (contract: "keeping a list's lead-in or a slide title's
 * context"), so a point reads "<slide title>: <line>", "<question> <answer>"
 * (question-and-answer notes) or "<lead-in>: <item>". A diagram shows that
 * context once, as the parent of the points that share it, and labels each
 * point by its own words.
 */
export type TPointParts = {
  /** The section's (or an enclosing section's) title the analyser put in front, when it did. */
  title?: string;
  /** The question a point answers ("What were the goals of the Congress of Vienna…?"). */
  question?: string;
  /** A list's lead-in or a topic ("Photosynthesis has two stages", "Liberalism – Economic"). */
  lead?: string;
  /** The point's own words: what its label is made of. */
  body: string;
};

/** "Photosynthesis has two stages: The Calvin cycle…": a lead-in of at most MAX_LEAD_WORDS words before a colon. */
const LEAD = /^([^:]{3,120}?)\s*:\s+(\S.*)$/su;
const MAX_LEAD_WORDS = 12;
/** "What were the goals of…? An alliance of…": a question of at least three words, then its answer. */
const QUESTION = /^(\p{Lu}[^?]{8,240}\?)["'”’)]?\s+(?=\S)(.+)$/su;
const MIN_QUESTION_WORDS = 3;
const MIN_ANSWER_WORDS = 2;

export function pointParts(text: string, titles: readonly string[]): TPointParts {
  let body = flat(text);
  let title: string | undefined;
  for (const candidate of titles) {
    const name = flat(candidate).replace(/[:：]$/, "");
    if (name === "") continue;
    const prefix = new RegExp(`^${escape(name)}\\s*[:：]\\s+(?=\\S)`, "iu").exec(body);
    if (prefix) {
      title = name;
      body = body.slice(prefix[0].length);
      break;
    }
  }
  let question: string | undefined;
  const asked = QUESTION.exec(body);
  if (asked && words(asked[1]!) >= MIN_QUESTION_WORDS && words(asked[2]!) >= MIN_ANSWER_WORDS) {
    question = asked[1]!;
    body = asked[2]!;
  }
  let lead: string | undefined;
  const led = LEAD.exec(body);
  if (led && words(led[1]!) <= MAX_LEAD_WORDS && !/[.!?]["'”’)]?\s/.test(led[1]!)) {
    lead = led[1]!.trim();
    body = led[2]!;
  }
  return { ...(title ? { title } : {}), ...(question ? { question } : {}), ...(lead ? { lead } : {}), body };
}

/** Whether two names are the same once case, spacing and end punctuation are set aside. */
export function sameName(a: string, b: string): boolean {
  const norm = (text: string) =>
    flat(text)
      .toLowerCase()
      .replace(/[\s.:;,?!…]+$/, "");
  return norm(a) === norm(b);
}

function flat(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}
