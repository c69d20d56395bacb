// Which questions an interview asks (docs/interview-api.md, "Which questions"): a pure function of
// the candidate's skills, the admin's counts and training sets, and the interview id, so the
// same inputs always fix the same questions and a test can predict them.
import type { AskedQuestion, Difficulty } from '../scoring/types.ts';

/** A question as a training set keeps it (JSON: checked here, a damaged one is left out). */
export interface SetQuestion {
  question: string;
  difficulty: Difficulty;
  tags?: string[];
  expected_points?: string[];
}

export interface SelectionInput {
  /** seeds the sample */
  interviewId: string;
  /** the candidate's skills, in the candidate's order */
  candidateSkills: readonly string[];
  /** the admin's skills (Settings): a count of 0 means the whole set */
  skillCounts: readonly { skill: string; num_questions: number }[];
  /** the admin's training sets by lower-case domain, questions in the set's order */
  sets: readonly { domain_key: string; questions: readonly unknown[] }[];
  /** at most this many questions, the first in order (the cap of num_questions) */
  max: number;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** A question's text compared regardless of case and runs of white space. */
export const questionKey = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** FNV-1a over the text's UTF-16 code units: a 32-bit seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` of the indices 0..n-1 drawn without repeats (partial Fisher-Yates), ascending. */
function sampleIndices(n: number, count: number, random: () => number): number[] {
  const indices = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (n - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices.slice(0, count).sort((a, b) => a - b);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A stored question as the selection reads it, or undefined when it is not one. */
function readQuestion(raw: unknown): SetQuestion | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const q = raw as Record<string, unknown>;
  if (typeof q.question !== 'string' || !q.question.trim()) return undefined;
  if (!DIFFICULTIES.includes(q.difficulty as Difficulty)) return undefined;
  return {
    question: q.question,
    difficulty: q.difficulty as Difficulty,
    tags: strings(q.tags),
    expected_points: strings(q.expected_points),
  };
}

/**
 * The interview's questions: for each of the candidate's skills (in order, each once whatever its
 * case), the admin's count of questions from the training set of that domain (0, or no count:
 * the whole set; no set: none). Questions already taken (the same text) are left out before a
 * smaller count is sampled, seeded by the interview id. Ordered easy, medium, hard; then by skill;
 * then by the set's order; cut at `max`.
 */
export function selectQuestions(input: SelectionInput): AskedQuestion[] {
  const random = seededRandom(input.interviewId);
  const counts = new Map(input.skillCounts.map((s) => [s.skill.trim().toLowerCase(), s] as const));
  const sets = new Map(input.sets.map((s) => [s.domain_key, s.questions] as const));
  const taken = new Set<string>();
  const picked: { q: AskedQuestion; skill: number; position: number }[] = [];
  const skillKeys: string[] = [];

  for (const rawSkill of input.candidateSkills) {
    const key = rawSkill.trim().toLowerCase();
    if (!key || skillKeys.includes(key)) continue;
    skillKeys.push(key);
    const set = sets.get(key);
    if (!set) continue;
    const setting = counts.get(key);
    const skill = setting?.skill.trim() ?? rawSkill.trim();
    // the set's questions not asked yet, each text once, with their place in the set
    const available: { q: SetQuestion; position: number }[] = [];
    set.forEach((raw, position) => {
      const q = readQuestion(raw);
      if (!q || taken.has(questionKey(q.question))) return;
      taken.add(questionKey(q.question));
      available.push({ q, position });
    });
    const count = setting?.num_questions ?? 0;
    const chosen =
      count <= 0 || count >= available.length
        ? available
        : sampleIndices(available.length, count, random).map((i) => available[i]!);
    // what was available but not chosen may still be asked for a later skill
    for (const { q } of available) taken.delete(questionKey(q.question));
    for (const { q, position } of chosen) {
      taken.add(questionKey(q.question));
      picked.push({
        q: {
          question: q.question,
          skill,
          difficulty: q.difficulty,
          tags: q.tags ?? [],
          expected_points: q.expected_points ?? [],
        },
        skill: skillKeys.length - 1,
        position,
      });
    }
  }

  const rank = (d: Difficulty) => DIFFICULTIES.indexOf(d);
  picked.sort(
    (a, b) =>
      rank(a.q.difficulty) - rank(b.q.difficulty) || a.skill - b.skill || a.position - b.position,
  );
  return picked.slice(0, Math.max(0, input.max)).map((p) => p.q);
}
