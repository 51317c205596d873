import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { paths } from "@/lib/paths.ts";
import { useCanUpgrade, useExportOptions, type TExportRun } from "../hooks/use-export.ts";
import {
  deckScopeProblem,
  defaultPaper,
  exportRequest,
  firstEnabledFormat,
  scopeGroupIds,
  type TDeckScope,
} from "../utils/export-choices.ts";
import { DeckScopePicker, type TExportDeck } from "./deck-scope-picker.tsx";
import { ExportFormatList } from "./export-format-list.tsx";
import { ExportFormatOptions } from "./export-format-options.tsx";
import { ExportProgress } from "./export-progress.tsx";
import { QuizletCopy } from "./quizlet-copy.tsx";

type ExportDialogProps = {
  opened: boolean;
  onClose: () => void;
  run: TExportRun;
  /** The decks to choose among (on /flashcards), or the deck page's one deck with `deckId`. */
  decks: readonly TExportDeck[];
  deckId?: string | undefined;
};

type TView = "choose" | "run" | "quizlet";

/**
 * Export: the plan's formats (the others locked, with the way to upgrade),
 * the format's own choices, then the download, a job's progress, or
 * Quizlet's text to copy.
 */
export function ExportDialog({ opened, onClose, run, decks, deckId }: ExportDialogProps) {
  const isNarrow = useMediaQuery("(max-width: 36em)");
  const options = useExportOptions(opened);
  const canUpgrade = useCanUpgrade(opened);
  const [view, setView] = useState<TView>("choose");
  const [format, setFormat] = useState<TExportFormat | null>(null);
  const [scope, setScope] = useState<TDeckScope>(deckId ? { kind: "chosen", groupIds: [deckId] } : { kind: "all" });
  const [includeProgress, setIncludeProgress] = useState(false);
  const [pdf, setPdf] = useState<TPdfOptions>(() => ({ layout: "sheet", paper: defaultPaper(globalThis.navigator?.language) }));
  const deck = deckId ? decks.find((candidate) => candidate.id === deckId) : undefined;
  const scopeProblem = deckScopeProblem(scope);
  const optionList = options.data?.options;
  // Until the learner picks one, the first format the plan has (once the options arrive).
  const chosen = format ?? (optionList ? firstEnabledFormat(optionList) : null);

  const onExport = () => {
    if (!chosen || scopeProblem) return;
    if (chosen === "quizlet") return setView("quizlet");
    run.start(exportRequest({ format: chosen, scope, includeProgress, pdf }));
    setView("run");
  };
  const onBack = () => {
    run.reset();
    setView("choose");
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={deck ? `Export “${deck.title}”` : "Export decks"}
      size="lg"
      fullScreen={isNarrow}
      centered
    >
      {view === "choose" ? (
        <Stack gap="md">
          {deckId ? null : <DeckScopePicker decks={decks} scope={scope} onChange={setScope} problem={scopeProblem} />}
          {options.isPending ? (
            <Stack gap="xs" role="status" aria-label="Loading the export formats">
              {[0, 1, 2, 3, 4].map((index) => (
                <Skeleton key={index} height={64} radius="md" />
              ))}
            </Stack>
          ) : options.error || !optionList ? (
            <LoadError title="Could not load the export formats" error={options.error} onRetry={() => void options.refetch()} />
          ) : (
            <>
              {optionList.every((option) => !option.enabled) ? (
                <Alert
                  variant="light"
                  color="grape"
                  icon={<IconLock size={20} aria-hidden="true" />}
                  title={`Exports come with ${optionList.find((option) => option.requiredPlan)?.requiredPlan?.name ?? "Premium"}`}
                >
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      Your {options.data.plan?.name ?? "current"} plan has no exports.{" "}
                      {canUpgrade
                        ? "Upgrade to take your cards to Anki, Quizlet, a spreadsheet or paper."
                        : "Plans are given by whoever runs this server: the plans page says how."}
                    </Text>
                    <Button component={Link} to={paths.upgrade.getHref()} size="xs">
                      See plans
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              <ExportFormatList options={optionList} value={chosen} onChange={setFormat} canUpgrade={canUpgrade} />
              {chosen ? (
                <ExportFormatOptions
                  format={chosen}
                  includeProgress={includeProgress}
                  onIncludeProgressChange={setIncludeProgress}
                  pdf={pdf}
                  onPdfChange={setPdf}
                />
              ) : null}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onExport} disabled={!chosen || scopeProblem !== null} data-testid="export-submit">
              {chosen === "quizlet" ? "Show the text" : "Export"}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {view === "quizlet" ? (
            <QuizletCopy groupIds={scopeGroupIds(scope)} />
          ) : (
            <ExportProgress started={run.started} isStarting={run.isStarting} error={run.error} />
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
              Export something else
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
