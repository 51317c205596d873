import { Typography } from "@mantine/core";
import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { renderMarkdown } from "../render-markdown.ts";
import classes from "./content.module.css";

/**
 * A content file's Markdown as styled prose. Links to other pages of the app
 * navigate inside it (no full reload); external ones open in a new tab.
 */
export function MarkdownBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A same-page fragment is left to the browser, which scrolls to the heading.
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  // The HTML comes from our own Markdown, rendered with raw HTML escaped and unsafe URLs dropped (render-markdown.ts).
  return <Typography className={classes.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
