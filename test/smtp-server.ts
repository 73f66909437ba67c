/**
 * A real SMTP server for tests (the `smtp-server` package): it takes every message, parses it (mailparser) and keeps
 * it with the time it arrived. `failNext` makes it refuse the next messages with a 451, as a busy relay does.
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  at: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Refuses the next `count` messages with "451 try again later". */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let failing = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      if (failing > 0) {
        failing -= 1;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("try again later"), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            at: Date.now(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${address}`,
    port: address,
    mails,
    failNext: (count) => (failing = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
