import type { Transporter } from 'nodemailer';
import type { OutboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the outbox table admins can read. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** nodemailer is loaded with the first e-mail, not at start (bench/README.md, server start). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await transportOf()).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      (await transport)?.close();
    },
  };
}

/** What other modules may write to the outbox (SMS without a provider), without the rest of its repository (decision 0030). */
export type OutboxWriter = Pick<OutboxRepository, 'insert'>;

export function createOutboxMailer(outbox: OutboxWriter): Mailer {
  return {
    kind: 'outbox',
    send: (message) => outbox.insert(message),
    async close() {},
  };
}
