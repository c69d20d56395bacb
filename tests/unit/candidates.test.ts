import { describe, expect, it } from 'vitest';
import { pageFromText } from '../../src/common/PageJump';
import { LIMITS } from '../../src/common/limits';
import { t } from '../../src/i18n/translate';
import {
  MAX_RESUME_BYTES,
  candidateFormErrorArgs,
  checkResumeFile,
  cleanSkills,
  formatFileSize,
  isPdfFile,
  percentOf,
  validateCandidateForm,
} from '../../src/resources/candidates/candidateForm';
import {
  readListParams,
  writeListParams,
  type CandidateListParams,
} from '../../src/resources/candidates/candidateListParams';
import { pageLabel, pageWindow } from '../../src/resources/candidates/pageWindow';
import { isAllowedLinkUrl, linkHrefOf } from '../../src/resources/candidates/summaryLinks';

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at 1 near the beginning', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves with the current page, keeping it in the middle', () => {
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
  });

  it('stops at the last page near the end', () => {
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps a current page out of range and handles no pages', () => {
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('takes another window size', () => {
    expect(pageWindow(6, 10, 3)).toEqual([5, 6, 7]);
    expect(pageWindow(6, 10, 4)).toEqual([5, 6, 7, 8]);
    expect(pageWindow(6, 10, 0)).toEqual([]);
  });

  it('never shows more than five boxes by default', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageWindow(current, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(current);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(total);
      }
    }
  });

  it('labels pages with two digits', () => {
    expect([1, 5, 12, 100].map(pageLabel)).toEqual(['01', '05', '12', '100']);
    // grouped as the footer's count and the box's name ('Page 1,000') are
    expect([999, 1000, 4040].map(pageLabel)).toEqual(['999', '1,000', '4,040']);
  });
});

const pdf = (size = 1000, name = 'cv.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

describe('pageFromText: the page the "Go to page" field names', () => {
  it('takes a whole number from 1 to the last page, spaces around it left out', () => {
    expect(pageFromText('1', 1000)).toBe(1);
    expect(pageFromText(' 750 ', 1000)).toBe(750);
    expect(pageFromText('1000', 1000)).toBe(1000);
    expect(pageFromText('007', 1000)).toBe(7);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', '0', '1001', '-1', '2.5', '1e3', '1,000', 'ten', '0x10', '١٢']) {
      expect(pageFromText(text, 1000), text).toBeNull();
    }
    expect(pageFromText('1', 0)).toBeNull();
    expect(pageFromText('9'.repeat(12), 1000)).toBeNull();
  });
});

describe('validateCandidateForm', () => {
  const complete = {
    name: 'Ada Lovelace',
    phone: '+44 20 7946 0000',
    resume: pdf(),
    skills: ['Python'],
  };

  it('accepts a complete form', () => {
    expect(validateCandidateForm(complete)).toBeNull();
  });

  it('asks for the details first when name or phone is missing or blank', () => {
    expect(validateCandidateForm({ ...complete, name: '' })).toBe('app.candidates.fill_all');
    expect(validateCandidateForm({ ...complete, phone: '   ' })).toBe('app.candidates.fill_all');
    expect(validateCandidateForm({})).toBe('app.candidates.fill_all');
    expect(t('app.candidates.fill_all')).toBe('Please fill all the details');
  });

  it('then asks for a resume: a new file or the existing one', () => {
    const noResume = { ...complete, resume: null, skills: [] };
    expect(validateCandidateForm(noResume)).toBe('app.candidates.upload_resume');
    expect(validateCandidateForm(noResume, '')).toBe('app.candidates.upload_resume');
    expect(validateCandidateForm({ ...complete, resume: null }, '/api/resume/x.pdf')).toBeNull();
    expect(t('app.candidates.upload_resume')).toBe('Please upload a resume');
  });

  it('then asks for at least one skill', () => {
    expect(validateCandidateForm({ ...complete, skills: [] })).toBe('app.candidates.add_skills');
    expect(validateCandidateForm({ ...complete, skills: [' '] })).toBe('app.candidates.add_skills');
    expect(validateCandidateForm({ ...complete, skills: null })).toBe('app.candidates.add_skills');
    expect(t('app.candidates.add_skills')).toBe('Please add some skills');
  });

  it('does not require an email', () => {
    expect(validateCandidateForm({ ...complete, email: '' })).toBeNull();
  });

  it("then holds to the server's rules, so nothing it would refuse is uploaded", () => {
    const check = (changes: object, ...rest: [string?, { editing?: boolean }?]) =>
      validateCandidateForm({ ...complete, ...changes }, ...rest);
    expect(check({ phone: 'call me' })).toBe('app.limits.candidate_phone');
    expect(check({ phone: '1234' })).toBe('app.limits.candidate_phone');
    expect(check({ phone: '+1 (555) 010-0199' })).toBeNull();
    // the spec's messages come first
    expect(check({ phone: 'call me', skills: [] })).toBe('app.candidates.add_skills');
    expect(check({ email: 'not-an-email' })).toBe('app.limits.candidate_email');
    // an edit does not send the email
    expect(check({ email: 'not-an-email', resume: null }, '/r.pdf', { editing: true })).toBeNull();
    const skills = Array.from({ length: LIMITS.candidateSkills + 1 }, (_, i) => `s${i}`);
    expect(check({ skills })).toBe('app.limits.candidate_skills');
    expect(check({ skills: skills.slice(1) })).toBeNull();
    const summary = 'x'.repeat(LIMITS.profileSummary + 1);
    expect(check({ profile_summary: summary })).toBe('app.limits.candidate_summary');
    expect(
      t('app.limits.candidate_phone', candidateFormErrorArgs('app.limits.candidate_phone')),
    ).toBe('Phone must be 5 to 25 characters: digits, spaces, +, - and parentheses');
    expect(
      t('app.limits.candidate_summary', candidateFormErrorArgs('app.limits.candidate_summary')),
    ).toBe('Profile summary must be at most 20,000 characters');
  });
});

