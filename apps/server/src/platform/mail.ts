import { createHash } from "node:crypto";
import nodemailer from "nodemailer";

/** One message, in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail through the server's SMTP server (`SMTP_URL`, `MAIL_FROM`). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message; throws when it refuses or is down. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Connections are pooled; a server that does not answer fails the send, never hangs it. */
const TIMEOUT_MS = 15_000;

/**
 * The mailer over nodemailer's SMTP transport (ADR 0052). `smtpUrl` carries host, port, TLS
 * (`smtps://`; STARTTLS when the server offers it) and credentials.
 */
export function createMailer(config: {
  smtpUrl: string;
  from: string;
}): Mailer {
  const url = new URL(config.smtpUrl);
  const isSecure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === "" ? (isSecure ? 465 : 587) : Number(url.port),
    secure: isSecure,
    auth:
      url.username === ""
        ? undefined
        : {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, from: config.from });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * An address as logs may show it: never in clear, but the same address always reads the same,
 * so one person's failures can be followed ("mail:3f9a2c1b@example.com").
 */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = at >= 0 ? address.slice(at + 1) : "";
  const digest = createHash("sha256")
    .update(address.toLowerCase())
    .digest("hex")
    .slice(0, 8);
  return `mail:${digest}@${domain}`;
}
