import { Button, Divider, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatCount } from "@/lib/format-count.ts";
import { useEffect, useMemo, useState } from "react";
import type { TImportTarget } from "@mnemo/api-contract";
import { exchangeFailure } from "../api/exchange-errors.ts";
import type { TImportFlow } from "../hooks/use-import.ts";
import { importTarget, initialTargetDraft, type TTargetDraft } from "../utils/import-target.ts";
import { columnRoles, columnRolesProblem } from "../utils/text-columns.ts";
import { matchesLine } from "../utils/import-summary.ts";
import { ImportFileStep } from "./import-file-step.tsx";
import { ImportPreview, ImportSummary } from "./import-preview.tsx";
import { ImportResultPanel } from "./import-result.tsx";
import { ImportTarget, type TImportDeck } from "./import-target.tsx";
import { TextImportOptions } from "./text-import-options.tsx";
import { FailureAlert } from "./failure-alert.tsx";

type ImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  flow: TImportFlow;
  decks: readonly TImportDeck[];
  /** On a deck page: that deck is the preselected target. */
  deckId?: string | undefined;
};

/**
 * Import: a file (Anki package or text), its live preview (with the text
 * options and column roles for text files), where the cards go, then what
 * the import did. Nothing is saved before the Import button.
 */
export function ImportDialog({ opened, onClose, flow, decks, deckId }: ImportDialogProps) {
  const isNarrow = useMediaQuery("(max-width: 36em)");
  const [draft, setDraft] = useState<TTargetDraft>(() => initialTargetDraft(deckId));
  const [includeProgress, setIncludeProgress] = useState(true);
  const { step, setTarget } = flow;
  // The preview counts the cards already here where these would go (not by the new deck's title: typing it reads nothing again).
  const matchTarget = useMemo<TImportTarget | null>(
    () => (draft.kind === "new" ? { kind: "new" } : draft.groupId ? { kind: "existing", groupId: draft.groupId } : null),
    [draft.kind, draft.groupId],
  );
  useEffect(() => setTarget(matchTarget), [setTarget, matchTarget]);
  // Not while a file is on its way: closing would lose the upload.
  const isBusy = step.name === "uploading" || flow.isCommitting;

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => undefined : onClose}
      title="Import cards"
      size="xl"
      fullScreen={isNarrow}
      centered
      closeOnEscape={!isBusy}
    >
      {step.name === "choose" || step.name === "uploading" ? (
        <ImportFileStep
          step={step}
          problem={flow.fileProblem}
          onFile={flow.chooseFile}
          onCancel={flow.cancelUpload}
          refusedFileName={flow.refusedFile?.name ?? null}
          onRetry={flow.retryRefused}
        />
      ) : step.name === "done" ? (
        <ImportResultPanel result={step.result} onAnother={flow.startOver} onClose={onClose} />
      ) : (
        <Review
          flow={flow}
          decks={decks}
          draft={draft}
          onDraft={setDraft}
          includeProgress={includeProgress}
          onIncludeProgress={setIncludeProgress}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

type ReviewProps = {
  flow: TImportFlow;
  decks: readonly TImportDeck[];
  draft: TTargetDraft;
  onDraft: (draft: TTargetDraft) => void;
  includeProgress: boolean;
  onIncludeProgress: (value: boolean) => void;
  onCancel: () => void;
};

function Review({ flow, decks, draft, onDraft, includeProgress, onIncludeProgress, onCancel }: ReviewProps) {
  const preview = flow.previewData;
  if (!preview && flow.preview.isFetching) {
    return (
      <Stack gap="sm" role="status" aria-label="Reading the file">
        <Skeleton height={18} width="50%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }
  if (!preview) {
    const failure = exchangeFailure(flow.preview.error, "The file could not be read.");
    return (
      <Stack gap="sm">
        <FailureAlert title="This file cannot be imported">{failure.message}</FailureAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={flow.startOver}>
            Choose another file
          </Button>
        </Group>
      </Stack>
    );
  }
  const target = importTarget(draft);
  const rolesProblem = preview.text ? columnRolesProblem(columnRoles(preview.text.columns, preview.text.rows)) : null;
  const commitFailure = flow.commitError ? exchangeFailure(flow.commitError, "The import failed; nothing was saved. Try again.") : null;
  const canImport = target !== null && preview.notes > 0 && !flow.isPreviewStale && rolesProblem === null;

  return (
    <Stack gap="md">
      <ImportSummary preview={preview} />
      {preview.text ? (
        <>
          <TextImportOptions
            key={preview.uploadId}
            detected={preview.text}
            requested={flow.text}
            isStale={flow.isPreviewStale}
            onChange={flow.setText}
          />
          <Divider />
        </>
      ) : null}
      <div aria-busy={flow.isPreviewStale} style={{ opacity: flow.isPreviewStale ? 0.6 : 1, transition: "opacity 150ms" }}>
        <ImportPreview preview={preview} />
      </div>
      {flow.preview.error ? (
        <FailureAlert title="Could not read the file with these settings">{exchangeFailure(flow.preview.error).message}</FailureAlert>
      ) : null}
      <Divider />
      <ImportTarget
        preview={preview}
        decks={decks}
        draft={draft}
        onChange={onDraft}
        includeProgress={includeProgress}
        onIncludeProgressChange={onIncludeProgress}
      />
      {target !== null ? (
        <Text size="sm" fw={500} data-testid="import-matches" aria-live="polite">
          {matchesLine(preview.matches)}
          {preview.matches.existing > 0 ? (
            <Text span size="sm" c="dimmed" fw={400}>
              {" "}
              · those stay as they are unless the file has a newer copy
            </Text>
          ) : null}
        </Text>
      ) : null}
      {commitFailure ? <FailureAlert title="Nothing was imported">{commitFailure.message}</FailureAlert> : null}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={flow.startOver} disabled={flow.isCommitting}>
          Choose another file
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={flow.isCommitting}>
            Cancel
          </Button>
          <Button
            onClick={() => target && flow.commit({ target, includeProgress: preview.hasProgress && includeProgress })}
            disabled={!canImport}
            loading={flow.isCommitting}
            data-testid="import-submit"
          >
            Import {formatCount(preview.notes, "card")}
          </Button>
        </Group>
      </Group>
      {flow.isPreviewStale ? (
        <Text size="xs" c="dimmed" role="status">
          Reading the file again with your settings…
        </Text>
      ) : null}
    </Stack>
  );
}
