// Email through SMTP (nodemailer, SMTP_URL). Each message keeps one Message-ID across retries, so
// a receiver can drop a repeat; the calendar file goes as a text/calendar part that mail clients
// offer to add (and as an .ics attachment).
import type { Transporter } from 'nodemailer';
import type { MessagesConfig } from '../../configMessages.ts';
import type { OutboxRow } from '../../db/schema.ts';
import type { CalendarFacts } from './calendar.ts';
import type { Delivery } from './webhookDelivery.ts';

export interface Mailer {
  send(message: OutboxRow): Promise<Delivery>;
  close(): void;
}

export const messageIdOf = (id: string) => `<${id}@interview-ai>`;

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

function plainError(err: SmtpError): Delivery {
  if (err.code === 'ECONNECTION' || err.code === 'ECONNREFUSED' || err.code === 'ESOCKET') {
    return { ok: false, error: 'Could not reach the mail server' };
  }
  if (err.code === 'ETIMEDOUT')
    return { ok: false, error: 'The mail server did not answer in time' };
  if (err.code === 'EAUTH') {
    return { ok: false, error: 'The mail server refused the user name or password (SMTP_URL)' };
  }
  if (err.responseCode && err.responseCode >= 500) {
    // a refusal the server will give again: the address or the message itself
    return {
      ok: false,
      error: `The mail server refused the message: ${err.response ?? err.message}`,
      permanent: err.code === 'EENVELOPE',
    };
  }
  return { ok: false, error: `The mail server could not take the message: ${err.message}` };
}

export function createMailer(config: MessagesConfig): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const url = config.smtpUrl;
  // made at the first message: a server that never sends mail never loads nodemailer; a
  // connection per message, so nothing stale is waited on after the mail server restarts
  let transport: Promise<Transporter> | undefined;
  const transportNow = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(message) {
      const calendar = message.calendar ? (JSON.parse(message.calendar) as CalendarFacts) : null;
      try {
        await (
          await transportNow()
        ).sendMail({
          from: { name: config.mailFrom.name, address: config.mailFrom.address },
          to: message.recipient,
          subject: message.subject,
          text: message.body_text,
          html: message.body_html,
          messageId: messageIdOf(message.id),
          ...(calendar && {
            icalEvent: {
              method: calendar.method,
              filename: 'interview.ics',
              content: calendar.ics,
            },
          }),
        });
        return { ok: true };
      } catch (err) {
        return plainError(err as SmtpError);
      }
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
