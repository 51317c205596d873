import { Button, Group, Kbd, Stack, Text } from "@mantine/core";
import { previewIntervals, type TNoteContent, type TRating, type TStudyCard } from "@mnemo/api-contract";
import { useEffect, useMemo, useRef, useState } from "react";
import { SourcePopover } from "@/components/source-popover.tsx";
import type { TSessionInfo } from "../utils/session-state.ts";
import { isCorrectPick, spokenCard, studySource } from "../utils/study-content.ts";
import { RATING_LABELS, ratingButtonName } from "../utils/study-format.ts";
import { preselectedRating, ratingsFor, studyKeyAction } from "../utils/study-keys.ts";
import { AnswerBar } from "./answer-bar.tsx";
import { StudyCardView } from "./study-card-view.tsx";
import classes from "./study.module.css";

type CardStageProps = {
  card: TStudyCard;
  content: TNoteContent;
  info: TSessionInfo;
  deckLabel: string | null;
  /** What the previous answer did ("Good, next in 4 days."), read out before this card. */
  lastResult: string;
  onRate: (rating: TRating, spokenResult: string) => void;
  announce: (text: string) => void;
};

/** Controls that answer Space and Enter themselves. */
const CONTROLS = "button, a[href], input, textarea, select, summary, audio, [role='button'], [role='menuitem'], [contenteditable='true']";
const TYPING = "input, textarea, select, [contenteditable='true']";

/**
 * The card on screen and what the learner does with it: show the answer, pick
 * an option, rate. Keyed by card and answer count, so each showing starts
 * fresh (an undone card too). Owns the page's study keys while mounted.
 */
export function CardStage({ card, content, info, deckLabel, lastResult, onRate, announce }: CardStageProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const [pick, setPick] = useState<number | null>(null);
  const ratings = ratingsFor(info.two_buttons);
  const isChoice = content.type === "mcq" || content.type === "truefalse";
  const preselected = preselectedRating(pick === null ? null : isCorrectPick(content, pick));
  const intervals = useMemo(() => {
    try {
      return previewIntervals(card.schedule, info.settings, new Date());
    } catch {
      return {} as Partial<Record<TRating, string>>;
    }
  }, [card.schedule, info.settings]);
  const source = studySource(card);

  const cardRef = useRef<HTMLElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const rateRef = useRef<HTMLButtonElement>(null);

  const reveal = (picked: number | null = pick) => {
    if (isRevealed) return;
    setPick(picked);
    setIsRevealed(true);
    const verdict = picked === null ? null : isCorrectPick(content, picked);
    const prefix = verdict === null ? "" : verdict ? "Right. " : "Not quite. ";
    announce(`${prefix}Answer: ${spokenCard(content, card.ord, "answer", card.format)}`);
  };
  const rate = (rating: TRating) => onRate(rating, `${ratingButtonName(rating, intervals[rating])}.`);

  // Each showing is read out once, after what the last answer did.
  useEffect(() => {
    announce(`${lastResult ? `${lastResult} ` : ""}${spokenQuestion(card, content)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus follows the step: the Show answer button (or the card, where the learner picks), then the preselected rating.
  useEffect(() => {
    const target = isRevealed ? rateRef.current : isChoice ? cardRef.current : showRef.current;
    target?.focus({ preventScroll: false });
  }, [isRevealed, isChoice]);

  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(TYPING)) return;
    // Not while a menu, dialog or popover is open over the card.
    if (document.querySelector("[role='menu'], [role='dialog']")) return;
    const action = studyKeyAction(event, {
      isRevealed,
      cardType: content.type,
      ratings,
      preselected,
      isOnControl: Boolean(target?.closest(CONTROLS)),
    });
    // Undo is the session's (it works on the summary too).
    if (!action || action.type === "undo") return;
    event.preventDefault();
    if (action.type === "reveal") reveal();
    else if (action.type === "pick") reveal(action.index);
    else rate(action.rating);
  };
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyRef.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const rateKeys = ratings.length === 2 ? "1–2" : "1–4";
  return (
    <Stack gap="md">
      <StudyCardView
        card={card}
        content={content}
        isRevealed={isRevealed}
        pick={pick}
        onPick={(index) => reveal(index)}
        deckLabel={deckLabel}
        cardRef={cardRef}
        source={source ? <SourcePopover source={source} cardLabel="This card" /> : null}
      />
      <div className={classes.dock} data-docked-bar>
        {isRevealed ? (
          <AnswerBar ratings={ratings} intervals={intervals} preselected={preselected} onRate={rate} preselectedRef={rateRef} />
        ) : (
          <Button
            ref={showRef}
            size="lg"
            fullWidth
            onClick={() => reveal()}
            aria-keyshortcuts="Space Enter"
            rightSection={<Kbd className={classes.hideOnPhone}>Space</Kbd>}
          >
            {isChoice ? "Show answer without picking" : "Show answer"}
          </Button>
        )}
      </div>
      <Group justify="center" gap="md" className={classes.hideOnPhone} aria-hidden="true">
        <Text size="sm" c="dimmed">
          {isRevealed ? (
            <>
              <Kbd>{rateKeys}</Kbd> rate · <Kbd>Enter</Kbd> {RATING_LABELS[preselected]} · <Kbd>U</Kbd> undo
            </>
          ) : content.type === "mcq" ? (
            <>
              <Kbd>A</Kbd>–<Kbd>D</Kbd> pick · <Kbd>Space</Kbd> show answer · <Kbd>U</Kbd> undo
            </>
          ) : content.type === "truefalse" ? (
            <>
              <Kbd>T</Kbd> true · <Kbd>F</Kbd> false · <Kbd>U</Kbd> undo
            </>
          ) : (
            <>
              <Kbd>Space</Kbd> show answer · <Kbd>U</Kbd> undo
            </>
          )}
        </Text>
      </Group>
    </Stack>
  );
}

/** What the live region reads when a card appears. */
export function spokenQuestion(card: TStudyCard, content: TNoteContent): string {
  return `${card.schedule.state === "new" ? "New card" : "Card"}: ${spokenCard(content, card.ord, "question", card.format)}`;
}
