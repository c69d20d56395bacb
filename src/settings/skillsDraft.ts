// The Settings screen's local list of skills: what Add, a count change and Save work on.
import type { Skill } from '../dataProvider/types';

export interface SkillRow {
  skill: string;
  /** '' while the field is emptied; sent as 0 */
  num_questions: number | '';
}

const keyOf = (name: string) => name.trim().toLowerCase();

export function hasSkill(rows: readonly SkillRow[], name: string): boolean {
  return rows.some((row) => keyOf(row.skill) === keyOf(name));
}

export type AddSkillResult =
  { rows: SkillRow[]; error?: undefined } | { error: string; args?: Record<string, string> };

/**
 * Puts a new skill at the front; an empty or already listed name (any case) is refused, naming the
 * listed skill when only the case differs ('python' while 'Python' is there).
 */
export function addSkill(
  rows: readonly SkillRow[],
  name: string,
  count: number | '',
): AddSkillResult {
  const skill = name.trim();
  if (skill === '') return { error: 'app.settings.skill_required' };
  const existing = rows.find((row) => keyOf(row.skill) === keyOf(skill));
  if (existing && existing.skill.trim() === skill) {
    return { error: 'app.settings.skill_duplicate', args: { skill } };
  }
  if (existing) {
    return {
      error: 'app.settings.skill_duplicate_case',
      args: { skill, existing: existing.skill },
    };
  }
  return { rows: [{ skill, num_questions: count }, ...rows] };
}

/**
 * The server's rows in the order the page showed them when they were saved (`order`: the saved
 * names): the platform appends a new skill to its list, while the page had put it first. Skills
 * the order does not know (added elsewhere) follow, in the server's order.
 */
export function inShownOrder<T extends { skill: string }>(
  rows: readonly T[],
  order: readonly string[] | undefined,
): T[] {
  if (!order || order.length === 0) return [...rows];
  const rank = new Map(order.map((name, i) => [keyOf(name), i]));
  const known = rows.filter((row) => rank.has(keyOf(row.skill)));
  known.sort((a, b) => rank.get(keyOf(a.skill))! - rank.get(keyOf(b.skill))!);
  return [...known, ...rows.filter((row) => !rank.has(keyOf(row.skill)))];
}

/** The rows with one count changed. */
export function setCount(rows: readonly SkillRow[], skill: string, count: number | ''): SkillRow[] {
  return rows.map((row) => (row.skill === skill ? { ...row, num_questions: count } : row));
}

/** The rows without a skill (any case). */
export function withoutSkill(rows: readonly SkillRow[], skill: string): SkillRow[] {
  return rows.filter((row) => keyOf(row.skill) !== keyOf(skill));
}

/** What Save sends: an emptied count is 0. */
export function rowsToSkills(rows: readonly SkillRow[]): Skill[] {
  return rows.map((row) => ({
    skill: row.skill.trim(),
    num_questions: row.num_questions === '' ? 0 : row.num_questions,
  }));
}

export function sameRows(a: readonly SkillRow[], b: readonly SkillRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, i) => row.skill === b[i]!.skill && row.num_questions === b[i]!.num_questions)
  );
}
