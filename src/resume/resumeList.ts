// Pure helpers of the Resume screen.
import type { Candidate } from '../dataProvider/types';

/** True when the candidate has a resume link. */
export function hasResume(candidate: Pick<Candidate, 'resume_url'>): boolean {
  return typeof candidate.resume_url === 'string' && candidate.resume_url.trim() !== '';
}

/** Case- and accent-insensitive match of every word of the query in the candidate's name. */
export function matchesName(candidate: Pick<Candidate, 'name'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = fold(candidate.name ?? '');
  return words.every((word) => name.includes(word));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Up to two initials of a name ('Jane Doe' → 'JD'). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
