// Messages (issue 51): the outbox every email and webhook delivery goes through, the workspace's
// webhooks and message templates, its reminder hours, and an interview's time zone.
import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .createTable('outbox')
      .addColumn('seq', t.postgres ? 'bigserial' : 'integer', (c) =>
        t.postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      /** stable across retries: the Message-ID of an email, the Webhook-Id of a delivery */
      .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      /** an email's template, or a webhook's event type */
      .addColumn('template', 'varchar(40)', (c) => c.notNull())
      /** an email address, or a webhook's URL */
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
      /** the link the message carries (the candidate's, the invitation's), to copy by hand */
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      /** JSON {method, uid, sequence, start, end, time_zone, ics}, or null */
      .addColumn('calendar', 'text')
      /** a webhook's JSON body, exactly as signed and sent */
      .addColumn('payload', 'text')
      .addColumn('webhook_id', 'varchar(32)')
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      /** JSON [{at, ok, error}], one per attempt */
      .addColumn('log', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
      /** a worker took it until then (a lease: a server that dies lets it go) */
      .addColumn('locked_until', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('sent_at', t.timestamp)
      .addColumn('interview_id', 'varchar(32)')
      .addColumn('candidate_id', 'varchar(32)')
      /** a reminder: the interview's time it was written for (moved since: not sent) */
      .addColumn('reminder_for', t.timestamp)
      .execute();
    await trx.schema
      .createIndex('outbox_due')
      .on('outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await trx.schema
      .createIndex('outbox_workspace_seq')
      .on('outbox')
      .columns(['workspace_id', 'seq'])
      .execute();
    await trx.schema
      .createIndex('outbox_workspace_interview')
      .on('outbox')
      .columns(['workspace_id', 'interview_id', 'seq'])
      .execute();
    await trx.schema
      .createIndex('outbox_workspace_candidate')
      .on('outbox')
      .columns(['workspace_id', 'candidate_id', 'seq'])
      .execute();

    await trx.schema
      .createIndex('outbox_webhook')
      .on('outbox')
      .columns(['webhook_id', 'seq'])
      .execute();

    await trx.schema
      .createTable('webhooks')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      /** JSON list of event types */
      .addColumn('events', 'text', (c) => c.notNull())
      /** the signing secret, AES-256-GCM encrypted (modules/outbox/secrets.ts) */
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('webhooks_workspace')
      .on('webhooks')
      .columns(['workspace_id'])
      .execute();

    await trx.schema
      .createTable('message_templates')
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('message_templates_pk', ['workspace_id', 'name'])
      .execute();

    // reminders' hours before the interview; null: that reminder is off
    await trx.schema
      .alterTable('workspaces')
      .addColumn('reminder_first_hours', 'integer', (c) => c.defaultTo(24))
      .execute();
    await trx.schema
      .alterTable('workspaces')
      .addColumn('reminder_second_hours', 'integer', (c) => c.defaultTo(1))
      .execute();
    // the candidate's time zone (an IANA name) the messages write the time in; null: UTC
    await trx.schema.alterTable('interviews').addColumn('time_zone', 'varchar(64)').execute();
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
