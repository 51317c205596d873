import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, passwordResetEmail } from "./mailer.ts";

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on 127.0.0.1 standing in for the mail provider: nodemailer talks SMTP to it. */
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the mailer", () => {
  it("sends through SMTP when SMTP_URL is set", async () => {
    const log: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Mnemo <no-reply@mnemo.test>",
      log: { info: (_o, message) => log.push(message), error: (_o, message) => log.push(`error: ${message}`) },
    });
    expect(mailer.transport).toBe("smtp");
    mailer.send(passwordResetEmail({ to: "ann@example.test", url: "http://localhost:3000/api/auth/reset-password/tok?callbackURL=x" }));
    await mailer.flush();
    expect(log).toEqual(["email sent"]);
    const mail = received.at(-1)!;
    expect(mail.from).toBe("no-reply@mnemo.test");
    expect(mail.to).toEqual(["ann@example.test"]);
    expect(mail.data).toContain("Subject: Reset your Mnemo password");
    expect(mail.data.replace(/=\r?\n/g, "")).toContain("http://localhost:3000/api/auth/reset-password/tok?callbackURL=3Dx");
  });

  it("logs, and does not throw, when the SMTP server cannot be reached", async () => {
    const log: string[] = [];
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "Mnemo <no-reply@mnemo.test>",
      log: { info: (_o, message) => log.push(message), error: (_o, message) => log.push(`error: ${message}`) },
    });
    mailer.send(passwordResetEmail({ to: "ann@example.test", url: "http://x.test/r" }));
    await mailer.flush();
    expect(log).toEqual(["error: email could not be sent"]);
  });

  it("writes the whole message to the log when SMTP_URL is not set", async () => {
    const entries: { object: object; message: string }[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "x@y.test",
      log: { info: (object, message) => entries.push({ object, message }), error: () => {} },
    });
    expect(mailer.transport).toBe("log");
    mailer.send(
      passwordResetEmail({ to: "ann@example.test", url: "http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fauth" }),
    );
    await mailer.flush();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.object).toEqual({ mailTo: "ann@example.test", subject: "Reset your Mnemo password" });
    expect(entries[0]!.message).toContain("http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fauth");
  });
});
