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
  /** Sends several; answers each one's outcome, in order. */
  sendAll(messages: MailMessage[]): Promise<PromiseSettledResult<void>[]>;
  close(): Promise<void>;
}

/** `sendAll` for a mailer that can only send one at a time: all at once, each with its own outcome. */
export const eachAtOnce =
  (send: (message: MailMessage) => Promise<void>) =>
  (messages: MailMessage[]): Promise<PromiseSettledResult<void>[]> =>
    Promise.allSettled(messages.map(send));

/** nodemailer is loaded with the first e-mail, not at start (bench/README.md, server start). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  const send = async (message: MailMessage) => {
    await (await transportOf()).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
  };
  return {
    kind: 'smtp',
    send,
    sendAll: eachAtOnce(send),
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
    // One statement: an alert wave's e-mails are tens of rows, a query each otherwise.
    async sendAll(messages) {
      const outcome = await outbox.insert(messages).then(
        (): PromiseSettledResult<void> => ({ status: 'fulfilled', value: undefined }),
        (reason: unknown): PromiseSettledResult<void> => ({ status: 'rejected', reason }),
      );
      return messages.map(() => outcome);
    },
    async close() {},
  };
}