describe('linkHrefOf: the address typed for a summary link', () => {
  it('keeps http, https, mailto and tel URLs and completes bare ones', () => {
    expect(linkHrefOf(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(linkHrefOf('HTTP://example.com')).toBe('HTTP://example.com');
    expect(linkHrefOf('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(linkHrefOf('tel:+441234')).toBe('tel:+441234');
    expect(linkHrefOf('example.com')).toBe('https://example.com');
    expect(linkHrefOf('www.example.co.uk/path#x')).toBe('https://www.example.co.uk/path#x');
    expect(linkHrefOf('localhost:3000/x')).toBe('https://localhost:3000/x');
    expect(linkHrefOf('ada@example.com')).toBe('mailto:ada@example.com');
    expect(linkHrefOf('+44(20)7946-0000')).toBe('tel:+442079460000');
  });

  it('refuses other schemes, spaces, control characters and what is no address', () => {
    for (const typed of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://files.example',
      'java\tscript:alert(1)',
      'https://exa mple.com',
      'example',
      'mailto:',
      'https://',
      'just words',
    ]) {
      expect(linkHrefOf(typed), typed).toBeNull();
    }
  });
});

describe('resume files', () => {
  it('accepts a PDF by type, or by name when the browser gives no type', () => {
    expect(isPdfFile(pdf())).toBe(true);
    expect(isPdfFile(pdf(10, 'CV.PDF', ''))).toBe(true);
    expect(isPdfFile(pdf(10, 'cv.pdf', 'application/octet-stream'))).toBe(true);
    expect(isPdfFile(pdf(10, 'cv.docx', 'application/msword'))).toBe(false);
    expect(isPdfFile(pdf(10, 'cv.pdf', 'image/png'))).toBe(false);
    expect(isPdfFile(pdf(10, 'notes.txt', ''))).toBe(false);
  });

  it('refuses other types with the spec message, too large and empty files clearly', () => {
    expect(checkResumeFile(pdf(10, 'photo.png', 'image/png'))).toBe('app.candidates.only_pdf');
    expect(t('app.candidates.only_pdf')).toBe('Only .pdf files are allowed.');
    expect(
      checkResumeFile({ name: 'big.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES + 1 }),
    ).toBe('app.candidate_screen.file_too_large');
    expect(t('app.candidate_screen.file_too_large')).toMatch(/10 MB/);
    expect(
      checkResumeFile({ name: 'ok.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES }),
    ).toBeNull();
    expect(checkResumeFile(pdf(0))).toBe('app.candidate_screen.file_empty');
  });

  it('formats sizes and progress', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('cleanSkills', () => {
  it('trims, drops empties and repeats in any case, keeps the first spelling', () => {
    expect(cleanSkills([' Python ', 'python', '', 'SQL', 3, 'React'])).toEqual([
      'Python',
      'SQL',
      'React',
    ]);
    expect(cleanSkills(undefined)).toEqual([]);
  });
});

describe('summary links', () => {
  it('allows http, https, mailto and tel only', () => {
    for (const url of [
      'http://a.example',
      'https://a.example/x',
      'mailto:a@b.c',
      'tel:+441234',
      'HTTPS://A.EXAMPLE',
    ]) {
      expect(isAllowedLinkUrl(url)).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://a.example',
      'vbscript:x',
      '/relative',
      'a.example',
      '',
      null,
    ]) {
      expect(isAllowedLinkUrl(url)).toBe(false);
    }
  });
});

describe('list address', () => {
  const plain = { q: '', sort: 'created_at', order: 'desc' } as const;
  const view = (over: Partial<CandidateListParams>): CandidateListParams => ({
    state: 'no_interview_doc',
    page: 1,
    ...plain,
    ...over,
  });

  it('reads the filter and the page, with defaults for anything unknown', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual(view({}));
    expect(readListParams(new URLSearchParams('state=scheduled&page=3'))).toEqual(
      view({ state: 'scheduled', page: 3 }),
    );
    expect(readListParams(new URLSearchParams('state=bogus&page=-2'))).toEqual(view({}));
    expect(readListParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('reads the search and the sort: names A to Z and dates newest first unless told', () => {
    expect(readListParams(new URLSearchParams('q=zelda+f&sort=name'))).toEqual(
      view({ q: 'zelda f', sort: 'name', order: 'asc' }),
    );
    expect(readListParams(new URLSearchParams('sort=name&order=desc')).order).toBe('desc');
    expect(readListParams(new URLSearchParams('order=asc'))).toEqual(view({ order: 'asc' }));
    expect(readListParams(new URLSearchParams('sort=email&order=up'))).toEqual(view({}));
    expect(readListParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeListParams(view({})).toString()).toBe('');
    expect(writeListParams(view({ state: 'completed', page: 2 })).toString()).toBe(
      'state=completed&page=2',
    );
    expect(writeListParams(view({}), new URLSearchParams('x=1&page=4')).toString()).toBe('x=1');
    expect(writeListParams(view({ q: 'ada', sort: 'name', order: 'asc' })).toString()).toBe(
      'q=ada&sort=name',
    );
    expect(writeListParams(view({ q: '  ', order: 'asc' })).toString()).toBe('order=asc');
  });
});
