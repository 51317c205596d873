import { Badge, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import type { TNoteContent } from "@mnemo/api-contract";
import { clozeSegments } from "../utils/cloze-segments.ts";
import classes from "./card-face.module.css";

const LETTERS = ["A", "B", "C", "D"] as const;

type CardFaceProps = { content: TNoteContent; side: "front" | "back"; size?: "sm" | "md" | "lg" };

/** One side of a card, laid out for its type: options for multiple choice, gaps for cloze, a list for facts. */
export function CardFace({ content, side, size = "md" }: CardFaceProps) {
  return side === "front" ? <Front content={content} size={size} /> : <Back content={content} size={size} />;
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

function Front({ content, size }: { content: TNoteContent; size: CardFaceProps["size"] }) {
  switch (content.type) {
    case "manual":
      return <Prose size={size}>{content.front}</Prose>;
    case "qna":
      return <Prose size={size}>{content.question}</Prose>;
    case "mcq":
      return (
        <Stack gap="sm">
          <Prose size={size}>{content.question}</Prose>
          <ol className={classes.options}>
            {content.options.map((option, index) => (
              <li key={index} className={classes.option}>
                <span className={classes.letter} aria-hidden="true">
                  {LETTERS[index]}
                </span>
                <Text size="sm" className={classes.text}>
                  {option}
                </Text>
              </li>
            ))}
          </ol>
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

function Back({ content, size }: { content: TNoteContent; size: CardFaceProps["size"] }) {
  switch (content.type) {
    case "manual":
      return <Prose size={size}>{content.back}</Prose>;
    case "qna":
      return <Prose size={size}>{content.answer}</Prose>;
    case "mcq":
      return (
        <Stack gap="xs">
          <Prose size={size} fw={600}>
            {LETTERS[content.correctIndex]}. {content.options[content.correctIndex]}
          </Prose>
          {content.explanation ? <Detail size={size}>{content.explanation}</Detail> : null}
        </Stack>
      );
    case "truefalse":
      return (
        <Stack gap="xs" align="flex-start">
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
        <ul className={classes.facts}>
          {content.facts.map((fact, index) => (
            <li key={index}>
              <Detail size={size}>{fact}</Detail>
            </li>
          ))}
        </ul>
      );
  }
}
