// The built-in, offline scorer (docs/interview-api.md, "Scoring"): pure and deterministic. An
// answer scores the share of the question's expected points it covers; a point is covered when
// most of its significant words, or close variants of them, appear in the answer.
import { createHash } from 'node:crypto';
import type { AnswerScore, AskedQuestion, ScoredAnswer, Scorer } from './types.ts';

/** The built-in scorer's rules version: moved on whenever its rules change (2: not scorable). */
export const BUILTIN_SCORER_VERSION = 2;

/** The first 16 hex digits of a text's SHA-256: a rubric's fingerprint. */
export const promptHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The built-in scorer's provenance: its version, and its rules' fingerprint. */
export const BUILTIN_PROVENANCE = {
  scorer_version: BUILTIN_SCORER_VERSION,
  prompt_hash: promptHash(`built-in scorer rules v${BUILTIN_SCORER_VERSION}`),
};

/** Words that carry no meaning of their own, and the words a rubric uses about an answer. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing done down during each either ' +
    'etc eg ie else ever every few for from further get gets got had has have having he her here ' +
    'hers him his how however i if in into is it its itself just let like lot lots many may me ' +
    'might more most much must my no nor not now of off on once one only or other our ours out ' +
    'over own per quite rather really same she should so some such than that the their theirs ' +
    'them then there these they thing things this those through thus to too under until up upon ' +
    'us very via was way we well were what when where whether which while who whom whose why ' +
    'will with within without would yes yet you your yours ' +
    // how a rubric speaks of an answer, not what the answer is about
    'mention mentions mentioned mentioning explain explains explained explaining describe ' +
    'describes described describing discuss discusses discussed discussing talk talks talked ' +
    'understand understands understanding know knows knowing knowledge candidate answer ' +
    'example examples use uses used using ' +
    // what is left of contractions once the apostrophe goes ("don't": "don", "t")
    'don doesn didn isn aren wasn weren won wouldn shouldn couldn ll ve re'
  ).split(' '),
);

/** Lowercase words of a text, punctuation stripped ("Node.js's" gives "node", "js", "s"). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The words that carry meaning: stop words and single letters dropped (digits are kept). */
export function significantWords(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}

