import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the test server accepted: its envelope and the decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server on loopback (the smtp-server package) for the mail tests. `refuse(n)` makes
 * it answer the next `n` messages with a temporary failure (451), as a struggling server would.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error("Try again later") as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          text: part(raw, "text/plain"),
          html: part(raw, "text/html"),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    /** Messages sent to it, accepted or refused. */
    attempts: () => attempts,
    refuse(n: number) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the MIME part of `type` (quoted-printable or 7bit, as nodemailer writes). */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const headerEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headerEnd);
  const boundaryAt = raw.indexOf("\r\n--", headerEnd + 4);
  const body = raw.slice(
    headerEnd + 4,
    boundaryAt < 0 ? undefined : boundaryAt,
  );
  if (!/quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}
