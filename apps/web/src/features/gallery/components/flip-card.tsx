import { Group, Text } from "@mantine/core";
import type { TNoteContent } from "@mnemo/api-contract";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { CARD_TYPE_SHORT_LABELS, CardTypeBadge } from "@/components/card-type-badge.tsx";
import { cardFaces } from "@mnemo/api-contract";

export type CardSide = "front" | "back";
/** Draws one side of a card; the app's own card face is passed in by the route (features don't import each other). */
export type RenderCardFace = (content: TNoteContent, side: CardSide) => ReactNode;

const renderTextFace: RenderCardFace = (content, side) => <span className="flip-card-text">{cardFaces(content)[side]}</span>;

/**
 * A flashcard that turns over on a click, Space or Enter. It is a focusable
 * role="button"; only the face showing is exposed to assistive tech, and a
 * live region says which side is up.
 */
export function FlipCard({ content, renderFace = renderTextFace }: { content: TNoteContent; renderFace?: RenderCardFace | undefined }) {
  const [side, setSide] = useState<CardSide>("front");
  const [hasFlipped, setHasFlipped] = useState(false);
  const label = CARD_TYPE_SHORT_LABELS[content.type];
  const flip = () => {
    setHasFlipped(true);
    setSide((current) => (current === "front" ? "back" : "front"));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    // Space would otherwise scroll the page.
    event.preventDefault();
    if (!event.repeat) flip();
  };
  return (
    <div>
      <div
        role="button"
        tabIndex={0}
        className="flip-card"
        data-side={side}
        data-card-type={content.type}
        onClick={flip}
        onKeyDown={onKeyDown}
      >
        <div className="flip-card-inner">
          {(["front", "back"] as const).map((face) => (
            <div key={face} className={`flip-card-face flip-card-${face}`} aria-hidden={side !== face}>
              <Group justify="space-between" gap="xs">
                <Text span size="xs" tt="uppercase" fw={700} c="dimmed">
                  {face === "front" ? "Front" : "Back"}
                </Text>
                <CardTypeBadge type={content.type} />
              </Group>
              <div className="flip-card-body">{renderFace(content, face)}</div>
              <span className="flip-card-hint" aria-hidden="true">
                {face === "front" ? "Click, or press Space or Enter, to see the back" : "Flip again for the front"}
              </span>
            </div>
          ))}
        </div>
      </div>
      {/* The button's name is the face showing; this says when it changed. */}
      <div className="visually-hidden" aria-live="polite">
        {hasFlipped ? `Showing the ${side} of the ${label} card` : ""}
      </div>
    </div>
  );
}
