import { Badge, Stack, Text, VisuallyHidden } from "@mantine/core";
import { createContext, useContext, type ReactNode } from "react";
import type { TNoteContent, TNoteFormat } from "@mnemo/api-contract";
import { IconCheck } from "@tabler/icons-react";
import { NoteField, NoteHtml } from "@/components/note-html.tsx";
import { clozeHtml } from "@/lib/note-html.ts";
import { clozeSegments } from "../utils/cloze-segments.ts";
import classes from "./card-face.module.css";

const LETTERS = ["A", "B", "C", "D"] as const;

type CardFaceProps = {
  content: TNoteContent;
  side: "front" | "back";
  size?: "sm" | "md" | "lg";
  /** The front of a list whose answers are shown: the correct option is marked there. */
  isAnswerShown?: boolean;
  /** A back beside its front (lists): the correct option alone, not all four again. */
  isCompact?: boolean;
  /** "html": an imported note whose fields are HTML, shown through the sanitiser. */
  format?: TNoteFormat | undefined;
};

/** Whether the card's fields are HTML (an imported note), for every field below. */
const IsHtmlContext = createContext(false);

/** One field's words: plain text as written, or an imported note's HTML through the sanitiser. */
function Field({ value, isInline = false }: { value: string; isInline?: boolean }) {
  return <NoteField value={value} isHtml={useContext(IsHtmlContext)} isInline={isInline} />;
}

/**
 * One side of a card, laid out for its type: options for multiple choice, gaps
 * for cloze, a list for facts. A back on its own (the viewer, studying) first
 * repeats what it answers: the question, the statement, the concept.
 */
export function CardFace({ content, side, size = "md", isAnswerShown = false, isCompact = false, format }: CardFaceProps) {
  return (
    <IsHtmlContext.Provider value={format === "html"}>
      {side === "front" ? (
        <Front content={content} size={size} isAnswerShown={isAnswerShown} />
      ) : (
        <Back content={content} size={size} isCompact={isCompact} />
      )}
    </IsHtmlContext.Provider>
  );
}

