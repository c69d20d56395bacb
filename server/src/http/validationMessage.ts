// Turns Ajv's schema errors into one plain sentence that names the field, e.g.
// "Domain must be at most 100 characters." instead of "body/domain must NOT have more than 100 characters".
import { counted, grouped } from '../lib/numbers.ts';

/** The parts of an Ajv error this module reads (Fastify passes Ajv's errors as they are). */
export interface SchemaError {
  instancePath?: string;
  schemaPath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** What each part of the request is called when the whole of it is wrong. */
const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/** Names whose words are not in them: the lists' search, the bulk actions' list of ids. */
const SPELLED_OUT: Record<string, string> = { q: 'The search', ids: 'The list of candidates' };

/** "old_password" → "Old password", "createdAt" → "Created at", "q" → "The search". */
export function humanise(name: string): string {
  const spelled = SPELLED_OUT[name];
  if (spelled) return spelled;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** "questions" → "question", "required_skills" → "required skill" (plain English plurals only). */
const singular = (word: string): string =>
  /ies$/.test(word) ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) ? word.slice(0, -1) : word;

const decode = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The field's name in plain words from its JSON pointer: "/domain" → "Domain",
 * "/required_skills/2" → "Required skill 3", "/questions/0/question" → "Question 1: question".
 */
export function fieldLabel(pointer: string, where: string): string {
  const parts = pointer.split('/').filter(Boolean).map(decode);
  if (parts.length === 0) return WHOLE[where] ?? 'The request';
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    if (/^\d+$/.test(part)) continue;
    if (next !== undefined && /^\d+$/.test(next)) {
      words.push(`${humanise(singular(part))} ${Number(next) + 1}`);
    } else {
      words.push(humanise(part));
    }
  }
  // "Question 1: question", the inner names lower-cased after the first
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toLowerCase() + w.slice(1))).join(': ');
}

const listOf = (values: unknown[]): string => values.map((v) => String(v)).join(', ');

/** The sentence's predicate for one error, e.g. "must be at most 100 characters". */
function predicate(err: SchemaError): string {
  const p = err.params ?? {};
  const limit = Number(p.limit);
  switch (err.keyword) {
    case 'maxLength':
      return `must be at most ${counted(limit, 'character', 'characters')}`;
    case 'minLength':
      return limit <= 1
        ? 'must not be empty'
        : `must be at least ${counted(limit, 'character', 'characters')}`;
    case 'type': {
      const types = Array.isArray(p.type) ? p.type : String(p.type).split(',');
      return `must be ${types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ')}`;
    }
    case 'enum':
      return `must be one of: ${listOf((p.allowedValues as unknown[]) ?? [])}`;
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'maximum':
      return `must be at most ${grouped(limit)}`;
    case 'minimum':
      return `must be at least ${grouped(limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${grouped(limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${grouped(limit)}`;
    case 'multipleOf':
      return `must be a multiple of ${grouped(Number(p.multipleOf))}`;
    case 'maxItems':
      return `must have at most ${counted(limit, 'item', 'items')}`;
    case 'minItems':
      return limit <= 1
        ? 'must not be empty'
        : `must have at least ${counted(limit, 'item', 'items')}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'maxProperties':
      return `must have at most ${counted(limit, 'field', 'fields')}`;
    case 'minProperties':
      return limit <= 1
        ? 'must not be empty'
        : `must have at least ${counted(limit, 'field', 'fields')}`;
    default:
      // pattern, format and anything else: the value's form is wrong
      return 'is not valid';
  }
}

/**
 * An `anyOf` is reported after the errors of each of its branches: literals become "one of",
 * and a `null` branch (an optional value) is left out so the other branch speaks.
 */
function explainAnyOf(anyOf: SchemaError, errors: SchemaError[]): SchemaError {
  const prefix = `${anyOf.schemaPath ?? ''}/`;
  const branches = errors.filter(
    (e) => e !== anyOf && (e.schemaPath ?? '').startsWith(prefix) && e.keyword !== 'anyOf',
  );
  if (branches.length > 0 && branches.every((e) => e.keyword === 'const')) {
    const allowedValues = branches.map((e) => e.params?.allowedValue);
    return { ...anyOf, keyword: 'enum', params: { allowedValues } };
  }
  const notNull = branches.filter((e) => !(e.keyword === 'type' && e.params?.type === 'null'));
  return notNull[0] ?? branches[0] ?? anyOf;
}

/** The error to report: the first, unless it is a branch of a union reported as a whole. */
function chooseError(errors: SchemaError[]): SchemaError | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const union = errors.find(
    (e) =>
      e.keyword === 'anyOf' &&
      e.schemaPath !== undefined &&
      (first.schemaPath ?? '').startsWith(`${e.schemaPath}/`),
  );
  return union ? explainAnyOf(union, errors) : first;
}

/** One plain sentence for a failed schema validation of `where` (body, querystring, …). */
export function validationMessage(errors: SchemaError[], where: string): string {
  const err = chooseError(errors);
  if (!err) return 'The request is not valid.';
  const pointer = err.instancePath ?? '';
  if (err.keyword === 'required') {
    const missing = String(err.params?.missingProperty ?? '').replace(/^\./, '');
    return `${fieldLabel(`${pointer}/${missing}`, where)} is required.`;
  }
  if (err.keyword === 'additionalProperties') {
    const extra = String(err.params?.additionalProperty ?? '');
    const inside = pointer ? ` in ${fieldLabel(pointer, where)}` : '';
    return `Unknown field${inside}: ${extra}.`;
  }
  return `${fieldLabel(pointer, where)} ${predicate(err)}.`;
}
