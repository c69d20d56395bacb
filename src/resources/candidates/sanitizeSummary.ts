// Profile summaries are HTML written by an editor or by the server: cleaned before they are
// shown or edited, links limited to the allowed protocols.
import DOMPurify from 'dompurify';
import { SUMMARY_URI_REGEXP } from './summaryLinks';

/** Tags a summary may use (what the editor's toolbar can produce). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
];

/** The summary's HTML, safe to render: no scripts, styles or handlers; links http/https/mailto/tel. */
export function sanitizeSummaryHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SUMMARY_URI_REGEXP,
  });
  return typeof clean === 'string' ? clean : String(clean);
}