/** The four options, the correct one marked (in words for screen readers) when it may be shown. */
function Options({ options, correctIndex }: { options: readonly string[]; correctIndex: number | null }) {
  return (
    <ol className={classes.options}>
      {options.map((option, index) => {
        const isCorrect = index === correctIndex;
        return (
          <li key={index} className={classes.option} data-correct={isCorrect || undefined}>
            <span className={classes.letter} aria-hidden="true">
              {LETTERS[index]}
            </span>
            <Text size="sm" className={classes.text} fw={isCorrect ? 600 : undefined}>
              <Field value={option} isInline />
              {isCorrect ? (
                <>
                  <IconCheck size={16} stroke={2.5} aria-hidden="true" className={classes.check} />
                  <VisuallyHidden> (correct answer)</VisuallyHidden>
                </>
              ) : null}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}

/** A field as the card's main text; an imported note's HTML may hold blocks, so it sits in a div, not a p. */
function Prose({ children, size, fw }: { children: ReactNode; size: CardFaceProps["size"]; fw?: number }) {
  const isHtml = useContext(IsHtmlContext);
  return (
    <Text component={isHtml ? "div" : "p"} className={classes.text} size={size} fw={fw}>
      {children}
    </Text>
  );
}

/** Secondary text on the answer side (an explanation, a correction), a step smaller than the answer. */
function Detail({ children, size }: { children: ReactNode; size: CardFaceProps["size"] }) {
  const isHtml = useContext(IsHtmlContext);
  return (
    <Text component={isHtml ? "div" : "p"} className={classes.text} size={size === "lg" ? "md" : "sm"}>
      {children}
    </Text>
  );
}

function Prompt({ children }: { children: ReactNode }) {
  const isHtml = useContext(IsHtmlContext);
  return (
    <Text component={isHtml ? "div" : "p"} size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** An imported cloze note: its HTML with every gap hidden (front) or shown (back). */
function HtmlCloze({ text, isRevealed, size }: { text: string; isRevealed: boolean; size: CardFaceProps["size"] }) {
  const parts = clozeSegments(text).map((segment) =>
    segment.kind === "text" ? segment : { kind: "gap" as const, answer: segment.answer, hint: segment.hint },
  );
  return (
    <Prose size={size}>
      <NoteHtml html={clozeHtml(parts, { isRevealed })} />
    </Prose>
  );
}

function Front({ content, size, isAnswerShown }: { content: TNoteContent; size: CardFaceProps["size"]; isAnswerShown: boolean }) {
  const isHtml = useContext(IsHtmlContext);
  switch (content.type) {
    case "manual":
      return (
        <Prose size={size}>
          <Field value={content.front} />
        </Prose>
      );
    case "qna":
      return (
        <Prose size={size}>
          <Field value={content.question} />
        </Prose>
      );
    case "mcq":
      return (
        <Stack gap="sm">
          <Prose size={size}>
            <Field value={content.question} />
          </Prose>
          <Options options={content.options} correctIndex={isAnswerShown ? content.correctIndex : null} />
        </Stack>
      );
    case "truefalse":
      return (
        <Stack gap={6}>
          <Prose size={size}>
            <Field value={content.statement} />
          </Prose>
          <Prompt>True or false?</Prompt>
        </Stack>
      );
    case "clozedel":
      return isHtml ? (
        <HtmlCloze text={content.text} isRevealed={false} size={size} />
      ) : (
        <Prose size={size}>
          {clozeSegments(content.text).map((segment, index) =>
            segment.kind === "text" ? (
              segment.text
            ) : (
              <span key={index} className={classes.gap}>
                <VisuallyHidden>{segment.hint ? `blank, hint: ${segment.hint}` : "blank"}</VisuallyHidden>
                <span aria-hidden="true">{segment.hint ?? "…"}</span>
              </span>
            ),
          )}
        </Prose>
      );
    case "concept_fact_list":
      return (
        <Stack gap={6}>
          <Prose size={size} fw={600}>
            <Field value={content.concept} />
          </Prose>
          <Prompt>What do you know about it?</Prompt>
        </Stack>
      );
  }
}

function Back({ content, size, isCompact }: { content: TNoteContent; size: CardFaceProps["size"]; isCompact: boolean }) {
  const isHtml = useContext(IsHtmlContext);
  switch (content.type) {
    case "manual":
      return (
        <Prose size={size}>
          <Field value={content.back} />
        </Prose>
      );
    case "qna":
      return (
        <Prose size={size}>
          <Field value={content.answer} />
        </Prose>
      );
    case "mcq":
      return (
        <Stack gap="xs">
          {isCompact ? null : (
            <Prompt>
              <Field value={content.question} />
            </Prompt>
          )}
          {isCompact ? (
            <Prose size={size} fw={600}>
              {LETTERS[content.correctIndex]}. <Field value={content.options[content.correctIndex] ?? ""} isInline />
            </Prose>
          ) : (
            <Options options={content.options} correctIndex={content.correctIndex} />
          )}
          {content.explanation ? (
            <Detail size={size}>
              <Field value={content.explanation} />
            </Detail>
          ) : null}
        </Stack>
      );
    case "truefalse":
      return (
        <Stack gap="xs" align="flex-start">
          {isCompact ? null : (
            <Prompt>
              <Field value={content.statement} />
            </Prompt>
          )}
          <Badge size="lg" variant="light" color={content.isTrue ? "teal" : "red"} tt="none">
            {content.isTrue ? "True" : "False"}
          </Badge>
          {content.correction ? (
            <Detail size={size}>
              <Field value={content.correction} />
            </Detail>
          ) : null}
        </Stack>
      );
    case "clozedel":
      return isHtml ? (
        <HtmlCloze text={content.text} isRevealed size={size} />
      ) : (
        <Prose size={size}>
          {clozeSegments(content.text).map((segment, index) =>
            segment.kind === "text" ? (
              segment.text
            ) : (
              <mark key={index} className={classes.answer}>
                {segment.answer}
              </mark>
            ),
          )}
        </Prose>
      );
    case "concept_fact_list":
      return (
        <Stack gap={6}>
          {isCompact ? null : (
            <Prose size={size} fw={600}>
              <Field value={content.concept} />
            </Prose>
          )}
          <ul className={classes.facts}>
            {content.facts.map((fact, index) => (
              <li key={index}>
                <Detail size={size}>
                  <Field value={fact} />
                </Detail>
              </li>
            ))}
          </ul>
        </Stack>
      );
  }
}
