/**
 * A real SMTP server on 127.0.0.1 for tests (npm `smtp-server`), keeping what arrived parsed by
 * `mailparser`. `answer` decides each mail: accept it, or refuse it with an SMTP reply (a 4xx
 * is "try later", a 5xx "never"); `delayMs` holds each mail before the server answers.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  answer: 'accept' | { code: number; message: string };
  delayMs: number;
  close(): Promise<void>;
}

/** Starts the server; with `port`, on that port (one a test closed before, to refuse then accept). */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    answer: 'accept',
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on the loopback: the client would refuse the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (smtp.delayMs > 0) await new Promise((r) => setTimeout(r, smtp.delayMs));
          const answer = smtp.answer;
          if (answer !== 'accept') {
            callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
            return;
          }
          smtp.received.push(mail);
          callback(null);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client killed mid-session resets its connection, which the server reports as an error;
  // that is the client's failure, the one a test provokes, not the server's.
  server.on('error', () => {});
  smtp.port = (server.server.address() as AddressInfo).port;
  smtp.url = `smtp://127.0.0.1:${smtp.port}`;
  return smtp;
}
