import { CompiledQuery, type Compilable } from 'kysely';
import { isPostgres, type Db } from './engine.ts';

/** What an argument stands for while the template is built: no real value looks like it. */
const MARK = '\u0000query-template-argument:';

/** A compiled parameter: the index of the argument bound to it, or a value of the query itself. */
type Slot = { argument: number } | { value: unknown };

interface Compiled {
  sql: string;
  slots: Slot[];
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect; a run only
 * binds its arguments to the compiled SQL. Building and compiling a query through Kysely's builder
 * (its frozen nodes, the compiler's visit) costs more than running a short one, and the route
 * guard's account read, a kept list page's only query, runs on every request (its measured gain:
 * docs/performance.md). The compiled SQL is also the same string every time, so the prepared
 * statement cache finds it without hashing a new string.
 *
 * `build` receives stand-ins for the arguments and must pass each one to the builder as a value,
 * as it is: an argument it transforms or leaves out is an error at the first run, not a wrong query.
 * The arguments are always bound parameters, never SQL text. Any other value `build` puts in the
 * query is fixed at that first run, so it must not depend on anything but the arguments.
 */
export function queryTemplate<A extends string[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<'postgres' | 'sqlite', Compiled>();
  return async (db, ...args) => {
    // a plugin transforms each query as it is built (the query-plan tests record them so): a
    // database with plugins builds it every time, through them
    if (db.getExecutor().plugins.length > 0) {
      return (await db.executeQuery<R>(build(db, ...args))).rows;
    }
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = compiled.get(dialect);
    if (!template) {
      template = compile(db, build, args.length);
      compiled.set(dialect, template);
    }
    const parameters = template.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.value,
    );
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}

function compile<A extends string[], R>(
  db: Db,
  build: (db: Db, ...args: A) => Compilable<R>,
  arity: number,
): Compiled {
  const marks = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as A;
  const { sql, parameters } = build(db, ...marks).compile();
  const bound = new Set<number>();
  const slots = parameters.map((value): Slot => {
    if (typeof value !== 'string' || !value.includes(MARK)) return { value };
    const argument = marks.indexOf(value);
    if (argument < 0) {
      throw new Error(`queryTemplate: an argument was changed before it reached the query: ${sql}`);
    }
    bound.add(argument);
    return { argument };
  });
  if (sql.includes(MARK)) {
    throw new Error(`queryTemplate: an argument was written into the SQL text: ${sql}`);
  }
  for (let i = 0; i < arity; i++) {
    if (!bound.has(i)) throw new Error(`queryTemplate: argument ${i} is not a value of ${sql}`);
  }
  return { sql, slots };
}
