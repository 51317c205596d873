import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardTypeBadge } from "./card-type-badge.tsx";

const badgeText = (element: React.ReactElement) =>
  renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, "")
    .trim();

/** A diagram card's stored source (make-diagram-cards.ts): the diagram and node it came from, and its picture. */
const diagramSource = {
  sectionIndex: 0,
  quote: "Mitoc",
  start: 0,
  end: 5,
  diagram: {
    fileKey: "k1",
    nodeId: "m",
    spans: [],
    picture: { image: "a.png", label: "Mitochondria", box: { left: 0.1, top: 0.1, width: 0.2, height: 0.1 } },
  },
};

describe("a card's type badge", () => {
  it("names a free-form card made from a diagram as such, not as written by the learner", () => {
    expect(badgeText(<CardTypeBadge type="manual" source={diagramSource} />)).toBe("From a diagram");
    expect(badgeText(<CardTypeBadge type="manual" source={{ quote: "typed" }} />)).toBe("Written by you");
    expect(badgeText(<CardTypeBadge type="manual" />)).toBe("Written by you");
    // A card of a type made from a diagram's branch keeps its type's name.
    expect(badgeText(<CardTypeBadge type="qna" source={diagramSource} />)).toBe("Q&amp;A");
  });
});
