import type { TExportJob } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  deckScopeProblem,
  defaultPaper,
  exportJobView,
  exportRequest,
  firstEnabledFormat,
  isExportJobFinished,
  type TExportMenuOption,
} from "./export-choices.ts";

const option = (format: TExportMenuOption["format"], enabled: boolean): TExportMenuOption => ({
  format,
  name: format,
  description: "",
  icon: "cards",
  enabled,
  requiredPlan: enabled ? null : { id: "premium", name: "Premium" },
});

const job = (overrides: Partial<TExportJob>): TExportJob => ({
  id: "7f1c3a52-5d0a-4c43-9c59-0e8b8d1f2a10",
  format: "apkg",
  status: "running",
  stage: "writing",
  percent: 40,
  message: "Writing 4,000 cards…",
  cards: 10_000,
  fileName: null,
  size: null,
  href: null,
  expiresAt: null,
  errorMessage: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

describe("export choices", () => {
  it("preselects the first format the plan has, none on a plan without exports", () => {
    expect(firstEnabledFormat([option("apkg", false), option("md", true), option("csv", true)])).toBe("md");
    expect(firstEnabledFormat([option("apkg", false), option("pdf", false)])).toBeNull();
  });

  it("sends every deck as an empty list, and only the choices the format reads", () => {
    const pdf = { layout: "cards", paper: "letter" } as const;
    expect(exportRequest({ format: "apkg", scope: { kind: "all" }, includeProgress: true, pdf })).toEqual({
      format: "apkg",
      groupIds: [],
      includeProgress: true,
    });
    expect(exportRequest({ format: "pdf", scope: { kind: "chosen", groupIds: ["a", "b"] }, includeProgress: true, pdf })).toEqual({
      format: "pdf",
      groupIds: ["a", "b"],
      pdf,
    });
    expect(exportRequest({ format: "csv", scope: { kind: "chosen", groupIds: ["a"] }, includeProgress: true, pdf })).toEqual({
      format: "csv",
      groupIds: ["a"],
    });
  });

  it("prints on US Letter where that is the usual paper, A4 elsewhere", () => {
    expect(defaultPaper("en-US")).toBe("letter");
    expect(defaultPaper("es-mx")).toBe("letter");
    expect(defaultPaper("en-GB")).toBe("a4");
    expect(defaultPaper("de")).toBe("a4");
    expect(defaultPaper(undefined)).toBe("a4");
  });

  it("asks for at least one chosen deck and at most the contract's limit", () => {
    expect(deckScopeProblem({ kind: "all" })).toBeNull();
    expect(deckScopeProblem({ kind: "chosen", groupIds: ["a"] })).toBeNull();
    expect(deckScopeProblem({ kind: "chosen", groupIds: [] })).toBe("Choose at least one deck to export, or export all of them.");
    expect(deckScopeProblem({ kind: "chosen", groupIds: Array.from({ length: 501 }, (_, i) => String(i)) })).toBe(
      "Choose at most 500 decks, or export all of them.",
    );
  });
});

describe("exportJobView", () => {
  it("shows a running job's stage message and percent, kept within 0-100", () => {
    expect(exportJobView(job({}))).toEqual({ state: "running", percent: 40, message: "Writing 4,000 cards…" });
    expect(exportJobView(job({ status: "queued", percent: -3, message: "" }))).toEqual({
      state: "running",
      percent: 0,
      message: "Waiting to start…",
    });
  });

  it("offers a finished file with its cards, size and how long it is kept", () => {
    const view = exportJobView(
      job({ status: "succeeded", percent: 100, href: "/api/exports/jobs/x/file", fileName: "Biology.apkg", size: 2.5 * 1024 * 1024 }),
    );
    expect(view).toEqual({
      state: "ready",
      href: "/api/exports/jobs/x/file",
      fileName: "Biology.apkg",
      detail: "10,000 cards · 2.5 MB · available for 24 hours",
    });
  });

  it("says when the file is gone, and why a job failed", () => {
    expect(
      exportJobView(job({ status: "succeeded", href: null, message: "This file was kept for 24 hours and is gone; export again." })),
    ).toEqual({
      state: "expired",
      message: "This file was kept for 24 hours and is gone; export again.",
    });
    expect(exportJobView(job({ status: "failed", errorMessage: "The PDF could not be written." }))).toEqual({
      state: "failed",
      message: "The PDF could not be written.",
    });
  });

  it("stops polling once the job succeeded or failed", () => {
    expect(isExportJobFinished(undefined)).toBe(false);
    expect(isExportJobFinished(job({ status: "queued" }))).toBe(false);
    expect(isExportJobFinished(job({ status: "succeeded" }))).toBe(true);
    expect(isExportJobFinished(job({ status: "failed" }))).toBe(true);
  });
});
