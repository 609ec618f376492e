import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from './smtp-server.js';

describe('the test SMTP server', () => {
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('outlives clients that reset their connections mid-session, and takes the next mail', async () => {
    smtp = await startSmtp();
    for (let i = 0; i < 3; i++) {
      const socket = connect(smtp.port, '127.0.0.1');
      await new Promise((r) => socket.once('data', r));
      // Inside a transaction, as a worker killed while sending is: the server reports that reset.
      for (const command of ['EHLO worker', 'MAIL FROM:<a@school.test>']) {
        socket.write(`${command}\r\n`);
        await new Promise((r) => socket.once('data', r));
      }
      socket.resetAndDestroy();
      await new Promise((r) => socket.once('close', r));
    }
    await new Promise((r) => setTimeout(r, 50));
    await nodemailer
      .createTransport({ url: smtp.url })
      .sendMail({ from: 'a@school.test', to: 'b@school.test', subject: 'after', text: 'x' });
    expect(smtp.received.map((m) => m.subject)).toEqual(['after']);
  });
});
