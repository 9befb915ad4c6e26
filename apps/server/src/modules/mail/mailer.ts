import nodemailer from 'nodemailer';
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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(outbox: OutboxRepository): Mailer {
  return {
    kind: 'outbox',
    send: (message) => outbox.insert(message),
    async close() {},
  };
}
