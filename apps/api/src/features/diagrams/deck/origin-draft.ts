import type { TDiagramGraph, TDiagramKind, TDiagramNodeOrigin } from "@mnemo/api-contract";
import { GraphDraft, type TNodeDraft } from "../build/graph-draft.ts";

/** A node keeps at most this many note ids (the contract's limit). */
const MAX_NOTE_IDS = 50;

/**
 * The offline builders' draft (ids in the order nodes are added, labels cut,
 * details and sources kept within the limits) for graphs that are not drawn
 * from a source by rules: each node says where it came from (a deck's card, a
 * model's node with or without its quote found) and the cards it was made
 * from, and the graph names its generator.
 */
export class OriginDraft extends GraphDraft {
  private readonly tags = new Map<string, { origin: TDiagramNodeOrigin; noteIds: string[] }>();
  private root: string | undefined;

  constructor(
    kind: TDiagramKind,
    title: string,
    private readonly generator: string,
    private readonly origin: TDiagramNodeOrigin,
  ) {
    super(kind, title);
  }

  add(draft: TNodeDraft, { origin = this.origin, noteIds = [] }: { origin?: TDiagramNodeOrigin; noteIds?: string[] } = {}): string {
    const id = this.addNode(draft);
    this.tags.set(id, { origin, noteIds });
    return id;
  }

  /** Marks a node made earlier as also said by the source (a model's node met again, its quote found this time). */
  retag(id: string, origin: TDiagramNodeOrigin): void {
    const tag = this.tags.get(id);
    if (tag) tag.origin = origin;
  }

  setRoot(id: string): void {
    this.root = id;
  }

  toTaggedGraph(): TDiagramGraph {
    const graph = this.toGraph(this.root);
    const nodes = graph.nodes.map((node) => {
      const tag = this.tags.get(node.id);
      return { ...node, origin: tag?.origin ?? this.origin, note_ids: (tag?.noteIds ?? []).slice(0, MAX_NOTE_IDS) };
    });
    return { ...graph, generator: this.generator, nodes };
  }
}