const SUFFIXES: [suffix: string, replacement: string][] = [
  ['ations', ''],
  ['ation', ''],
  ['ions', ''],
  ['ion', ''],
  ['ings', ''],
  ['ing', ''],
  ['ied', 'y'],
  ['ies', 'y'],
  ['edly', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

/**
 * A light stemmer: plural s/es/ies, -ing, -ed, -ion(s), -ation(s), -ly, a final e and a doubled
 * final consonant, so "pooling", "pools" and "pooled" all give "pool", and "connections" and
 * "connected" both give "connect". The stem keeps at least 3 letters.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!w.endsWith(suffix)) continue;
    if (suffix === 's' && (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is'))) continue;
    if (suffix === 'es' && !/(?:ss|x|z|ch|sh|[^aeiou]o)es$/.test(w)) continue;
    const cut = w.slice(0, -suffix.length) + replacement;
    // "apply" keeps its -ly and "bring" its -ing: too little would be left
    if (cut.length < (['s', 'es', 'ed'].includes(suffix) ? 3 : 4)) continue;
    w = cut;
    break;
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz|ff)$/.test(w)) {
    w = w.slice(0, -1);
  }
  return w;
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/** The words of an answer, ready to be looked up. */
class WordBag {
  private readonly plain: Set<string>;
  private readonly stems: Set<string>;
  /** words of 5 letters or more, with their stems */
  private readonly long: [word: string, stem: string][];

  constructor(list: string[]) {
    this.plain = new Set(list);
    this.stems = new Set(list.map(stem));
    this.long = [...this.plain].filter((w) => w.length >= 5).map((w) => [w, stem(w)]);
  }

  get distinct(): number {
    return this.plain.size;
  }

  /** The word, or a close variant of it: the same stem, or (5 letters or more) one edit away. */
  has(word: string): boolean {
    if (this.plain.has(word)) return true;
    const s = stem(word);
    if (this.stems.has(s)) return true;
    if (word.length < 5) return false;
    return this.long.some(
      ([a, as]) =>
        editDistanceWithin(a, word, 1) ||
        (as.length >= 5 && s.length >= 5 && editDistanceWithin(as, s, 1)),
    );
  }
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A score as written in text: 4.5, 4 (not 4.0). */
const shown = (n: number): string => String(round1(n));

const LABEL_CHARS = 60;
/** A point as named in the explanation: one line, at most 60 characters. */
function label(point: string): string {
  const one = point
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,]+$/, '');
  return one.length > LABEL_CHARS ? one.slice(0, LABEL_CHARS - 1).trimEnd() + '…' : one;
}

/** A point's words to look for: its significant ones, or all of them if it has none. */
function pointWords(point: string): string[] {
  const significant = [...new Set(significantWords(point))];
  return significant.length > 0 ? significant : [...new Set(words(point))];
}

/** An answer long enough to be worth something: this many distinct significant words. */
const SUBSTANTIAL_WORDS = 5;
/** Distinct significant words that count as a full answer when there are no points. */
const FULL_ANSWER_WORDS = 25;
/** Without expected points the scorer cannot be sure: it gives at most this. */
const NO_POINTS_CAP = 4;

const NO_ANSWER = 'No answer was given.';

/** Terms of the question's topic: its tags and the significant words of its text. */
function topicTerms(question: AskedQuestion): string[] {
  const terms = question.tags.flatMap((t) => significantWords(t));
  terms.push(...significantWords(question.question));
  return [...new Set(terms)];
}

/**
 * The expected points an answer does not cover, as the built-in scorer judges it (a point is
 * covered when most of its words, or close variants, are in the answer): what a follow-up asks.
 */
export function missedPoints(question: AskedQuestion, answer: string): string[] {
  const points = question.expected_points.filter((p) => words(p).length > 0);
  const bag = new WordBag(significantWords(answer));
  return points.filter((point) => {
    const list = pointWords(point);
    return list.filter((w) => bag.has(w)).length * 2 <= list.length;
  });
}

type Scored = Pick<AnswerScore, 'explanation' | 'scorer' | 'needs_review'> & { score: number };

function scoreAgainstPoints(points: string[], bag: WordBag, question: AskedQuestion): Scored {
  const covered: string[] = [];
  const missed: string[] = [];
  let wordsFound = 0;
  for (const point of points) {
    const list = pointWords(point);
    const found = list.filter((w) => bag.has(w)).length;
    wordsFound += found;
    (found * 2 > list.length ? covered : missed).push(point);
  }
  // an answer that covers no point still earns a little for substance on the topic
  const onTopic = wordsFound > 0 || topicTerms(question).some((t) => bag.has(t));
  const substantial = bag.distinct >= SUBSTANTIAL_WORDS;
  const floor = onTopic && substantial ? 1 : onTopic || substantial ? 0.5 : 0;
  const score = round1(Math.max((covered.length / points.length) * 5, floor));
  const total = points.length;
  const missedText = missed.length ? ` Missed: ${missed.map(label).join(', ')}.` : '';
  const explanation =
    covered.length === 0
      ? `Covered none of the ${total} point${total === 1 ? '' : 's'}.${missedText}`
      : `Covered ${covered.length} of ${total} point${total === 1 ? '' : 's'}: ` +
        `${covered.map(label).join(', ')}.${missedText}`;
  return { score, explanation, scorer: 'built-in', needs_review: false };
}

function scoreWithoutPoints(question: AskedQuestion, bag: WordBag): Scored {
  const terms = topicTerms(question);
  const matched = terms.filter((t) => bag.has(t));
  const substance = Math.min(1, bag.distinct / FULL_ANSWER_WORDS);
  // matching three of the topic's terms is as on-topic as an answer can be shown to be
  const topic = terms.length === 0 ? 0.5 : Math.min(1, matched.length / Math.min(3, terms.length));
  let score = NO_POINTS_CAP * (0.5 * substance + 0.5 * topic);
  if (terms.length > 0 && matched.length === 0) score = Math.min(score, 1);
  const on =
    terms.length === 0
      ? 'no topic terms to match'
      : matched.length === 0
        ? 'none of the topic terms'
        : `${matched.length} topic term${matched.length === 1 ? '' : 's'} (${matched.slice(0, 5).join(', ')})`;
  const distinct = `${bag.distinct} distinct word${bag.distinct === 1 ? '' : 's'}`;
  return {
    score: round1(score),
    explanation: `No expected points for this question: scored on ${on} and ${distinct}; needs review.`,
    scorer: 'built-in',
    needs_review: true,
  };
}

/** Scores one answer; pure and deterministic. */
export function scoreAnswer(
  question: AskedQuestion,
  answer: string,
): AnswerScore & { score: number } {
  const points = question.expected_points.filter((p) => words(p).length > 0);
  const needsReview = points.length === 0;
  const answerWords = significantWords(answer);
  if (words(answer).length === 0) {
    return {
      score: 0,
      explanation: NO_ANSWER,
      scorer: 'built-in',
      needs_review: needsReview,
      scorable: true,
      ...BUILTIN_PROVENANCE,
    };
  }
  const bag = new WordBag(answerWords);
  const scored = needsReview
    ? scoreWithoutPoints(question, bag)
    : scoreAgainstPoints(points, bag, question);
  return { ...scored, scorable: true, ...BUILTIN_PROVENANCE };
}

export const builtinScorer: Scorer = {
  score: (question, answer) => Promise.resolve(scoreAnswer(question, answer)),
};

/** An answer at or above this average is a strength of its skill. */
const STRONG = 3.5;
/** Below this, a gap. */
const WEAK = 2.5;

function joinSkills(list: { skill: string; average: number }[]): string {
  const parts = list.map(({ skill, average }) => `${skill} (${shown(average)}/5)`);
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The interview's feedback: strengths and gaps by skill, e.g.
 * "Strong in Python (4.5/5). Needs work in SQL (1.5/5)."
 */
export function summariseFeedback(answers: ScoredAnswer[]): string {
  if (answers.length === 0) return 'No questions were answered.';
  if (answers.every((a) => a.score === null)) return 'No answer could be scored.';
  const bySkill = new Map<string, { skill: string; sum: number; count: number }>();
  for (const { skill, score } of answers) {
    // an answer that could not be scored says nothing of its skill
    if (score === null) continue;
    const name = skill.trim() || 'General';
    const key = name.toLowerCase();
    const entry = bySkill.get(key) ?? { skill: name, sum: 0, count: 0 };
    entry.sum += score;
    entry.count += 1;
    bySkill.set(key, entry);
  }
  const skills = [...bySkill.values()].map(({ skill, sum, count }) => ({
    skill,
    average: round1(sum / count),
  }));
  if (skills.every((s) => s.average === 0)) {
    return 'No answer earned any points: every skill needs work.';
  }
  const strong = skills.filter((s) => s.average >= STRONG);
  const weak = skills.filter((s) => s.average < WEAK);
  const fair = skills.filter((s) => s.average >= WEAK && s.average < STRONG);
  if (strong.length === 0 && weak.length === 0) {
    return `Fair in ${joinSkills(fair)}: no clear strengths or gaps.`;
  }
  const sentences: string[] = [];
  if (strong.length) sentences.push(`Strong in ${joinSkills(strong)}.`);
  if (fair.length) sentences.push(`Fair in ${joinSkills(fair)}.`);
  if (weak.length) sentences.push(`Needs work in ${joinSkills(weak)}.`);
  return sentences.join(' ');
}
