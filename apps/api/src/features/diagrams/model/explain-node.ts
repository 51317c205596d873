import { countWords, effectivePlan, planAllowance, type TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { z } from "zod";
import { AppError } from "../../../lib/app-error.ts";
import { requestModelText, requestWithRetries } from "../../../lib/model-text.ts";
import { describeFailure } from "../../../lib/retry-policy.ts";
import { chargeWords, refundWords } from "../../plan/charge-words.ts";
import { getSubscription } from "../../plan/get-subscription.ts";
import { usagePeriodStart } from "../../plan/usage-period.ts";
import { storedGraph } from "../diagram-dto.ts";
import { diagramNotFound, diagramNotReady } from "../diagram-errors.ts";
import { findDiagram } from "../get-diagram.ts";
import type { TDiagramModel } from "./diagram-model.ts";
import { buildExplainPrompt, EXPLAIN_INSTRUCTIONS, explainPassages } from "./explain-prompt.ts";

/** The learner is waiting in the node panel: past this the explanation fails (and its words are given back). */
export const EXPLAIN_TIMEOUT_MS = 45_000;
/** The longest explanation kept: a few sentences were asked for. */
const MAX_EXPLANATION_CHARS = 1_500;
const NOT_CHARGED = "Nothing was taken from your monthly quota; please try again in a few minutes.";

export function explainNeedsModel(): AppError {
  return new AppError("DIAGRAM_NO_MODEL", {
    message:
      "Explaining a node needs a model: set LLM_BASE_URL and LLM_MODEL on this server (docs/local-models.md). The node's source passage is in its panel.",
  });
}

/**
 * "Explain this node": a few sentences from the configured model, grounded
 * only in the node's source passages (its spans' quotes are all it is sent,
 * with the node's label). Counted against the monthly words like any model
 * generation: the passages' words are charged before the model is asked (one
 * conditional update: QUOTA_EXCEEDED when they do not fit) and given back
 * when it gives no explanation.
 *
 * Errors: 409 DIAGRAM_NO_MODEL without a model; 404 DIAGRAM_NOT_FOUND for an
 * unknown or another learner's diagram or node; 409 DIAGRAM_NOT_READY while
 * the diagram is being made; 422 DIAGRAM_NOTHING_TO_DRAW for a node without
 * source passages (made by hand or added by the model); 402 QUOTA_EXCEEDED;
 * 502 GENERATION_FAILED when the model fails, refuses or does not answer.
 */
export async function explainDiagramNode(
  {
    userId,
    fileKey,
    nodeId,
    model,
    plans,
    now = new Date(),
  }: { userId: string; fileKey: string; nodeId: string; model: TDiagramModel | undefined; plans: readonly TPlan[]; now?: Date },
  db: Db,
): Promise<{ text: string }> {
  if (!model) throw explainNeedsModel();
  const row = await findDiagram({ userId, fileKey }, db);
  const graph = storedGraph(row.graph);
  if (!graph) throw diagramNotReady();
  const node = graph.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) throw diagramNotFound();
  const passages = explainPassages(node);
  if (passages.length === 0) {
    throw new AppError("DIAGRAM_NOTHING_TO_DRAW", {
      message: `"${node.label}" is not tied to a passage of its source (it was written by hand or added by the model), so there is nothing to explain it from.`,
    });
  }
  const words = Math.max(1, countWords(passages.join("\n")));
  const period = usagePeriodStart(now);
  const allowance = planAllowance(effectivePlan(plans, await getSubscription({ userId }, db), now));
  await chargeWords({ userId, words, limit: allowance.wordsPerMonth, period }, db);
  try {
    return { text: await askForExplanation(model, node.label, passages) };
  } catch (error) {
    await refundWords({ userId, words, period }, db);
    throw error;
  }
}

async function askForExplanation({ name, context }: TDiagramModel, label: string, passages: string[]): Promise<string> {
  const signal = AbortSignal.timeout(EXPLAIN_TIMEOUT_MS);
  const documentText = passages.join("\n");
  const log = { model: name, passages: passages.length };
  const failed = (why: string, message: string) =>
    new AppError("GENERATION_FAILED", {
      message: `Explain node: ${message}`,
      userMessage: `The AI model (${name}) could not explain this node: ${why}. ${NOT_CHARGED}`,
    });
  const sent = await requestWithRetries(context, {
    // Plain text whatever mode the server was last known to take: the answer is prose, never JSON.
    request: () =>
      requestModelText({
        model: context.model,
        instructions: EXPLAIN_INSTRUCTIONS,
        prompt: buildExplainPrompt(label, passages),
        mode: "text",
        schema: { schema: z.string(), name: "explanation" },
        timeoutMs: context.timeoutMs,
        signal,
      }),
    state: { retries: 0 },
    label: "explain node",
    log,
    documentText,
    signal,
  }).catch((error: unknown) => {
    // Only the time limit rejects here (requestWithRetries answers every other failure).
    context.logger.warn({ ...log, ...describeFailure(error, { secret: context.apiKey, documentText }) }, "explain node: no answer in time");
    throw failed("it did not answer in time", `no answer within ${EXPLAIN_TIMEOUT_MS} ms`);
  });
  if ("failed" in sent) {
    context.logger.warn({ ...log, ...sent.failure }, "explain node: the model failed");
    throw failed(sent.failed === "fatal" ? "its server refused the request" : "its server kept failing", sent.failure.error);
  }
  const { answer } = sent;
  if ("refusal" in answer) throw failed("it declined the request", "the model refused");
  const text = answer.text.replace(/\s+\n/g, "\n").trim();
  if (text === "") throw failed("it sent back an empty answer", `empty answer (finish reason ${answer.finishReason})`);
  context.logger.info({ ...log, inputTokens: answer.tokens.input, outputTokens: answer.tokens.output }, "explain node: explained");
  return text.length <= MAX_EXPLANATION_CHARS ? text : `${text.slice(0, MAX_EXPLANATION_CHARS - 1).trimEnd()}…`;
}
