// What a resume's text says of its owner: name, email and phone, as far as they can be found.
// Used to fill in a candidate imported from a PDF; the admin checks the result before saving.

export interface ResumeFields {
  /** '' when none was found */
  name: string;
  email: string;
  phone: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A run that may be a phone number: digits with the separators people write. */
const PHONE_RUN = /\+?\(?\d[\d ()./-]{5,22}\d/g;
const YEAR_RANGE = /^(19|20)\d\d\s*[-/]\s*(19|20)\d\d$/;
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
/** Lines that head a resume but name no one. */
const HEADINGS = new Set([
  'resume',
  'résumé',
  'curriculum vitae',
  'cv',
  'profile',
  'summary',
  'contact',
  'personal information',
  'about me',
]);
/** How far down a name is looked for: it heads the resume. */
const NAME_LINES = 6;

export function resumeFields(text: string): ResumeFields {
  return { name: nameOf(text), email: emailOf(text), phone: phoneOf(text) };
}

function emailOf(text: string): string {
  const found = EMAIL.exec(text)?.[0] ?? '';
  return found.length <= 254 ? found : '';
}

/** The first run of 7 to 15 digits that is not a year range or a date, as written. */
function phoneOf(text: string): string {
  for (const match of text.matchAll(PHONE_RUN)) {
    const run = match[0].trim();
    const digits = run.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15 || YEAR_RANGE.test(run) || DATE.test(run)) continue;
    // the server's phone rule has no dots: they become spaces
    const phone = run.replace(/\./g, ' ').replace(/\s+/g, ' ');
    if (phone.length <= 25) return phone;
  }
  return '';
}

/**
 * The first of the opening lines that reads as a person's name: two to five words of letters
 * (hyphens, apostrophes and dots inside them allowed), no digits, no address, not a heading.
 */
function nameOf(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, NAME_LINES);
  for (const line of lines) {
    // "Jane Doe | jane@x.com": the part before a separator
    const head = line.split(/\s[|•·–—]\s|,\s/)[0]!.trim();
    if (HEADINGS.has(head.toLowerCase()) || head.length > 60) continue;
    const words = head.split(' ');
    if (words.length < 2 || words.length > 5) continue;
    if (words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word))) return head;
  }
  return '';
}
