/**
 * A real SMTP server on 127.0.0.1 for browser tests (npm `smtp-server`), keeping each mail
 * parsed by `mailparser`: the portal under test sends to it when started with its `url` as
 * `SMTP_URL`. (The server's tests have a fuller one, apps/api/src/test/smtp-server.ts, which
 * the web project cannot import.)
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  url: string;
  received: ParsedMail[];
  /** The first mail to `address` whose subject matches, once it arrives (within `timeoutMs`). */
  mailTo(address: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address?.toLowerCase()));

export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on the loopback: the client would refuse the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback(null);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mailTo(address, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(
          (m) => recipients(m).includes(address.toLowerCase()) && subject.test(m.subject ?? ''),
        );
        if (mail) return mail;
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${address} with subject ${subject} in ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
