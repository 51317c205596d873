/**
 * Password strength, shared by the server (which enforces it) and the browser
 * (which explains it while typing). Length plus a deny-list of guessable
 * patterns, as NIST SP 800-63B advises, rather than "one capital, one symbol"
 * composition rules: a long passphrase is strong, 'Password1!' is not.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const WEAK_PASSWORD_CODE = "WEAK_PASSWORD";
export const WEAK_PASSWORD_MESSAGE = "Choose a stronger password.";

/** The most used passwords of public breach lists (lower case), after stripping trailing digits and symbols. */
const COMMON_PASSWORDS = new Set([
  "password",
  "passw0rd",
  "p@ssword",
  "p@ssw0rd",
  "qwerty",
  "qwertyuiop",
  "qwertz",
  "azerty",
  "asdfgh",
  "asdfghjkl",
  "zxcvbnm",
  "iloveyou",
  "letmein",
  "welcome",
  "admin",
  "administrator",
  "login",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "superman",
  "batman",
  "trustno",
  "master",
  "shadow",
  "michael",
  "jennifer",
  "hunter",
  "starwars",
  "whatever",
  "freedom",
  "changeme",
  "secret",
  "mnemo",
  "flashcard",
  "flashcards",
]);

const SEQUENCES = ["0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm"];

/**
 * Why a password would be refused: an empty list means it is fine. Each reason
 * is a sentence written for the person choosing it.
 */
export function passwordProblems(password: string, { email }: { email?: string | undefined } = {}): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(`Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (password.length === 0) return problems;

  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");
  if (COMMON_PASSWORDS.has(lower) || (core.length >= 4 && COMMON_PASSWORDS.has(core))) {
    problems.push("It is one of the most common passwords; pick something less guessable.");
  }
  if (new Set(lower).size <= 2) problems.push("It repeats one or two characters; mix in more.");
  else if (isSequence(lower)) problems.push("It is a simple sequence like '12345678' or 'abcdefgh'.");
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && lower.includes(local)) problems.push("It contains your email address.");
  return problems;
}

function isSequence(lower: string): boolean {
  const compact = lower.replace(/[\W_]+/gu, "");
  if (compact.length < 4) return false;
  return SEQUENCES.some((sequence) => {
    const reversed = [...sequence].reverse().join("");
    return sequence.includes(compact) || reversed.includes(compact) || (/^(\d+)$/u.test(compact) && isDigitRun(compact));
  });
}

/** '13579', '24680': evenly stepped digit runs are as guessable as '12345'. */
function isDigitRun(digits: string): boolean {
  const step = digits.charCodeAt(1) - digits.charCodeAt(0);
  for (let i = 2; i < digits.length; i += 1) {
    if (digits.charCodeAt(i) - digits.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
