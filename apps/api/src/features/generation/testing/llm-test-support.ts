import type { FakeChatRequest, FakeReply } from "../../../testing/fake-openai-server.ts";
import type { TExtractedDocument, TSection } from "../types.ts";
import type { TLlmLogger } from "../llm/generate-chunk-cards.ts";

/** Test helpers for the LLM generator: documents, scripted model answers, captured logs. */
export function makeDocument(sections: (string | Omit<TSection, "index">)[]): TExtractedDocument {
  const full = sections.map((section, index) => (typeof section === "string" ? { index, text: section } : { ...section, index }));
  const text = full.map((section) => section.text).join("\n\n");
  return {
    kind: "text",
    mime: "text/plain",
    pageCount: 0,
    sections: full,
    words: text.split(/\s+/).filter(Boolean).length,
    characters: text.length,
  };
}

/** The section texts the generator put into a request's user message, in order. */
export function sectionsIn(request: FakeChatRequest): string[] {
  const user = request.messages.find((message) => message.role === "user");
  const text = typeof user?.content === "string" ? user.content : JSON.stringify(user?.content);
  return [...text.matchAll(/<section[^>]*>\n([\s\S]*?)\n<\/section>/g)].map((match) => match[1]!);
}

export function cardsReply(cards: object[], usage?: FakeReply["usage"]): FakeReply {
  return { content: JSON.stringify({ cards }), ...(usage && { usage }) };
}

/** A well-behaved model: one qna card per section, quoting its first sentence. */
export function quoteFirstSentences(request: FakeChatRequest): FakeReply {
  return cardsReply(
    sectionsIn(request).map((text) => {
      const sentence = /^[^.!?]*[.!?]/.exec(text)?.[0] ?? text;
      return { type: "qna", quote: sentence, question: `What does this say: ${sentence.slice(0, 20)}?`, answer: sentence };
    }),
  );
}

export function captureLogs(): { logger: TLlmLogger; lines: { level: string; fields: object; message?: string }[]; text: () => string } {
  const lines: { level: string; fields: object; message?: string }[] = [];
  const at = (level: string) => (fields: object, message?: string) => lines.push({ level, fields, message });
  return { logger: { info: at("info"), warn: at("warn"), error: at("error") }, lines, text: () => JSON.stringify(lines) };
}
