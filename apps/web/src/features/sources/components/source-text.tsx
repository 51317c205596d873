import { Alert, Badge, Group, Mark, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TSourceSection } from "@mnemo/api-contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { Fragment, useEffect, useRef } from "react";
import { HEADING_SIZES, headingOrder } from "../utils/heading-order.ts";
import { splitAroundSpan, type SourceSpan } from "../utils/highlight-span.ts";
import { sectionParagraphs } from "../utils/section-paragraphs.ts";
import { groupSectionsByPlace } from "../utils/section-places.ts";
import classes from "./source-text.module.css";

type SourceTextProps = {
  sections: readonly TSourceSection[];
  /** The span to highlight and scroll to (a card's quote), if any. */
  span: SourceSpan | null;
};

const PART_LABELS: Record<NonNullable<TSourceSection["part"]>, string | null> = { body: null, table: "Table", notes: "Speaker notes" };

/**
 * A source's text page by page or slide by slide: "Page 3" headings, the
 * headings found in it as headings at their level (h3 and h4 under a page,
 * h2 to h4 in text without pages; the page's h1 stays its title), paragraphs
 * as paragraphs and list lines as lines. Everything is rendered as text,
 * never as HTML. The span in the URL is marked and scrolled into view once
 * the text is there.
 */
export function SourceText({ sections, span }: SourceTextProps) {
  const textRef = useRef<HTMLDivElement>(null);
  const groups = groupSectionsByPlace(sections);
  const isSpanMissing = span !== null && !sections.some((section) => section.index === span.section);

  useEffect(() => {
    // The first mark: a span may run over several paragraphs, each with its own.
    textRef.current?.querySelector("[data-source-highlight]")?.scrollIntoView({ block: "center" });
  }, [span?.section, span?.start, span?.end]);

  if (sections.length === 0) {
    return <Text c="dimmed">No text was found in this source.</Text>;
  }

  return (
    <Stack gap="md" className={classes.text} ref={textRef}>
      {isSpanMissing ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden="true" />}>
          The quoted passage is not in this source's text any more; here is the whole text.
        </Alert>
      ) : null}
      {groups.map((group, groupIndex) => (
        <Paper
          component="section"
          key={group.sections[0]?.index ?? groupIndex}
          aria-labelledby={`source-place-${groupIndex}`}
          withBorder
          radius="md"
          p={{ base: "md", sm: "xl" }}
        >
          {group.place ? (
            <Title order={2} size="h4" id={`source-place-${groupIndex}`} className={classes.place}>
              {group.place}
            </Title>
          ) : (
            <VisuallyHidden>
              <h2 id={`source-place-${groupIndex}`}>Text</h2>
            </VisuallyHidden>
          )}
          <Stack gap="sm">
            {group.sections.map((section, sectionIndex) => {
              const previous = group.sections[sectionIndex - 1];
              const heading = section.heading?.trim();
              const showHeading = heading && heading !== previous?.heading?.trim();
              const order = headingOrder({ level: section.level, isUnderPlace: group.place !== null });
              const partLabel = section.part ? PART_LABELS[section.part] : null;
              const sectionSpan = span?.section === section.index ? span : null;
              return (
                <div
                  key={section.index}
                  data-section-index={section.index}
                  className={section.part === "table" ? classes.table : undefined}
                >
                  {showHeading ? (
                    <Title order={order} size={HEADING_SIZES[order]} className={classes.heading}>
                      {heading}
                    </Title>
                  ) : null}
                  {partLabel || section.ocr ? (
                    <Group gap={6} mb={4}>
                      {partLabel ? (
                        <Badge variant="light" color="gray" size="sm">
                          {partLabel}
                        </Badge>
                      ) : null}
                      {section.ocr ? (
                        <Badge variant="light" color="orange" size="sm" title="Read from an image: it may contain mistakes">
                          Read by OCR
                        </Badge>
                      ) : null}
                    </Group>
                  ) : null}
                  {sectionParagraphs(section.text).map((paragraph) => (
                    <p key={paragraph.offset} className={classes.paragraph}>
                      {splitAroundSpan(paragraph.text, paragraph.offset, sectionSpan).map((piece, pieceIndex) =>
                        piece.isMarked ? (
                          <Mark key={pieceIndex} data-source-highlight="" className={classes.mark}>
                            {piece.text}
                          </Mark>
                        ) : (
                          <Fragment key={pieceIndex}>{piece.text}</Fragment>
                        ),
                      )}
                    </p>
                  ))}
                </div>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
