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
