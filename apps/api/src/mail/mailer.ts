import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Queues the message and returns at once; failures are logged, never thrown to the caller. */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been handed over (tests, shutdown). */
  flush(): Promise<void>;
  readonly transport: "smtp" | "log";
};

type MailLog = { info(object: object, message: string): void; error(object: object, message: string): void };

/**
 * Email through SMTP when `SMTP_URL` is set (e.g. smtps://user:pass@smtp.example.com:465);
 * otherwise each message is written to the server log, so a self-hoster
 * without a mail server can still follow a reset link. Sending never blocks
 * the request: an answer must not take longer when the address exists.
 */
export function createMailer({ smtpUrl, from, log }: { smtpUrl: string | undefined; from: string; log: MailLog }): Mailer {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const flush = async () => {
    while (pending.size > 0) await Promise.all(pending);
  };

  if (!smtpUrl) {
    return {
      transport: "log",
      flush,
      send(message) {
        log.info({ mailTo: message.to, subject: message.subject }, `Email not sent (SMTP_URL is not set). It reads:\n${message.text}`);
      },
    };
  }

  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: "smtp",
    flush,
    send(message) {
      track(
        transporter.sendMail({ from, ...message }).then(
          () => log.info({ mailTo: message.to, subject: message.subject }, "email sent"),
          (error: unknown) =>
            log.error(
              { mailTo: message.to, subject: message.subject, err: error instanceof Error ? error.message : String(error) },
              "email could not be sent",
            ),
        ),
      );
    },
  };
}

/** The password reset email: plain text first (it is what the log shows), with a simple HTML twin. */
export function passwordResetEmail({ to, url, appName = "Mnemo" }: { to: string; url: string; appName?: string }): MailMessage {
  const text = [
    `Someone asked to reset the password of your ${appName} account (${to}).`,
    "",
    `Choose a new password here (the link works for one hour, once): ${url}`,
    "",
    "If it wasn't you, ignore this email: your password stays as it is.",
  ].join("\n");
  const html = `<p>Someone asked to reset the password of your ${escapeHtml(appName)} account (${escapeHtml(to)}).</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works for one hour, once).</p>
<p>If it wasn't you, ignore this email: your password stays as it is.</p>`;
  return { to, subject: `Reset your ${appName} password`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
