import { Checkbox, Group, Radio, Stack, Text } from "@mantine/core";
import { formatCount } from "@/lib/format-count.ts";
import type { TDeckScope } from "../utils/export-choices.ts";
import classes from "./exchange.module.css";

export type TExportDeck = { id: string; title: string; note_count: number };

type DeckScopePickerProps = {
  decks: readonly TExportDeck[];
  scope: TDeckScope;
  onChange: (scope: TDeckScope) => void;
  /** Why the choice cannot be exported, shown under the list. */
  problem: string | null;
};

/** On /flashcards: export every deck, or tick the ones to export. */
export function DeckScopePicker({ decks, scope, onChange, problem }: DeckScopePickerProps) {
  const chosen = scope.kind === "chosen" ? scope.groupIds : [];
  const total = decks.reduce((sum, deck) => sum + deck.note_count, 0);
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Decks"
        classNames={{ label: classes.groupLabel }}
        value={scope.kind}
        onChange={(kind) => onChange(kind === "all" ? { kind: "all" } : { kind: "chosen", groupIds: chosen })}
      >
        <Group gap="lg" mt={4}>
          <Radio value="all" label={`All decks (${formatCount(decks.length, "deck")}, ${formatCount(total, "card")})`} />
          <Radio value="chosen" label="Only the decks I choose" />
        </Group>
      </Radio.Group>
      {scope.kind === "chosen" ? (
        <Checkbox.Group
          value={[...chosen]}
          onChange={(groupIds) => onChange({ kind: "chosen", groupIds })}
          aria-label="Decks to export"
          error={problem}
        >
          <Stack gap={6} className={classes.deckList}>
            {decks.map((deck) => (
              <Checkbox
                key={deck.id}
                value={deck.id}
                label={
                  <>
                    {deck.title}{" "}
                    <Text span size="sm" c="dimmed">
                      ({formatCount(deck.note_count, "card")})
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
