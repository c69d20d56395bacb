import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/src/db/statementCache.ts';

describe('withStatementCache (prepared statements kept by SQL text)', () => {
  const sqlite = new BetterSqlite3(':memory:');
  afterEach(() => sqlite.exec('drop table if exists t'));

  it('answers each text with its own rows, run after run', () => {
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (1), (2)');
    for (let i = 0; i < 3; i++) {
      expect(db.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
      expect(db.prepare('select n + 1 as m from t where n = ?').all([i])).toEqual(
        i > 0 && i < 3 ? [{ m: i + 1 }] : [],
      );
    }
  });

  it('runs a text again while a run of it is still being iterated', () => {
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const seen: unknown[] = [];
    for (const row of db.prepare('select n from t order by n').iterate([]) as Iterable<{
      n: number;
    }>) {
      const inner = db.prepare('select n from t order by n').all([]) as { n: number }[];
      seen.push(row.n, inner.length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(db.prepare('select n from t order by n').all([])).toHaveLength(3);
  });

  it('still answers right after the schema changed under a kept statement', () => {
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (7)');
    expect(db.prepare('select * from t').all([])).toEqual([{ n: 7 }]);
    sqlite.exec('alter table t add column m integer default 5');
    expect(db.prepare('select * from t').all([])).toEqual([{ n: 7, m: 5 }]);
  });

  it('names each row as better-sqlite3 does: every column, a later one of the same name winning', () => {
    const db = withStatementCache(sqlite);
    sqlite.exec(
      "create table t (n integer, s text, b blob, r real); insert into t values (1, 'x', x'00ff', null)",
    );
    const text = "select n, s, b, r, n + 1 as n2, 'a' as dup, 'b' as dup from t";
    const plain = sqlite.prepare(text).all();
    expect(db.prepare(text).all([])).toEqual(plain);
    expect(plain).toEqual([{ n: 1, s: 'x', b: Buffer.from([0, 255]), r: null, n2: 2, dup: 'b' }]);
    expect([...db.prepare('select n, s from t').iterate([])]).toEqual([{ n: 1, s: 'x' }]);
    expect(db.prepare('insert into t (n) values (2) returning n, s').all([])).toEqual([
      { n: 2, s: null },
    ]);
    expect(db.prepare('update t set n = n + 10').run([]).changes).toBe(2);
  });

  it('names the columns anew after a column is renamed or dropped under a kept statement', () => {
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer, m integer)').run([]);
    db.prepare('insert into t values (1, 2)').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ n: 1, m: 2 }]);
    db.prepare('alter table t rename column n to k').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ k: 1, m: 2 }]);
    sqlite.exec('alter table t drop column m');
    expect(db.prepare('select * from t').all([])).toEqual([{ k: 1 }]);
  });
});
