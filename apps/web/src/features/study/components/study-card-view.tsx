import { Badge, Button, Group, Kbd, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { TNoteContent, TStudyCard } from "@mnemo/api-contract";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode, Ref } from "react";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import { NoteField, NoteHtml } from "@/components/note-html.tsx";
import { clozeHtml } from "@/lib/note-html.ts";
import { studyClozeParts } from "../utils/study-cloze.ts";
import { isCorrectPick } from "../utils/study-content.ts";
import classes from "./study.module.css";

const LETTERS = ["A", "B", "C", "D"] as const;

type StudyCardViewProps = {
  card: TStudyCard;
  content: TNoteContent;
  isRevealed: boolean;
  /** The learner's pick on a multiple-choice (0-3) or true/false (0 True, 1 False) card. */
  pick: number | null;
  onPick: (index: number) => void;
  /** The deck's name, shown when studying several decks. */
  deckLabel?: string | null;
  /** The source button, when the card has one. */
  source?: ReactNode;
  cardRef?: Ref<HTMLElement>;
};

/**
 * One card as studied: the question, and below it, once revealed, the answer
 * (the question stays in view, as Anki shows it). Multiple-choice and
 * true/false cards are answered by picking; the pick is then marked right or wrong.
 */
export function StudyCardView({ card, content, isRevealed, pick, onPick, deckLabel, source, cardRef }: StudyCardViewProps) {
  return (
    <article
      ref={cardRef}
      className={classes.card}
      tabIndex={-1}
      aria-label={`${isRevealed ? "Answer" : "Question"} side`}
      data-testid="study-card"
      data-revealed={isRevealed}
    >
      <div className={classes.cardTop}>
        <Group gap="xs" wrap="wrap">
          <CardTypeBadge type={card.type} source={card.source} />
          {deckLabel ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {deckLabel}
            </Text>
          ) : null}
        </Group>
        {source}
      </div>
      <Body content={content} ord={card.ord} isHtml={card.format === "html"} isRevealed={isRevealed} pick={pick} onPick={onPick} />
    </article>
  );
}

function Body({
  content,
  ord,
  isHtml,
  isRevealed,
  pick,
  onPick,
}: {
  content: TNoteContent;
  ord: number;
  /** An imported note: its fields are HTML, shown through the sanitiser (in a div, as HTML may hold blocks). */
  isHtml: boolean;
  isRevealed: boolean;
  pick: number | null;
  onPick: (index: number) => void;
}) {
  const block = isHtml ? "div" : "p";
  const field = (value: string) => <NoteField value={value} isHtml={isHtml} />;
  switch (content.type) {
    case "qna":
    case "manual": {
      const [front, back] = content.type === "qna" ? [content.question, content.answer] : [content.front, content.back];
      return (
        <>
          <Text component={block} m={0} className={classes.prose}>
            {field(front)}
          </Text>
          {isRevealed ? (
            <Answer>
              <Text component={block} m={0} className={classes.answerText}>
                {field(back)}
              </Text>
            </Answer>
          ) : null}
        </>
      );
    }
    case "clozedel":
      return isHtml ? (
        <Text component="div" m={0} className={classes.prose}>
          <NoteHtml html={clozeHtml(studyClozeParts(content.text, ord), { isRevealed, placeholder: "?" })} />
        </Text>
      ) : (
        <Text component="p" m={0} className={classes.prose}>
          {studyClozeParts(content.text, ord).map((part, index) =>
            part.kind === "text" ? (
              part.text
            ) : isRevealed ? (
              <mark key={index} className={classes.revealed}>
                {part.answer}
              </mark>
            ) : (
              <span key={index} className={classes.gap}>
                <VisuallyHidden>{part.hint ? `blank, hint: ${part.hint}` : "blank"}</VisuallyHidden>
                <span aria-hidden="true">{part.hint ?? "?"}</span>
              </span>
            ),
          )}
        </Text>
      );
    case "concept_fact_list":
      return (
        <>
          <Text component={block} m={0} className={classes.prose} fw={600}>
            {field(content.concept)}
          </Text>
          {isRevealed ? (
            <Answer>
              <ul className={classes.facts}>
                {content.facts.map((fact, index) => (
                  <li key={index}>
                    <Text component={block} className={classes.answerText}>
                      {field(fact)}
                    </Text>
                  </li>
                ))}
              </ul>
            </Answer>
          ) : (
            <Text c="dimmed">What do you know about it?</Text>
          )}
        </>
      );
    case "mcq":
      return (
        <>
          <Text component={block} m={0} className={classes.prose}>
            {field(content.question)}
          </Text>
          <Choices
            labels={content.options}
            isHtml={isHtml}
            keys={LETTERS}
            correct={content.correctIndex}
            pick={pick}
            isRevealed={isRevealed}
            onPick={onPick}
            groupLabel="Options"
          />
          {isRevealed ? <Verdict content={content} pick={pick} detail={content.explanation} isHtml={isHtml} /> : null}
        </>
      );
    case "truefalse":
      return (
        <>
          <Text component={block} m={0} className={classes.prose}>
            {field(content.statement)}
          </Text>
          <Choices
            labels={["True", "False"]}
            keys={["T", "F"]}
            correct={content.isTrue ? 0 : 1}
            pick={pick}
            isRevealed={isRevealed}
            onPick={onPick}
            groupLabel="True or false?"
            isRow
          />
          {isRevealed ? <Verdict content={content} pick={pick} detail={content.isTrue ? "" : content.correction} isHtml={isHtml} /> : null}
        </>
      );
  }
}

