// Question counts accept digits only (spec section 5): empty is allowed, the value is kept as a
// number, at most the server's maximum.
import { LIMITS } from '../common/limits';

/** The count a typed text stands for: a number, '' for an empty field, null to refuse the text. */
export function digitsOnly(text: string): number | '' | null {
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count > LIMITS.skillQuestions ? null : count;
}
