import { Button, type ButtonProps } from "@mantine/core";
import type { TImportResult } from "@mnemo/api-contract";
import { IconFileImport } from "@tabler/icons-react";
import { useState } from "react";
import { useImport } from "../hooks/use-import.ts";
import { ImportDialog } from "./import-dialog.tsx";
import type { TImportDeck } from "./import-target.tsx";

type ImportButtonProps = Pick<ButtonProps, "variant" | "size"> & {
  decks: readonly TImportDeck[];
  /** On a deck page: the deck the cards go into unless another is chosen. */
  deckId?: string | undefined;
  /** After a commit, e.g. to read the decks' cards again. */
  onImported?: (result: TImportResult) => void;
};

/** The Import button and its dialog. */
export function ImportButton({ decks, deckId, onImported, variant = "default", size }: ImportButtonProps) {
  const [opened, setOpened] = useState(false);
  const flow = useImport({ onImported });
  const onClose = () => {
    setOpened(false);
    // Next time starts fresh: an upload reviewed but not imported is cancelled, so it holds no waiting place.
    flow.startOver();
  };
  return (
    <>
      <Button variant={variant} size={size} leftSection={<IconFileImport size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        Import
      </Button>
      <ImportDialog opened={opened} onClose={onClose} flow={flow} decks={decks} deckId={deckId} />
    </>
  );
}
