// A short, plain profile summary written from the resume text, without any external AI: who the
// candidate is, the known skills the text mentions, and the start of the experience section.
import { escapeHtml, sanitizeSummary } from './sanitize.ts';

const ROLE_WORDS = [
  'software engineer',
  'software developer',
  'backend engineer',
  'backend developer',
  'frontend engineer',
  'frontend developer',
  'full stack developer',
  'full-stack developer',
  'full stack engineer',
  'full-stack engineer',
  'devops engineer',
  'site reliability engineer',
  'data scientist',
  'data engineer',
  'data analyst',
  'machine learning engineer',
  'mobile developer',
  'qa engineer',
  'test engineer',
  'product manager',
  'project manager',
  'engineering manager',
  'designer',
  'architect',
  'consultant',
  'developer',
  'engineer',
  'analyst',
];
const SENIORITY = ['senior', 'junior', 'lead', 'principal', 'staff', 'chief', 'head'];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** The largest "N years" the text claims (1 to 50), if any. */
function findYears(text: string): number | undefined {
  let best: number | undefined;
  for (const m of text.matchAll(/\b(\d{1,2})\+?\s*(?:years?|yrs?)\b/gi)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 50 && (best === undefined || n > best)) best = n;
  }
  return best;
}

/**
 * The role title the text names first (the longest at that place), with its seniority when
 * given, as the text writes it.
 */
function findRole(text: string): string | undefined {
  let best: { index: number; found: string } | undefined;
  for (const role of ROLE_WORDS) {
    const re = new RegExp(
      `\\b(?:(?:${SENIORITY.join('|')})\\s+)?${escapeRegExp(role)}(?=s?\\b)`,
      'i',
    );
    const m = re.exec(text);
    if (!m) continue;
    if (
      !best ||
      m.index < best.index ||
      (m.index === best.index && m[0].length > best.found.length)
    ) {
      best = { index: m.index, found: m[0].replace(/\s+/g, ' ') };
    }
  }
  if (!best) return undefined;
  const { found } = best;
  // keep the text's own capitals ("DevOps"); an all-lower or all-upper match is title-cased
  return found === found.toLowerCase() || found === found.toUpperCase()
    ? capitalise(found.toLowerCase())
    : found;
}

/** The known skill words the text mentions (whole words, any case), in the given order, deduplicated. */
function findSkills(text: string, known: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const raw of known) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    // \b fails next to symbols ("C++", ".NET"): use explicit non-word look-arounds instead
    const re = new RegExp(`(?<![\\w+#.])${escapeRegExp(skill)}(?![\\w+#])`, 'i');
    if (re.test(text)) found.push(skill);
  }
  return found;
}

// an "Experience" heading on a line of its own, else one that starts a line
const EXPERIENCE_HEADINGS = [
  /^[ \t]*(?:work |professional )?experience[ \t]*:?[ \t]*$/im,
  /^[ \t]*(?:work |professional )?experience\b[ \t]*:?/im,
];

/** About `max` characters from the experience section (or the start of the text), cut at a word. */
function experienceExcerpt(text: string, max = 300): string {
  let from = 0;
  for (const re of EXPERIENCE_HEADINGS) {
    const m = re.exec(text);
    if (m) {
      from = m.index + m[0].length;
      break;
    }
  }
  let excerpt = collapse(text.slice(from, from + max * 2));
  if (!excerpt) excerpt = collapse(text.slice(0, max * 2));
  if (excerpt.length <= max) return excerpt;
  const cut = excerpt.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The summary as simple HTML (`<p>` and `<ul><li>`), already sanitised.
 * Returns '' when the text is empty.
 */
export function generateSummary(input: {
  name: string;
  text: string;
  knownSkills: readonly string[];
}): string {
  const text = input.text.trim();
  if (!text) return '';
  const name = collapse(input.name) || 'The candidate';
  const role = findRole(text);
  const years = findYears(text);
  let first = `${name}`;
  if (role && years) first += ` is a ${role} with ${years} years of experience.`;
  else if (role) first += ` is a ${role}.`;
  else if (years) first += ` has ${years} years of experience.`;
  else first += `'s resume is summarised below.`;

  const parts = [`<p>${escapeHtml(first)}</p>`];
  const skills = findSkills(text, input.knownSkills);
  if (skills.length) {
    parts.push(
      '<p>Skills mentioned in the resume:</p>',
      `<ul>${skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    );
  }
  const excerpt = experienceExcerpt(text);
  if (excerpt) parts.push(`<p>${escapeHtml(excerpt)}</p>`);
  return sanitizeSummary(parts.join(''));
}
