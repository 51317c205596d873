import { afterEach, describe, expect, it, vi } from "vitest";
import { setErrorReporter, silenceConsole, silenceConsoleInProduction, SILENCED_METHODS } from "./console-silence.ts";

type LogFn = (...args: unknown[]) => void;

function fakeConsole() {
  return Object.fromEntries(SILENCED_METHODS.map((method) => [method, vi.fn<LogFn>()])) as unknown as Record<
    (typeof SILENCED_METHODS)[number],
    LogFn
  >;
}

describe("silenceConsole", () => {
  afterEach(() => setErrorReporter(null));

  it("turns log, info, debug, warn and error into no-ops and restores them", () => {
    const target = fakeConsole();
    const originals = { ...target };
    const restore = silenceConsole(target);
    for (const method of SILENCED_METHODS) target[method]("hello");
    for (const method of SILENCED_METHODS) expect(originals[method], method).not.toHaveBeenCalled();
    restore();
    target.warn("back");
    expect(originals.warn).toHaveBeenCalledWith("back");
  });

  it("still hands silenced errors to the registered reporter, the Error itself when there is one", () => {
    const target = fakeConsole();
    silenceConsole(target);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const crash = new Error("boom");
    target.error("Route failed:", crash);
    target.error("plain", "words");
    target.warn("not an error");
    expect(reporter.mock.calls).toEqual([
      [crash, ["Route failed:", crash]],
      ["plain words", ["plain", "words"]],
    ]);
  });

  it("survives a reporter that throws, and a removed reporter gets nothing", () => {
    const target = fakeConsole();
    silenceConsole(target);
    const remove = setErrorReporter(() => {
      throw new Error("reporter down");
    });
    expect(() => target.error(new Error("boom"))).not.toThrow();
    const reporter = vi.fn();
    remove();
    setErrorReporter(reporter);
    setErrorReporter(null);
    target.error(new Error("unheard"));
    expect(reporter).not.toHaveBeenCalled();
  });
});

describe("silenceConsoleInProduction", () => {
  it("leaves the console alone in development", () => {
    const log = console.log;
    silenceConsoleInProduction(false);
    expect(console.log).toBe(log);
  });
});
