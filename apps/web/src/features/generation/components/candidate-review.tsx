import { Alert, Button, Group, Kbd, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TGeneratedContent } from "@mnemo/api-contract";
import { IconCheck, IconListCheck, IconPlus } from "@tabler/icons-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { errorMessage } from "@/lib/error-info.ts";
import { formatCount } from "@/lib/format-count.ts";
import { useCandidateReview, useReviewCounts, useReviewSections } from "../hooks/use-candidate-review.ts";
import type { ReviewStore, TReviewSection } from "../stores/review-store.ts";
import { reviewKeyAction } from "../utils/review-keys.ts";
import { CandidateRow, type TRenderCandidateEdit, type TRenderCandidateFace } from "./candidate-row.tsx";

/** Rows drawn with the page (a screenful and more), then how many each following step draws. */
const FIRST_ROWS = 10;
const ROWS_PER_STEP = 4;

type CandidateReviewProps = {
  deckTitle: string;
  deckHref: string;
  jobIds: readonly string[];
  renderFace: TRenderCandidateFace;
  renderEdit: TRenderCandidateEdit;
  /** After the ticked cards were added (how many). */
  onAdded: (added: number) => void;
};

/**
 * The review step (docs/card-quality.md#the-learner-reviews-before-saving): a generation's cards as candidates,
 * grouped by section, strongest first, the strong ones ticked, triaged by keyboard (J/K move, Space ticks, X drops
 * or restores, E edits in place, A accepts the section, Enter adds the ticked cards) or by pointer.
 */
export function CandidateReview({ deckTitle, deckHref, jobIds, renderFace, renderEdit, onAdded }: CandidateReviewProps) {
  const review = useCandidateReview(jobIds);
  const { store } = review;
  const [isAdding, setIsAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sections = useReviewSections(store);
  const listRef = useRef<HTMLDivElement>(null);
  // The rows are drawn a step at a time after the first screenful, each step a short task of its own: 300 rows drawn
  // at once were one task of 1-2 s (bench/review.bench.ts). A key moving past the rows drawn so far draws up to it.
  const [shown, setShown] = useState(FIRST_ROWS);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!store || shown >= store.size) return;
    const step = setTimeout(() => setShown((count) => count + ROWS_PER_STEP), 0);
    return () => clearTimeout(step);
  }, [store, shown, sections]);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const row = id ? listRef.current?.querySelector<HTMLElement>(`[data-candidate-id="${id}"]`) : null;
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
    row.scrollIntoView({ block: "nearest" });
  }, [shown]);
  const actionsRef = useRef({ review, isAdding, onAdded });
  useEffect(() => {
    actionsRef.current = { review, isAdding, onAdded };
  });

  const add = async () => {
    const current = actionsRef.current;
    if (!store || current.isAdding || store.getCounts().ticked === 0) return;
    setIsAdding(true);
    setProblem(null);
    try {
      current.onAdded(await current.review.acceptTicked());
    } catch (error) {
      setProblem(`The cards could not be added: ${errorMessage(error)}`);
      setIsAdding(false);
    }
  };
  // Stable, so the memoised rows do not all draw again when this component does (an add starting, a problem shown).
  const { toggleDrop, edit, moreFromSection } = review;
  const onToggleDrop = useCallback(
    (candidateId: string) => {
      toggleDrop(candidateId).catch((error: unknown) => setProblem(`That card could not be changed: ${errorMessage(error)}`));
    },
    [toggleDrop],
  );
  const onSave = useCallback((candidateId: string, content: TGeneratedContent) => edit(candidateId, content), [edit]);
  const addRef = useRef(add);
  useEffect(() => {
    addRef.current = add;
  });

  // The keys work anywhere on the page but in a field, a dialog or a popover (their own keys come first).
  useEffect(() => {
    if (!store) return;
    const focusRow = (id: string | undefined) => {
      if (!id) return;
      const row = listRef.current?.querySelector<HTMLElement>(`[data-candidate-id="${id}"]`);
      if (!row) {
        // Not drawn yet: draw up to it, then focus it (the layout effect above).
        pendingFocus.current = id;
        setShown((count) => Math.max(count, (store.item(id)?.index ?? 0) + ROWS_PER_STEP));
        return;
      }
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: "nearest" });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = reviewKeyAction(event, { isEditing: store.editing() !== null });
      if (!action) return;
      event.preventDefault();
      const id = store.activeId();
      const { review: current } = actionsRef.current;
      switch (action) {
        case "next":
          return focusRow(store.move(1));
        case "previous":
          return focusRow(store.move(-1));
        case "tick": {
          const item = id ? store.item(id) : undefined;
          if (item) store.setTicked(item.candidate.id, !item.ticked);
          return;
        }
        case "drop":
          if (id) current.toggleDrop(id).catch((error: unknown) => setProblem(`That card could not be changed: ${errorMessage(error)}`));
          return;
        case "edit":
          if (id && store.item(id)?.candidate.status === "pending") store.setEditing(id);
          return;
        case "section": {
          const item = id ? store.item(id) : undefined;
          if (item) store.tickSection(item.sectionKey);
          return;
        }
        case "add":
          void addRef.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store]);

  if (review.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the new cards">
        <Skeleton height={20} width="40%" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (review.error || !store) {
    return <LoadError title="Could not load the new cards" error={review.error} onRetry={review.refetch} />;
  }
  if (store.size === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="review-empty">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            No cards are waiting for review
          </Title>
          <Text size="sm" c="dimmed">
            They were added to {deckTitle} already, or this generation made none.
          </Text>
          <Button component={Link} to={deckHref} variant="default">
            Open the deck
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <ReviewBar store={store} isAdding={isAdding} onAdd={() => void add()} deckHref={deckHref} />
      <KeyHelp />
      {problem ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)} closeButtonLabel="Dismiss">
          {problem}
        </Alert>
      ) : null}
      <div ref={listRef}>
        <Stack gap="lg">
          {sections.map((section) => {
            const first = store.item(section.ids[0] ?? "")?.index ?? 0;
            // Every section's heading and "Tick all" from the start; its rows as they are drawn.
            const ids = first + section.ids.length > shown ? section.ids.slice(0, Math.max(0, shown - first)) : section.ids;
            return (
              <Stack key={section.key} component="section" gap="xs" aria-labelledby={`section-${section.key}`}>
                <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
                  <Title order={2} size="h5" id={`section-${section.key}`} style={{ overflowWrap: "anywhere" }}>
                    {section.title}
                  </Title>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconListCheck size={16} aria-hidden="true" />}
                    onClick={() => store.tickSection(section.key)}
                    style={{ flexShrink: 0 }}
                  >
                    Tick all<VisuallyHidden> in {section.title}</VisuallyHidden>
                  </Button>
                </Group>
                <Stack component="ul" gap="xs" aria-label={section.title} style={{ listStyle: "none", margin: 0, padding: 0 }}>
                  {ids.map((id) => (
                    <CandidateRow
                      key={id}
                      id={id}
                      store={store}
                      total={store.size}
                      renderFace={renderFace}
                      renderEdit={renderEdit}
                      onToggleDrop={onToggleDrop}
                      onSave={onSave}
                    />
                  ))}
                </Stack>
                {section.offersMore ? <MoreFromSection section={section} onMore={moreFromSection} /> : null}
              </Stack>
            );
          })}
        </Stack>
      </div>
      <ReviewBar store={store} isAdding={isAdding} onAdd={() => void add()} deckHref={deckHref} isBottom />
    </Stack>
  );
}

