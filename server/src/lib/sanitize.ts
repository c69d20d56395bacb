import sanitizeHtml from 'sanitize-html';

export const MAX_SUMMARY_CHARS = 20_000;

const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const ALLOWED_LINK = /^(https?:|mailto:|tel:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'code',
    'pre',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe'],
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      // browsers ignore whitespace and control characters inside a scheme ("java\tscript:")
      // eslint-disable-next-line no-control-regex
      const href = (attribs.href ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (!ALLOWED_LINK.test(href)) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
  },
  // a link to anything else is dropped, keeping its text (renaming the tag in transformTags
  // instead confuses sanitize-html's closing tags)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The rich-text subset the console renders: safe tags, and links to http(s), mailto and tel only. */
export function sanitizeSummary(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of a summary, to tell an empty editor (`<p></p>`) from a real summary. */
export function summaryText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use inside HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
