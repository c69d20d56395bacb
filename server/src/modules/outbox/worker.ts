// The outbox's worker, one in every server: takes the messages due (one server each: the lease),
// delivers them, and records the outcome: sent, again later (backoff), failed or not sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { MessagesConfig } from '../../configMessages.ts';
import type { Db } from '../../db/engine.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { Mailer } from './mail.ts';
import { claimDue, recordOutcome, type Outcome } from './repository.ts';
import { findWebhook } from '../webhooks/repository.ts';
import { NO_MAIL_SERVER, WEBHOOK_REMOVED } from './reasons.ts';
import { reminderStillDue } from './reminders.ts';
import type { SecretBox } from './secrets.ts';
import { deliverWebhook, type Delivery } from './webhookDelivery.ts';

/** Attempts before a message is marked failed. */
export const MAX_ATTEMPTS = 10;
/** Each wait after a failure is this many times the one before. */
const BACKOFF_FACTOR = 2.5;
/** Deliveries under way at once in one server. */
const PARALLEL = 5;
/**
 * Messages taken at a time: as many as are delivered at once, so each lease starts as its
 * delivery does (a larger batch's last messages could wait past their lease in this server while
 * another took them again: the two-server test delivered some twice).
 */
const BATCH = PARALLEL;

export interface WorkerDeps {
  db: Db;
  clock: Clock;
  config: MessagesConfig;
  mailer: Mailer | undefined;
  secrets: SecretBox;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface OutboxWorker {
  /** delivers what is due now, batch after batch; resolves with how many it took */
  runOnce(): Promise<number>;
  /** stops looking, and waits for the deliveries under way */
  stop(): Promise<void>;
}

/** The wait after the `attempts`-th failed attempt. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  Math.round(baseMs * BACKOFF_FACTOR ** Math.max(0, attempts - 1));

async function attempt(deps: WorkerDeps, message: OutboxRow): Promise<Delivery | Outcome> {
  if (message.kind === 'email') {
    if (message.template === 'interview_reminder') {
      const why = await reminderStillDue(deps.db, message);
      if (why) return notSent(message, why);
    }
    if (!deps.mailer) return notSent(message, NO_MAIL_SERVER);
    return deps.mailer.send(message);
  }
  const webhook = await findWebhook(deps.db, message.webhook_id ?? '');
  if (!webhook) return notSent(message, WEBHOOK_REMOVED);
  let secret: string;
  try {
    secret = deps.secrets.open(webhook.secret);
  } catch {
    // sealed under another signing secret (data copied to a server with a new JWT_SECRET)
    return {
      ok: false,
      error: "The delivery failed: the webhook's secret cannot be read",
      permanent: true,
    };
  }
  return deliverWebhook(
    webhook.url,
    secret,
    message.id,
    message.payload ?? '{}',
    // the receiver checks the timestamp against its own clock: the real time, always
    { allowPrivate: deps.config.allowPrivateWebhooks, now: new Date() },
  );
}

/** An outcome without an attempt: the message is not sent, and says why. */
const notSent = (message: OutboxRow, why: string): Outcome => ({
  status: 'not_sent',
  last_error: why,
  log: message.log,
});

function outcomeOf(deps: WorkerDeps, message: OutboxRow, delivery: Delivery): Outcome {
  const now = deps.clock.now();
  const log = parseJsonList<{ at: string; ok: boolean; error: string | null }>(message.log);
  log.push({ at: now.toISOString(), ok: delivery.ok, error: delivery.error ?? null });
  const logged = JSON.stringify(log.slice(-MAX_ATTEMPTS * 2));
  if (delivery.ok) {
    return { status: 'sent', last_error: null, log: logged, sent_at: now.toISOString() };
  }
  const error = delivery.error ?? 'The delivery failed';
  if (delivery.permanent || message.attempts >= MAX_ATTEMPTS) {
    return { status: 'failed', last_error: error, log: logged };
  }
  const next = new Date(now.getTime() + retryDelayMs(deps.config.retryBaseMs, message.attempts));
  return { status: 'queued', last_error: error, log: logged, next_attempt_at: next.toISOString() };
}

async function deliver(deps: WorkerDeps, message: OutboxRow, lease: string): Promise<void> {
  let result: Delivery | Outcome;
  try {
    result = await attempt(deps, message);
  } catch (err) {
    result = { ok: false, error: `The delivery failed: ${(err as Error).message}` };
  }
  const outcome = 'status' in result ? result : outcomeOf(deps, message, result);
  await recordOutcome(deps.db, message.id, lease, outcome);
}

export function startOutboxWorker(deps: WorkerDeps): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function drain(): Promise<number> {
    let taken = 0;
    while (!stopped) {
      const now = deps.clock.now();
      const lease = new Date(now.getTime() + deps.config.leaseMs).toISOString();
      const batch = await claimDue(deps.db, now.toISOString(), lease, BATCH);
      taken += batch.length;
      const queue = [...batch];
      const lane = async () => {
        for (let m = queue.shift(); m; m = queue.shift()) await deliver(deps, m, lease);
      };
      await Promise.all(Array.from({ length: PARALLEL }, lane));
      if (batch.length < BATCH) break;
    }
    return taken;
  }

  const runOnce = () => {
    // one run at a time in a server; a call meanwhile waits for it and runs again
    const next = (running ?? Promise.resolve(0)).then(drain, drain);
    running = next.catch(() => 0);
    return next;
  };

  const tick = () => {
    timer = undefined;
    runOnce()
      .catch((err: unknown) => deps.log.warn({ err }, 'The outbox worker could not run'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.config.pollMs).unref();
      });
  };
  // never what keeps a process alive
  timer = setTimeout(tick, deps.config.pollMs).unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      deps.mailer?.close();
    },
  };
}
