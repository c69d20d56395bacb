// Real receivers for the outbox's tests: an SMTP server (the smtp-server package) that parses what
// it is sent, and an HTTP server that answers webhook deliveries as it is told. Both listen on
// 127.0.0.1 only and are closed by the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  messageId: string;
  /** the text/calendar part (or .ics attachment), when there is one */
  calendar: string | undefined;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** resolves once `count` mails have arrived */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** stops listening (a mail server that is down); `start` listens again on the same port */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** how long it holds each mail before accepting it (a slow server: deliveries in flight) */
  delayMs: number;
  /** mails being received, not yet accepted */
  readonly inFlight: number;
}

function calendarOf(parsed: ParsedMail, raw: string): string | undefined {
  const attachment = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (attachment) return attachment.content.toString('utf8');
  const match = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(raw);
  return match?.[0];
}

async function waitUntil<T>(check: () => T | undefined, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** An SMTP server on 127.0.0.1 without TLS or authentication, keeping every mail it accepts. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const state = { delayMs: 0, inFlight: 0 };
  let port = 0;
  let server: SMTPServer | undefined;
  const listen = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        state.inFlight++;
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const finish = () =>
            simpleParser(raw).then(
              (parsed) => {
                state.inFlight--;
                mails.push({
                  parsed,
                  raw,
                  messageId: parsed.messageId ?? '',
                  calendar: calendarOf(parsed, raw),
                });
                callback();
              },
              (err: Error) => {
                state.inFlight--;
                callback(err);
              },
            );
          if (state.delayMs) setTimeout(() => void finish(), state.delayMs);
          else void finish();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    waitFor: (count, timeoutMs = 15_000) =>
      waitUntil(() => (mails.length >= count ? mails : undefined), timeoutMs, `${count} mails`),
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start: listen,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get inFlight() {
      return state.inFlight;
    },
  };
}

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface HttpReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** the statuses of the next answers, in order; 200 once they run out */
  answers: number[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    // a sender killed mid-request (the kill -9 test) resets the connection: nothing was received
    req.on('error', () => undefined);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    answers,
    waitFor: (count, timeoutMs = 15_000) =>
      waitUntil(
        () => (requests.length >= count ? requests : undefined),
        timeoutMs,
        `${count} webhook requests`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
