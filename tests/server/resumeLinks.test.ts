import { describe, expect, it } from 'vitest';
import { createResumeLinks, signResumeUrl } from '../../server/src/lib/resumeStore.ts';

const key = Buffer.from('resume-links-test-key-0123456789abcdef');
const file = `${'c'.repeat(32)}.pdf`;
const other = `${'d'.repeat(32)}.pdf`;

function linksAt(start: number) {
  let now = start;
  const links = createResumeLinks(key, { now: () => new Date(now) });
  return { links, advance: (ms: number) => (now += ms), now: () => now };
}

const query = (url: string) => new URL(url, 'http://x').searchParams;

describe('createResumeLinks', () => {
  it('answers exactly what signing afresh answers, at every moment, for each file', () => {
    const { links, advance, now } = linksAt(Date.parse('2026-05-05T10:00:07.000Z'));
    for (let step = 0; step < 8; step++) {
      for (const name of [file, other])
        expect(links.sign(name)).toBe(signResumeUrl(key, name, now()));
      advance(97_000); // crosses the 5-minute expiry steps at odd moments
    }
    expect(links.sign(null)).toBe('');
    expect(links.sign('')).toBe('');
  });

  it('moves the expiry on as time passes, and every link made verifies', () => {
    const { links, advance } = linksAt(Date.parse('2026-05-05T10:00:00.000Z'));
    const first = query(links.sign(file));
    advance(10 * 60_000);
    const later = query(links.sign(file));
    expect(Number(later.get('expires'))).toBeGreaterThan(Number(first.get('expires')));
    for (const q of [first, later]) {
      expect(links.verify(file, q.get('expires') ?? undefined, q.get('sig') ?? undefined)).toBe(
        true,
      );
    }
    expect(
      links.verify(other, later.get('expires') ?? undefined, later.get('sig') ?? undefined),
    ).toBe(false);
  });
});
