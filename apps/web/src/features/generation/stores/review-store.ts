import type { TCandidateSection, TCardCandidate, TGeneratedContent } from "@mnemo/api-contract";

/** One candidate on the review screen: what the server said, and whether the learner has it ticked. */
export type TReviewItem = {
  candidate: TCardCandidate;
  /** Its job (a text made in parts has several). */
  jobId: string;
  /** Its place in review order (0 the first row), and its section's key. */
  index: number;
  sectionKey: string;
  ticked: boolean;
};

/**
 * A section of the review: its key (job and outline section), title, job, outline section index, rows in order, and
 * whether it offers "More from this section" (not a text learned by heart: its lines are all made already).
 */
export type TReviewSection = { key: string; title: string; jobId: string; index: number; ids: string[]; offersMore: boolean };

export type TReviewCounts = { total: number; ticked: number; dropped: number };

type Listener = () => void;

/** What a row draws: its item, whether it is the active row, whether it is open for editing. */
export type TReviewRow = { item: TReviewItem; isActive: boolean; isEditing: boolean };

/**
 * The review screen's state outside React, so a key press re-renders only the rows it changes: each row
 * subscribes to its own id (useReviewItem), the counts to the whole (useReviewCounts). Moving with J/K
 * touches two rows, ticking one row and the counts, "accept the section" that section's rows.
 */
export class ReviewStore {
  private items = new Map<string, TReviewItem>();
  private order: string[] = [];
  /** Replaced (not changed in place) when a section gets more candidates, for useSyncExternalStore. */
  sections: readonly TReviewSection[] = [];
  private readonly sectionListeners = new Set<Listener>();
  private activeIndex = 0;
  private editingId: string | null = null;
  private readonly rowListeners = new Map<string, Set<Listener>>();
  private readonly listeners = new Set<Listener>();
  private counts: TReviewCounts = { total: 0, ticked: 0, dropped: 0 };
  private readonly rows = new Map<string, TReviewRow>();

  /** `jobs`: each job's sections as the server orders them (by outline section, strongest first), and whether it was learned by heart. */
  constructor(jobs: readonly { jobId: string; sections: readonly TCandidateSection[]; memorise?: boolean }[]) {
    for (const { jobId, sections, memorise = false } of jobs) {
      for (const section of sections) {
        const key = `${jobId}:${section.index}`;
        const ids: string[] = [];
        for (const candidate of section.candidates) {
          ids.push(candidate.id);
          this.items.set(candidate.id, {
            candidate,
            jobId,
            index: this.order.length,
            sectionKey: key,
            ticked: candidate.status === "pending" && candidate.ticked,
          });
          this.order.push(candidate.id);
        }
        this.sections = [...this.sections, { key, title: section.title, jobId, index: section.index, ids, offersMore: !memorise }];
      }
    }
    this.counts = this.count();
  }

  getSections = (): readonly TReviewSection[] => this.sections;

  subscribeSections = (listener: Listener): (() => void) => {
    this.sectionListeners.add(listener);
    return () => this.sectionListeners.delete(listener);
  };

  /**
   * "Show me more from this section": the server's new candidates join the end of their section, ticked as the
   * server says. Every row after them moves on in the numbering, so every row is told; the active row stays.
   */
  addToSection(sectionKey: string, candidates: readonly TCardCandidate[]): void {
    const at = this.sections.findIndex((section) => section.key === sectionKey);
    const section = this.sections[at];
    const added = candidates.filter((candidate) => !this.items.has(candidate.id));
    if (!section || added.length === 0) return;
    const activeId = this.activeId();
    for (const candidate of added) {
      this.items.set(candidate.id, {
        candidate,
        jobId: section.jobId,
        index: 0,
        sectionKey,
        ticked: candidate.status === "pending" && candidate.ticked,
      });
    }
    this.sections = this.sections.map((each, position) =>
      position === at ? { ...each, ids: [...each.ids, ...added.map((candidate) => candidate.id)] } : each,
    );
    this.order = this.sections.flatMap((each) => each.ids);
    for (const [index, id] of this.order.entries()) {
      const item = this.items.get(id)!;
      if (item.index !== index) this.items.set(id, { ...item, index });
    }
    this.activeIndex = activeId === undefined ? 0 : this.order.indexOf(activeId);
    for (const listener of this.sectionListeners) listener();
    this.emitRows(this.order);
    this.emitAll();
  }

  get size(): number {
    return this.order.length;
  }

  item(id: string): TReviewItem | undefined {
    return this.items.get(id);
  }

