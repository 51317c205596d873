import type { WinkMethods } from "wink-nlp";

/**
 * The wink pipeline, built on first use and then shared. Building it costs
 * about a second (the model is ~4 MB of JavaScript to parse and unpack), so the
 * API does not pay for it at boot unless a job runner calls this to warm up.
 * Only sentence boundaries, part-of-speech tags and the model's entities are
 * used; negation and sentiment are left out of the pipe.
 */
let loading: Promise<WinkMethods> | undefined;

export function loadNlp(): Promise<WinkMethods> {
  loading ??= (async () => {
    const [{ default: winkNLP }, { default: model }] = await Promise.all([import("wink-nlp"), import("wink-eng-lite-web-model")]);
    return winkNLP(model, ["sbd", "pos", "ner"]);
  })().catch((error: unknown) => {
    // A failed load must not poison every later run.
    loading = undefined;
    throw error;
  });
  return loading;
}
