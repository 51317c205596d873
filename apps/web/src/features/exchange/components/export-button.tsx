import { Button, type ButtonProps } from "@mantine/core";
import { IconFileExport } from "@tabler/icons-react";
import { useState } from "react";
import { useExportRun } from "../hooks/use-export.ts";
import type { TExportDeck } from "./deck-scope-picker.tsx";
import { ExportDialog } from "./export-dialog.tsx";

type ExportButtonProps = Pick<ButtonProps, "variant" | "size"> & {
  /** The decks to choose among (on /flashcards); on a deck page, that deck, with `deckId`. */
  decks: readonly TExportDeck[];
  deckId?: string | undefined;
};

/** The Export button and its dialog; a running export outlives closing the dialog while the page is open. */
export function ExportButton({ decks, deckId, variant = "default", size }: ExportButtonProps) {
  const [opened, setOpened] = useState(false);
  const run = useExportRun();
  return (
    <>
      <Button variant={variant} size={size} leftSection={<IconFileExport size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        Export
      </Button>
      <ExportDialog opened={opened} onClose={() => setOpened(false)} run={run} decks={decks} deckId={deckId} />
    </>
  );
}
