import { useEffect, useMemo, useState } from "react";
import type * as SanitizeNoteHtml from "../lib/sanitize-note-html.ts";
import classes from "./note-html.module.css";

type Sanitizer = typeof SanitizeNoteHtml;

// The sanitiser (DOMPurify) loads with the first HTML note shown: only imported notes have HTML, so
// the first load of every page stays without it (bench:web's budget).
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import("../lib/sanitize-note-html.ts").then((module) => (sanitizer = module));
  return loading;
}

type NoteHtmlProps = {
  /** A field of an imported note ("html" format), sanitised here before it reaches the page. */
  html: string;
  /** Inside a line (an option, a button): a span instead of a block. */
  isInline?: boolean;
  className?: string | undefined;
  /** Pictures and sounds as "[picture]" and "[sound]": an import's preview, whose files are not saved yet. */
  mediaAsText?: boolean;
};

/** One field of an imported note with its formatting, pictures and sounds, through the browser's own sanitiser. */
export function NoteHtml({ html, isInline = false, className, mediaAsText = false }: NoteHtmlProps) {
  const [loaded, setLoaded] = useState<Sanitizer | null>(() => sanitizer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadSanitizer().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  const safe = useMemo(() => (loaded ? loaded.sanitizeNoteHtml(html, { mediaAsText }) : null), [loaded, html, mediaAsText]);
  const Component = isInline ? "span" : "div";
  if (safe === null) {
    return <Component className={className ? `${classes.html} ${className}` : classes.html} data-note-html aria-busy="true" />;
  }
  return (
    <Component
      className={className ? `${classes.html} ${className}` : classes.html}
      data-note-html
      // Sanitised above by DOMPurify with the allow-list of lib/sanitize-note-html.ts.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** A note's field: plain text as written, or (an imported note's) HTML through the sanitiser. */
export function NoteField({ value, isHtml, isInline = false }: { value: string; isHtml: boolean; isInline?: boolean }) {
  return isHtml ? <NoteHtml html={value} isInline={isInline} /> : <>{value}</>;
}
