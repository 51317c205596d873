import { Button, EmptyState, Skeleton } from "@mantine/core";
import { MAX_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";
import { IconCards, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { paths } from "@/lib/paths.ts";
import { ResetSampleModal } from "./reset-sample-modal.tsx";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { isPlaygroundDeckId } from "@/lib/playground/playground-deck.ts";
import { addToast } from "@/components/toasts/toast-store.ts";
import type { TDeckStore } from "../hooks/use-deck-store.ts";
import { DeckTile } from "./deck-tile.tsx";
import classes from "./deck-tile.module.css";
import { DeleteDeckModal } from "./delete-deck-modal.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { RenameModal } from "@/components/rename-modal.tsx";

type DeckCollectionProps = { store: TDeckStore; onNewDeck: () => void };

/** The decks as a responsive grid or a list, with loading, error and empty states and the per-deck dialogs. */
export function DeckCollection({ store, onNewDeck }: DeckCollectionProps) {
  const playground = usePlayground();
  const [toRename, setToRename] = useState<TGroup | null>(null);
  const [toDelete, setToDelete] = useState<TGroup | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const { groups, layout } = store;

  if (store.isLoading) {
    return (
      <div role="status" aria-label="Loading your decks">
        <ul className={classes.list} data-layout={layout} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={layout === "layout-list" ? 64 : 188} radius="md" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (store.error || !groups) {
    return <LoadError title="Could not load your decks" error={store.error} onRetry={store.retry} />;
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        variant="light"
        size="lg"
        py="xl"
        icon={<IconCards size={32} aria-hidden="true" />}
        title="No decks yet"
        description="Make your first deck, then paste your notes or upload a Word, PDF, PowerPoint or image file: Mnemo makes the cards. You can also write cards yourself, or import them from Anki or a CSV file."
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onNewDeck}>
            New deck
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={classes.list} data-layout={layout} aria-label="Your decks" data-testid="deck-list">
        {groups.map((group) => {
          const isSample = isPlaygroundDeckId(group.id);
          return (
            <DeckTile
              key={group.id}
              group={group}
              layout={layout}
              isActive={store.activeGroup === group.id}
              isSample={isSample}
              studyHref={isSample ? paths.studyPlayground.getHref() : paths.studyGroups.getHref([group.id])}
              onSetActive={(target) => store.setActiveGroup(target.id)}
              onRename={store.isPlayground ? undefined : setToRename}
              onDelete={store.isPlayground ? undefined : setToDelete}
              onResetSample={isSample ? () => setIsResetOpen(true) : undefined}
            />
          );
        })}
      </ul>
      <RenameModal item={toRename} noun="deck" maxLength={MAX_GROUP_TITLE} onClose={() => setToRename(null)} onRename={store.renameGroup} />
      <DeleteDeckModal
        group={toDelete}
        onClose={() => setToDelete(null)}
        onDelete={store.deleteGroup}
        onDeleted={(group) =>
          addToast({ summary: "Deck deleted", detail: `“${group.title}” is gone.`, severity: "success", icon: "success" })
        }
      />
      <ResetSampleModal opened={isResetOpen} onClose={() => setIsResetOpen(false)} onReset={playground.resetSample} />
    </>
  );
}
