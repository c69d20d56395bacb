// A hiring team (issue 50): workspaces own the records, accounts are members of one with a role,
// invitations bring new members in, and an audit log records every change.
//
// Each existing admin becomes the owner of a workspace whose id is the admin's own id, so the
// records' `admin_id` (read from here on as "the owning workspace", db/schema.ts) already points
// at the right workspace: no record is rewritten, every id and link stays as it was. The
// workspace takes the admin's settings (question limit, settings version) with it.
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .createTable('workspaces')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('max_ques_limit', 'integer', (c) => c.notNull().defaultTo(50))
      .addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await sql`
      insert into workspaces (id, name, max_ques_limit, settings_version, created_at)
      select id, case when name = '' then username else name end, max_ques_limit,
             settings_version, created_at
      from admins`.execute(trx);
    // the settings are the workspace's now: kept in one place
    await trx.schema.alterTable('admins').dropColumn('max_ques_limit').execute();
    await trx.schema.alterTable('admins').dropColumn('settings_version').execute();

    // the member's workspace and role there; every account so far owns its own
    await trx.schema
      .alterTable('admins')
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .execute();
    await trx.schema
      .alterTable('admins')
      .addColumn('member_role', 'varchar(20)', (c) => c.notNull().defaultTo('owner'))
      .execute();
    await trx.schema.alterTable('admins').addColumn('last_sign_in_at', t.timestamp).execute();
    await sql`update admins set workspace_id = id`.execute(trx);
    await trx.schema
      .createIndex('admins_workspace_id')
      .on('admins')
      .columns(['workspace_id'])
      .execute();

    await trx.schema
      .createTable('invitations')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull().references('workspaces.id'))
      .addColumn('email', 'text', (c) => c.notNull())
      /** lower-case email: one pending invitation per address and workspace */
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      /** SHA-256 of the link's token, hex; the token itself is never stored */
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('invited_by', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('accepted_at', t.timestamp)
      .addColumn('revoked_at', t.timestamp)
      /** the account the invitation became */
      .addColumn('member_id', 'varchar(32)')
      .execute();
    await trx.schema
      .createIndex('invitations_workspace_email')
      .on('invitations')
      .columns(['workspace_id', 'email_key'])
      .execute();

    await trx.schema
      .createTable('audit_log')
      .addColumn('seq', t.postgres ? 'bigserial' : 'integer', (c) =>
        t.postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('at', t.timestamp, (c) => c.notNull())
      /** null for an entry no member made (a failed sign-in of an unknown name) */
      .addColumn('actor_id', 'varchar(32)')
      /** kept beside the id: the entry reads the same after the member is removed */
      .addColumn('actor_username', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text', (c) => c.notNull())
      /** JSON object {field: {before, after}}, or {} */
      .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await trx.schema
      .createIndex('audit_log_workspace_seq')
      .on('audit_log')
      .columns(['workspace_id', 'seq'])
      .execute();
    await trx.schema
      .createIndex('audit_log_workspace_target')
      .on('audit_log')
      .columns(['workspace_id', 'target_type', 'target_id', 'seq'])
      .execute();
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
