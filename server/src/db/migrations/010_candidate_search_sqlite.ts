import { sql, type Kysely } from 'kysely';
import { CANDIDATE_SEARCH_TEXT } from '../listIndexes.ts';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite: the candidate search (modules/candidates/search.ts) finds its rows through an
  // FTS5 trigram index of each candidate's search text, by the candidate's rowid, instead of
  // reading every candidate of the admin; triggers keep it in step with every write (the
  // services, the demo seed, copy-data and direct inserts alike). PostgreSQL has 008's.
  if (columnTypes(db).postgres) return;
  const text = sql.raw(CANDIDATE_SEARCH_TEXT);
  // the expression names the columns bare: a trigger reads them from its new row
  const fromRow = (row: 'new') =>
    sql.raw(`(select ${row}.name as name, ${row}.email as email,
          ${row}.cand_id as cand_id, ${row}.phone as phone)`);
  await sql`create virtual table candidates_search using fts5(body, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into candidates_search (rowid, body)
        select rowid, ${text} from candidates`.execute(db);
  await sql`create trigger candidates_search_insert after insert on candidates begin
        insert into candidates_search (rowid, body) select new.rowid, ${text} from ${fromRow('new')};
      end`.execute(db);
  await sql`create trigger candidates_search_update
        after update of name, email, cand_id, phone on candidates begin
        update candidates_search set body = (select ${text} from ${fromRow('new')})
          where rowid = new.rowid;
      end`.execute(db);
  await sql`create trigger candidates_search_delete after delete on candidates begin
        delete from candidates_search where rowid = old.rowid;
      end`.execute(db);
}
