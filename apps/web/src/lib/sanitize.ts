import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Inline markup that server-sent texts (announcements, live-log lines) may use. Everything else
 * — scripts, event handlers, styles, forms, frames, images — is removed.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'code',
  'br',
  'p',
  'span',
  'ul',
  'ol',
  'li',
];
const ALLOWED_ATTR = ['href', 'title'];

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    // Links always open in a new tab, without giving that tab a handle on the shell.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** The one HTML sanitiser of the shell: use it for every server text rendered as HTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
