import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.ts";

describe("logger", () => {
  it("redacts credentials, cookies and tokens", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions({ LOG_LEVEL: "info", NODE_ENV: "test" }, false), sink);
    log.info(
      { req: { headers: { authorization: "Bearer s3cret", cookie: "session=s3cret" } }, body: { password: "hunter2", token: "t0k3n" } },
      "x",
    );
    expect(lines.join("")).not.toMatch(/s3cret|hunter2|t0k3n/);
    expect(lines.join("")).toContain("[redacted]");
  });
});
