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

/** Puts a new skill at the front; an empty or already listed name (any case) is refused. */
export function addSkill(
  rows: readonly SkillRow[],
  name: string,
  count: number | '',
): AddSkillResult {
  const skill = name.trim();
  if (skill === '') return { error: 'app.settings.skill_required' };
  if (hasSkill(rows, skill)) return { error: 'app.settings.skill_duplicate', args: { skill } };
  return { rows: [{ skill, num_questions: count }, ...rows] };
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
