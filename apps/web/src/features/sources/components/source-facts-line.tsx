import { Text } from "@mantine/core";
import type { TSourceSummary } from "@mnemo/api-contract";
import { Fragment } from "react";
import { formatSize } from "../utils/format-size.ts";
import { formatSourceDate, sourceLength } from "../utils/source-facts.ts";

/** "93 words · 1 KB · added 29 Nov 2026"; each fact wraps as a whole, so a date never breaks over two lines. */
export function SourceFactsLine({ source }: { source: Pick<TSourceSummary, "kind" | "pages" | "words" | "size_bytes" | "created_at"> }) {
  const date = formatSourceDate(source.created_at);
  const facts = [sourceLength(source), formatSize(source.size_bytes), date ? `added ${date}` : ""].filter(Boolean);
  return (
    <Text size="sm" c="dimmed">
      {facts.map((fact, index) => (
        <Fragment key={fact}>
          {index > 0 ? " · " : null}
          <span style={{ whiteSpace: "nowrap" }}>{fact}</span>
        </Fragment>
      ))}
    </Text>
  );
}
