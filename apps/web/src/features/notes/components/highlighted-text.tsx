import { Mark } from "@mantine/core";
import { Fragment } from "react";
import { highlightSegments } from "../utils/highlight.ts";

/** `text` with every match of `query` marked (<mark>, which screen readers may announce as highlighted). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.isMatch ? <Mark key={index}>{segment.text}</Mark> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  );
}
