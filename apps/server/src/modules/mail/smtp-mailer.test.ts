import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, signedInUser } from '../../../test/factories';
import { requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages } from '../../db/schema/index';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 and a random port, keeping what it receives. */
let smtp: SMTPServer;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://grant.example' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The body of a message as written, undoing quoted-printable soft breaks and escapes. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('the SMTP mailer (SMTP_URL set)', () => {
  it('delivers the reset e-mail with its link on PUBLIC_URL, and keeps nothing in the outbox', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    expect(res.statusCode).toBe(202);
    await t.services.passwordReset.settled();

    expect(t.services.mailer.kind).toBe('smtp');
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('no-reply@grant.local');
    const body = decoded(mail?.raw ?? '');
    expect(body).toMatch(/^From: Grant <no-reply@grant\.local>/m);
    expect(body).toMatch(/^Subject: Reset your Grant password/m);
    const token = /https:\/\/grant\.example\/reset-password\?token=([\w-]{43})/.exec(body)?.[1];
    expect(token).toBeDefined();
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);

    // The link delivered by mail works.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Mailed2026', confirmPassword: 'Mailed2026' },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('sends nothing for an unknown address', async () => {
    const before = received.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'ghost@example.test' } });
    expect(res.statusCode).toBe(202);
    await t.services.passwordReset.settled();
    expect(received).toHaveLength(before);
  });

  it('delivers the e-mail of a donor notification once, with the link to the request on PUBLIC_URL', async () => {
    const place = { division: 'Khulna', district: 'Jashore', blood: 'B-' } as const;
    const requester = await signedInUser(t, place);
    const donor = await createUser(t, place);
    const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(place) });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().insertedId;
    await t.services.jobWorker.drain();
    await t.services.jobWorker.drain();

    const mails = received.filter((m) => m.to.includes(donor.email));
    expect(mails).toHaveLength(1);
    const body = decoded(mails[0]?.raw ?? '');
    expect(body).toMatch(/^Subject: B- blood needed in Jashore/m);
    expect(body).toContain(`https://grant.example/details/${requestId}`);
    expect(received.filter((m) => m.to.includes(requester.user.email))).toHaveLength(0);
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);
  });
});
