import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title, Tooltip } from "@mantine/core";
import { MAX_STUDY_NOTES_BLOCK, type TStudyNotesBlock } from "@mnemo/api-contract";
import { IconArrowBackUp, IconPencil } from "@tabler/icons-react";
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/error-info.ts";
import classes from "./study-notes.module.css";

type StudyNotesBlockProps = {
  block: TStudyNotesBlock;
  render: (markdown: string) => string;
  onSave: (key: string, markdown: string) => Promise<unknown>;
  onReset: (key: string) => Promise<unknown>;
};

/**
 * One block of the notes: its title, its Markdown shown as HTML (citations
 * as chips that open the source), and, for the learner, "Edit" (the block's
 * Markdown in a text box) and "Undo my edit" once edited.
 */
export function StudyNotesBlock({ block, render, onSave, onReset }: StudyNotesBlockProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Back on "Edit" once the text box has gone (after Save, Cancel or Escape).
  const [isReturningFocus, setIsReturningFocus] = useState(false);
  useEffect(() => {
    if (!isReturningFocus || draft !== null) return;
    editButtonRef.current?.focus();
    setIsReturningFocus(false);
  }, [isReturningFocus, draft]);
  const closeEditor = () => {
    setDraft(null);
    setIsReturningFocus(true);
  };
  const titleId = useId();
  const html = useMemo(() => render(block.markdown), [block.markdown, render]);

  // Citation chips are plain links in rendered HTML: open them in the app, not as a page load.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-cite]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(link.getAttribute("href") ?? "");
  };

  const run = async (work: () => Promise<unknown>) => {
    setIsBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const save = async () => {
    if (draft === null) return;
    if (await run(() => onSave(block.key, draft))) closeEditor();
  };

  const tooLong = draft !== null && draft.length > MAX_STUDY_NOTES_BLOCK;
  return (
    <Paper component="section" withBorder radius="md" p="md" className={classes.block} aria-labelledby={titleId} data-block={block.key}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Group gap="xs" miw={0} style={{ flex: "1 1 14rem" }}>
            <Title order={2} size="h3" id={titleId} style={{ overflowWrap: "anywhere" }}>
              {block.title}
            </Title>
            {block.edited ? (
              <Badge variant="light" color="grape" size="sm">
                Edited by you
              </Badge>
            ) : null}
          </Group>
          {draft === null ? (
            <Group gap={4}>
              {block.edited ? (
                <Tooltip label="Show the generated text again">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                    loading={isBusy}
                    onClick={() => void run(() => onReset(block.key))}
                    aria-label={`Undo my edit of ${block.title}`}
                  >
                    Undo my edit
                  </Button>
                </Tooltip>
              ) : null}
              <Button
                ref={editButtonRef}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => {
                  setError(null);
                  setDraft(block.markdown);
                }}
                aria-label={`Edit ${block.title}`}
              >
                Edit
              </Button>
            </Group>
          ) : null}
        </Group>
        {block.stale && draft === null ? (
          <Text size="sm" c="dimmed" role="note">
            The notes made from the source have changed since you edited this block; your version is kept. “Undo my edit” shows the new one.
          </Text>
        ) : null}
        {draft === null ? (
          // The HTML is built by notes-html.ts: text escaped, only fold tags and safe links let through.
          <div className={classes.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Stack gap="xs">
            <Textarea
              label={`Markdown of ${block.title}`}
              description="Your version is kept when the notes are made again."
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={24}
              data-autofocus
              autoFocus
              error={tooLong ? `A block of study notes takes at most ${MAX_STUDY_NOTES_BLOCK} characters.` : undefined}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  event.stopPropagation();
                  closeEditor();
                }
                if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void save();
              }}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            />
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={closeEditor} disabled={isBusy}>
                Cancel
              </Button>
              <Button onClick={() => void save()} loading={isBusy} disabled={tooLong}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