  idAt(index: number): string | undefined {
    return this.order[index];
  }

  active(): number {
    return this.activeIndex;
  }

  activeId(): string | undefined {
    return this.order[this.activeIndex];
  }

  editing(): string | null {
    return this.editingId;
  }

  getCounts = (): TReviewCounts => this.counts;

  /** A row's state, the same object until the row changes (for useSyncExternalStore). */
  row(id: string): TReviewRow | undefined {
    let row = this.rows.get(id);
    if (!row) {
      const item = this.items.get(id);
      if (!item) return undefined;
      row = { item, isActive: this.order[this.activeIndex] === id, isEditing: this.editingId === id };
      this.rows.set(id, row);
    }
    return row;
  }

  /** Moves the active row by `delta` (J: +1, K: -1), staying within the list; returns the new active id. */
  move(delta: number): string | undefined {
    return this.activate(Math.min(this.order.length - 1, Math.max(0, this.activeIndex + delta)));
  }

  activate(index: number): string | undefined {
    if (index === this.activeIndex || index < 0 || index >= this.order.length) return this.order[this.activeIndex];
    const before = this.order[this.activeIndex];
    this.activeIndex = index;
    this.emitRows([before, this.order[index]]);
    return this.order[index];
  }

  setTicked(id: string, ticked: boolean): void {
    const item = this.items.get(id);
    if (!item || item.candidate.status !== "pending" || item.ticked === ticked) return;
    this.replace(id, { ...item, ticked });
    this.emitAll();
  }

  /** "Accept the section": ticks every candidate of the section that is not dropped. */
  tickSection(sectionKey: string): void {
    const section = this.sections.find((each) => each.key === sectionKey);
    if (!section) return;
    const changed: string[] = [];
    for (const id of section.ids) {
      const item = this.items.get(id)!;
      if (item.candidate.status === "pending" && !item.ticked) {
        this.items.set(id, { ...item, ticked: true });
        changed.push(id);
      }
    }
    if (changed.length === 0) return;
    this.emitRows(changed);
    this.emitAll();
  }

  /** The server's answer for a candidate (dropped, restored, edited): a dropped one is unticked, a restored one ticked. */
  applyCandidate(candidate: TCardCandidate): void {
    const item = this.items.get(candidate.id);
    if (!item) return;
    const ticked = candidate.status !== "pending" ? false : item.candidate.status === "dropped" ? true : item.ticked;
    this.replace(candidate.id, { ...item, candidate, ticked });
    this.emitAll();
  }

  /** Shows a change before the server confirms it (undone by applyCandidate with the old candidate on failure). */
  setStatus(id: string, status: TCardCandidate["status"]): TCardCandidate | undefined {
    const item = this.items.get(id);
    if (!item) return undefined;
    this.applyCandidate({ ...item.candidate, status });
    return item.candidate;
  }

  setContent(id: string, content: TGeneratedContent): void {
    const item = this.items.get(id);
    if (item) this.applyCandidate({ ...item.candidate, content, updated_at: item.candidate.updated_at });
  }

  setEditing(id: string | null): void {
    const before = this.editingId;
    this.editingId = id;
    this.emitRows([before ?? undefined, id ?? undefined]);
  }

  /** The ticked pending candidates, by job, in review order. */
  tickedByJob(): Map<string, string[]> {
    const byJob = new Map<string, string[]>();
    for (const id of this.order) {
      const item = this.items.get(id)!;
      if (item.ticked && item.candidate.status === "pending") byJob.set(item.jobId, [...(byJob.get(item.jobId) ?? []), id]);
    }
    return byJob;
  }

  subscribeRow(id: string, listener: Listener): () => void {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private replace(id: string, item: TReviewItem): void {
    this.items.set(id, item);
    this.emitRows([id]);
  }

  private count(): TReviewCounts {
    let ticked = 0;
    let dropped = 0;
    for (const item of this.items.values()) {
      if (item.candidate.status === "dropped") dropped += 1;
      else if (item.ticked) ticked += 1;
    }
    return { total: this.items.size, ticked, dropped };
  }

  private emitRows(ids: readonly (string | undefined)[]): void {
    const changed = [...new Set(ids)].filter((id): id is string => id !== undefined);
    for (const id of changed) this.rows.delete(id);
    for (const id of changed) for (const listener of this.rowListeners.get(id) ?? []) listener();
  }

  private emitAll(): void {
    this.counts = this.count();
    for (const listener of this.listeners) listener();
  }
}
