// The profile summary is rich text: its links are limited to http, https, mailto and tel (spec
// section 9), in the editor and in any HTML shown.

export const SUMMARY_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

const ALLOWED_URL = /^(?:https?|mailto|tel):/i;

/** True for an absolute http, https, mailto or tel URL (control characters and spaces ignored). */
export function isAllowedLinkUrl(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  // browsers drop these inside a scheme ('java\tscript:'), so the check must too
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return ALLOWED_URL.test(compact);
}

/** DOMPurify's URI rule for href/src: the same four protocols, nothing relative. */
export const SUMMARY_URI_REGEXP = /^(?:https?|mailto|tel):/i;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i;
/** a scheme (not a host's port, as in localhost:3000) */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const EMAIL = /^[^@/:?#]+@[^@/:?#]+\.[^@/:?#]+$/;
const PHONE = /^\+?[\d().-]{5,}$/;
const HOST = /^(?:\/\/)?(?:localhost|(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,})(?::\d+)?(?:[/?#].*)?$/iu;

/**
 * The address typed for a link, as the link's href: an http(s), mailto or tel URL as typed, an
 * email address as mailto:, a phone number as tel:, a host ('example.com/a') as https://. null for
 * anything else: another scheme (javascript:, data:), or spaces and control characters, which the
 * server would strip out of the href (so what is saved is what was typed).
 */
export function linkHrefOf(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || CONTROL_OR_SPACE.test(text)) return null;
  let href: string | null = null;
  if (ALLOWED_SCHEME.test(text)) href = text;
  else if (OTHER_SCHEME.test(text)) return null;
  else if (EMAIL.test(text)) href = `mailto:${text}`;
  else if (PHONE.test(text) && /\d/.test(text)) href = `tel:${text.replace(/[^\d+]/g, '')}`;
  else if (HOST.test(text)) href = `https://${text.replace(/^\/\//, '')}`;
  if (href === null || !isAllowedLinkUrl(href) || /^(?:mailto|tel):$/i.test(href)) return null;
  if (/^https?:/i.test(href) && !hasHost(href)) return null;
  return href;
}

function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