function Answer({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid="study-answer">
      <hr className={classes.divider} />
      {children}
    </Stack>
  );
}

type ChoicesProps = {
  labels: readonly string[];
  keys: readonly string[];
  correct: number;
  pick: number | null;
  isRevealed: boolean;
  onPick: (index: number) => void;
  groupLabel: string;
  isRow?: boolean;
  /** The labels are an imported note's HTML (never for True/False). */
  isHtml?: boolean;
};

/** Options to pick from; once revealed, the right one is marked, and a wrong pick too. */
function Choices({ labels, keys, correct, pick, isRevealed, onPick, groupLabel, isRow = false, isHtml = false }: ChoicesProps) {
  return (
    <ul className={classes.choices} aria-label={groupLabel} style={isRow ? { gridTemplateColumns: "1fr 1fr" } : undefined}>
      {labels.map((label, index) => {
        const isRight = isRevealed && index === correct;
        const isWrong = isRevealed && index === pick && index !== correct;
        const state = isRight ? " (correct answer)" : isWrong ? " (your answer, wrong)" : "";
        return (
          <li key={index}>
            <Button
              fullWidth
              variant={pick === index && !isRevealed ? "light" : "default"}
              className={`${classes.choice} ${isRight ? classes.choiceRight : ""} ${isWrong ? classes.choiceWrong : ""}`}
              leftSection={<Kbd className={classes.kbd}>{keys[index]}</Kbd>}
              rightSection={isRight ? <IconCheck size={18} aria-hidden="true" /> : isWrong ? <IconX size={18} aria-hidden="true" /> : null}
              aria-pressed={pick === index}
              // Still readable once revealed (not greyed out); a click then does nothing.
              aria-disabled={isRevealed || undefined}
              onClick={() => (isRevealed ? undefined : onPick(index))}
            >
              <NoteField value={label} isHtml={isHtml} isInline />
              <VisuallyHidden>{state}</VisuallyHidden>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Verdict({ content, pick, detail, isHtml }: { content: TNoteContent; pick: number | null; detail: string; isHtml: boolean }) {
  const correct = pick === null ? null : isCorrectPick(content, pick);
  return (
    <Stack gap="xs" data-testid="study-answer">
      {correct === null ? null : (
        <Badge size="lg" variant="light" color={correct ? "green" : "red"} tt="none" style={{ alignSelf: "flex-start" }}>
          {correct ? "Right" : "Not quite"}
        </Badge>
      )}
      {detail ? (
        <Text component={isHtml ? "div" : "p"} m={0} className={classes.answerText}>
          <NoteField value={detail} isHtml={isHtml} />
        </Text>
      ) : null}
    </Stack>
  );
}
