import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SOURCE_FILES_FULL_NOTICE } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, multipartBody, waitForAcceptedJob } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";
import { makePdf } from "../generation/testing/make-fixtures.ts";
import { createSourceFiles } from "../library/source-files.ts";
import { setPlan } from "../plan/set-plan.ts";

// An account's storage for source files that holds nothing: every upload is over it.
const sourceFiles = createSourceFiles({ root: mkdtempSync(path.join(tmpdir(), "mnemo-sources-")), limitMb: 0 });
const ctx = useTestApp({ generation: { sourceFiles }, services: { sourceFiles } });

describe("the storage for source files", () => {
  it("when it is full, keeps only the text and tells the learner", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const bytes = await makePdf({
      title: "Photosynthesis, week 2",
      pages: [
        "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, which contain the green pigment chlorophyll.",
      ],
    });
    const { payload, headers } = multipartBody({ groupId, types: "qna" }, { name: "Plants.pdf", bytes });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: { ...user.headers, ...headers },
      payload,
    });
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job.status).toBe("succeeded");
    expect(job.notice).toContain(SOURCE_FILES_FULL_NOTICE);

    const source = await callerFor(ctx, user).sources.get({ id: job.id });
    expect(source).toMatchObject({
      kind: "pdf",
      title: "Photosynthesis, week 2",
      file_name: "Plants.pdf",
      file_kept: false,
      size_bytes: bytes.byteLength,
    });
    expect(source.sections[0]?.text).toContain("Photosynthesis");
    expect(await sourceFiles.store.size(job.id)).toBeNull();
  });
});
