import { Badge, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import type { TNoteContent } from "@mnemo/api-contract";
import { IconCheck } from "@tabler/icons-react";
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
};

/**
 * One side of a card, laid out for its type: options for multiple choice, gaps
 * for cloze, a list for facts. A back on its own (the viewer, studying) first
 * repeats what it answers: the question, the statement, the concept.
 */
export function CardFace({ content, side, size = "md", isAnswerShown = false, isCompact = false }: CardFaceProps) {
  return side === "front" ? (
    <Front content={content} size={size} isAnswerShown={isAnswerShown} />
  ) : (
    <Back content={content} size={size} isCompact={isCompact} />
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
              {option}
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

function Prose({ children, size, fw }: { children: ReactNode; size: CardFaceProps["size"]; fw?: number }) {
  return (
    <Text className={classes.text} size={size} fw={fw}>
      {children}
    </Text>
  );
}

/** Secondary text on the answer side (an explanation, a correction), a step smaller than the answer. */
function Detail({ children, size }: { children: ReactNode; size: CardFaceProps["size"] }) {
  return (
    <Text className={classes.text} size={size === "lg" ? "md" : "sm"}>
      {children}
    </Text>
  );
}

function Prompt({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Front({ content, size, isAnswerShown }: { content: TNoteContent; size: CardFaceProps["size"]; isAnswerShown: boolean }) {
  switch (content.type) {
    case "manual":
      return <Prose size={size}>{content.front}</Prose>;
    case "qna":
      return <Prose size={size}>{content.question}</Prose>;
    case "mcq":
      return (
        <Stack gap="sm">
          <Prose size={size}>{content.question}</Prose>
          <Options options={content.options} correctIndex={isAnswerShown ? content.correctIndex : null} />
        </Stack>
      );
    case "truefalse":
      return (
        <Stack gap={6}>
          <Prose size={size}>{content.statement}</Prose>
          <Prompt>True or false?</Prompt>
        </Stack>
      );
    case "clozedel":
      return (
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
            {content.concept}
          </Prose>
          <Prompt>What do you know about it?</Prompt>
        </Stack>
      );
  }
}

function Back({ content, size, isCompact }: { content: TNoteContent; size: CardFaceProps["size"]; isCompact: boolean }) {
  switch (content.type) {
    case "manual":
      return <Prose size={size}>{content.back}</Prose>;
    case "qna":
      return <Prose size={size}>{content.answer}</Prose>;
    case "mcq":
      return (
        <Stack gap="xs">
          {isCompact ? null : <Prompt>{content.question}</Prompt>}
          {isCompact ? (
            <Prose size={size} fw={600}>
              {LETTERS[content.correctIndex]}. {content.options[content.correctIndex]}
            </Prose>
          ) : (
            <Options options={content.options} correctIndex={content.correctIndex} />
          )}
          {content.explanation ? <Detail size={size}>{content.explanation}</Detail> : null}
        </Stack>
      );
    case "truefalse":
      return (
        <Stack gap="xs" align="flex-start">
          {isCompact ? null : <Prompt>{content.statement}</Prompt>}
          <Badge size="lg" variant="light" color={content.isTrue ? "teal" : "red"} tt="none">
            {content.isTrue ? "True" : "False"}
          </Badge>
          {content.correction ? <Detail size={size}>{content.correction}</Detail> : null}
        </Stack>
      );
    case "clozedel":
      return (
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
              {content.concept}
            </Prose>
          )}
          <ul className={classes.facts}>
            {content.facts.map((fact, index) => (
              <li key={index}>
                <Detail size={size}>{fact}</Detail>
              </li>
            ))}
          </ul>
        </Stack>
      );
  }
}