/**
 * "More from this section": asks the server for the section's other cards (they join the section's list), says how
 * many came or that there are no more, and says why when it failed.
 */
function MoreFromSection({ section, onMore }: { section: TReviewSection; onMore: (section: TReviewSection) => Promise<number> }) {
  const [state, setState] = useState<
    { kind: "idle" | "loading" | "none" } | { kind: "added"; count: number } | { kind: "failed"; why: string }
  >({ kind: "idle" });
  const ask = async () => {
    setState({ kind: "loading" });
    try {
      const added = await onMore(section);
      setState(added === 0 ? { kind: "none" } : { kind: "added", count: added });
    } catch (error) {
      setState({ kind: "failed", why: errorMessage(error) });
    }
  };
  const message =
    state.kind === "none"
      ? "No more cards from this section."
      : state.kind === "added"
        ? `${formatCount(state.count, "more card", "more cards")} added to this section.`
        : state.kind === "failed"
          ? `No more cards could be made: ${state.why}`
          : "";
  return (
    <Group gap="sm" wrap="wrap" align="center">
      {state.kind === "none" ? null : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          loading={state.kind === "loading"}
          onClick={() => void ask()}
        >
          More from this section<VisuallyHidden>: {section.title}</VisuallyHidden>
        </Button>
      )}
      <Text size="sm" c={state.kind === "failed" ? "red" : "dimmed"} role="status" aria-live="polite" data-testid="section-more-status">
        {message}
      </Text>
    </Group>
  );
}

/** The count and "Add N cards": the only part that re-renders when a tick changes. */
function ReviewBar({
  store,
  isAdding,
  onAdd,
  deckHref,
  isBottom = false,
}: {
  store: ReviewStore;
  isAdding: boolean;
  onAdd: () => void;
  deckHref: string;
  isBottom?: boolean;
}) {
  const counts = useReviewCounts(store);
  const summary = `${formatCount(counts.ticked, "card")} of ${counts.total} ticked${counts.dropped ? `, ${counts.dropped} dropped` : ""}`;
  return (
    <Paper withBorder radius="md" p="sm" style={isBottom ? undefined : { position: "sticky", top: 8, zIndex: 2 }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text
          size="sm"
          fw={500}
          {...(isBottom ? {} : { role: "status", "aria-live": "polite", "data-testid": "review-counts" })}
          style={{ flex: "1 1 12rem" }}
        >
          {summary}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={deckHref} variant="default">
            Not now
          </Button>
          <Button
            onClick={onAdd}
            loading={isAdding}
            disabled={counts.ticked === 0}
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            data-testid={isBottom ? undefined : "review-add"}
          >
            {counts.ticked === 0 ? "Add cards" : `Add ${formatCount(counts.ticked, "card")}`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function KeyHelp() {
  const keys: [ReactNode, string][] = [
    [
      <>
        <Kbd>J</Kbd> <Kbd>K</Kbd>
      </>,
      "move",
    ],
    [<Kbd key="space">Space</Kbd>, "tick"],
    [<Kbd key="x">X</Kbd>, "drop or restore"],
    [<Kbd key="e">E</Kbd>, "edit"],
    [<Kbd key="a">A</Kbd>, "tick the section"],
    [<Kbd key="enter">Enter</Kbd>, "add the ticked cards"],
  ];
  return (
    <Text size="xs" c="dimmed" component="div" id="review-keys">
      <Group gap="md" wrap="wrap">
        {keys.map(([key, what]) => (
          <span key={what}>
            {key} {what}
          </span>
        ))}
      </Group>
    </Text>
  );
}
