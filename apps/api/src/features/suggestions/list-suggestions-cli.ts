import type { TSuggestion } from "@mnemo/api-contract";
import { DEFAULT_SUGGESTION_LIST_LIMIT } from "./list-suggestions.ts";

/** `pnpm admin list-suggestions [--limit N] [--json]`: argument parsing and output, kept pure for tests. */
export const LIST_SUGGESTIONS_USAGE = `list-suggestions [--limit N] [--json]
            the newest feature suggestions first (default ${DEFAULT_SUGGESTION_LIST_LIMIT});
            --json prints them as a JSON array.`;

export const MAX_SUGGESTION_LIST_LIMIT = 1000;

export type ListSuggestionsArgs = { limit: number; json: boolean };

export function parseListSuggestionsArgs(argv: readonly string[]): ListSuggestionsArgs | { error: string } {
  const args: ListSuggestionsArgs = { limit: DEFAULT_SUGGESTION_LIST_LIMIT, json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === "--json") {
      args.json = true;
    } else if (arg === "--limit" || arg.startsWith("--limit=")) {
      const value = arg === "--limit" ? argv[(index += 1)] : arg.slice("--limit=".length);
      const limit = Number(value);
      if (!value || !Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTION_LIST_LIMIT) {
        return { error: `--limit takes a whole number from 1 to ${MAX_SUGGESTION_LIST_LIMIT}.` };
      }
      args.limit = limit;
    } else {
      return { error: `Unknown option '${arg}'.` };
    }
  }
  return args;
}

function formatWhen(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

/** Plain text for a terminal: one block per suggestion, the description indented under its title. */
export function formatSuggestions(suggestions: readonly TSuggestion[]): string {
  if (suggestions.length === 0) return "No suggestions yet.";
  return suggestions
    .map((suggestion) => {
      const from = [suggestion.email ?? "no email", suggestion.user_id ? `user ${suggestion.user_id}` : "visitor"].join(", ");
      const details = suggestion.details
        .split(/\r?\n/)
        .map((line) => `    ${line}`)
        .join("\n");
      return `${formatWhen(suggestion.created_at)}  ${suggestion.title}\n  from ${from}\n${details}`;
    })
    .join("\n\n");
}
