import { describe, expect, it } from 'vitest';
import {
  formatScore,
  fromDateTimeLocal,
  joinLink,
  rescheduleProblem,
  scoreValue,
  statusColor,
  statusKey,
  toDateTimeLocal,
  truncate,
} from '../../src/resources/interviews/interviewFormat';
import { hasResume, initialsOf, matchesName } from '../../src/resume/resumeList';
import { voiceName as voiceLabel } from '../../src/dataProvider/voices';

describe('voiceLabel', () => {
  it('capitalises a voice id', () => {
    expect(voiceLabel('ash')).toBe('Ash');
    expect(voiceLabel('VERSE')).toBe('Verse');
    expect(voiceLabel(' coral ')).toBe('Coral');
  });
  it('gives an empty string for nothing', () => {
    expect(voiceLabel('')).toBe('');
    expect(voiceLabel(undefined)).toBe('');
    expect(voiceLabel(3)).toBe('');
  });
});

describe('status helpers', () => {
  it('maps statuses to keys and colours', () => {
    expect(statusKey('in_progress')).toBe('app.interviews.status.in_progress');
    expect(statusKey(undefined)).toBe('app.interviews.status.unknown');
    expect(statusColor('scheduled')).toBe('primary');
    expect(statusColor('in_progress')).toBe('warning');
    expect(statusColor('completed')).toBe('success');
    expect(statusColor('cancelled')).toBe('default');
    expect(statusColor('weird')).toBe('default');
  });
});

describe('scores', () => {
  it('formats a score out of 5 with one decimal', () => {
    expect(formatScore(4.2)).toBe('4.2 / 5');
    expect(formatScore(4)).toBe('4 / 5');
    expect(formatScore(3.456)).toBe('3.5 / 5');
    expect(formatScore('2.5')).toBe('2.5 / 5');
    expect(formatScore(0)).toBe('0 / 5');
  });
  it('keeps scores within 0 to 5 and has none for missing values', () => {
    expect(scoreValue(7)).toBe(5);
    expect(scoreValue(-1)).toBe(0);
    expect(scoreValue(null)).toBeNull();
    expect(scoreValue(undefined)).toBeNull();
    expect(scoreValue('')).toBeNull();
    expect(scoreValue(Number.NaN)).toBeNull();
    expect(formatScore(null)).toBe('');
  });
});

describe('joinLink', () => {
  it('puts a relative link on the origin', () => {
    expect(joinLink('/meeting?interviewId=a1', 'https://admin.example.com')).toBe(
      'https://admin.example.com/meeting?interviewId=a1',
    );
    expect(joinLink('meeting?x=1', 'https://admin.example.com/')).toBe(
      'https://admin.example.com/meeting?x=1',
    );
  });
  it("keeps the server's link as given: the candidate's token stays in it", () => {
    const link = '/meeting?interviewId=int-1&token=Zx9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01';
    expect(joinLink(link, 'https://admin.example.com')).toBe(`https://admin.example.com${link}`);
  });
  it('keeps an absolute link and gives nothing for no link', () => {
    expect(joinLink('https://meet.example.com/r/1', 'https://admin.example.com')).toBe(
      'https://meet.example.com/r/1',
    );
    expect(joinLink('', 'https://admin.example.com')).toBe('');
    expect(joinLink(undefined, 'https://admin.example.com')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly ten', 11)).toBe('exactly ten');
    const cut = truncate('The candidate answered every question clearly', 20);
    expect(cut).toBe('The candidate…');
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncate('a\n\n  b', 10)).toBe('a b');
    expect(truncate(null, 10)).toBe('');
  });
});

describe('datetime-local values', () => {
  it('round-trips a local date and time', () => {
    const date = new Date(2031, 6, 9, 8, 45);
    expect(toDateTimeLocal(date)).toBe('2031-07-09T08:45');
    expect(fromDateTimeLocal('2031-07-09T08:45')?.getTime()).toBe(date.getTime());
    expect(fromDateTimeLocal('2031-07-09T08:45:30')?.getSeconds()).toBe(30);
  });
  it('reads an API date (naive = UTC) in local time', () => {
    expect(toDateTimeLocal('2031-07-09T08:45:00')).toBe(
      toDateTimeLocal(new Date(Date.UTC(2031, 6, 9, 8, 45))),
    );
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('nonsense')).toBe('');
  });
  it('rejects malformed and impossible values', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('2031-07-09')).toBeNull();
    expect(fromDateTimeLocal('2031-02-30T10:00')).toBeNull();
    expect(fromDateTimeLocal('2031-13-01T10:00')).toBeNull();
  });
});

describe('rescheduleProblem', () => {
  const now = new Date(2030, 0, 1, 12, 0);
  it('needs a valid time in the future that differs from the current one', () => {
    expect(rescheduleProblem('', now)).toBe('required');
    expect(rescheduleProblem('soon', now)).toBe('invalid');
    expect(rescheduleProblem('2029-12-31T23:59', now)).toBe('past');
    expect(rescheduleProblem('2030-01-01T12:00', now)).toBe('past');
    expect(rescheduleProblem('2030-01-01T12:01', now)).toBeNull();
    expect(
      rescheduleProblem('2030-02-01T09:00', now, new Date(2030, 1, 1, 9, 0).toISOString()),
    ).toBe('unchanged');
    expect(
      rescheduleProblem('2030-02-01T09:30', now, new Date(2030, 1, 1, 9, 0).toISOString()),
    ).toBeNull();
  });
});

describe('resume list helpers', () => {
  it('knows who has a resume', () => {
    expect(hasResume({ resume_url: '/api/resumes/a.pdf' })).toBe(true);
    expect(hasResume({ resume_url: '' })).toBe(false);
    expect(hasResume({ resume_url: null })).toBe(false);
    expect(hasResume({})).toBe(false);
  });
  it('matches every word of the query in the name, ignoring case and accents', () => {
    expect(matchesName({ name: 'Zoë Adams' }, 'zoe')).toBe(true);
    expect(matchesName({ name: 'Zoë Adams' }, 'adams ZO')).toBe(true);
    expect(matchesName({ name: 'Zoë Adams' }, 'zoe smith')).toBe(false);
    expect(matchesName({ name: undefined }, 'a')).toBe(false);
    expect(matchesName({ name: undefined }, '  ')).toBe(true);
  });
  it('makes initials', () => {
    expect(initialsOf('jane doe')).toBe('JD');
    expect(initialsOf('Sam')).toBe('S');
    expect(initialsOf('Ana Maria Lopez')).toBe('AM');
    expect(initialsOf('')).toBe('');
  });
});
