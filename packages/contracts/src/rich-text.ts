/**
 * The inline markup that server-sent texts (announcements, live-log lines) may carry. The API
 * cleans every such text to this list before it leaves the server, so a browser never parses an
 * event handler (which a strict CSP reports even in an inert document); the shell sanitises again
 * with the same list. Everything else — scripts, event handlers, styles, forms, frames, images — is
 * removed.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

/** The attributes the tags of {@link RICH_TEXT_TAGS} keep. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'title'] as const;

/**
 * The URL schemes a rich-text address (`href`) may use. An address without a scheme (a path on
 * the same site) is kept too; a protocol-relative one (`//host`) is not.
 */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * What every rich-text link with an address carries, whatever the text asked for: it opens in a
 * new tab that gets no handle on the page that opened it (`window.opener`) and no referrer.
 */
export const RICH_TEXT_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Characters removed before the scheme is read, a superset of what any of the parsers involved
 * skips: controls and the space (browsers, sanitize-html), the Unicode spaces (DOMPurify), the
 * byte-order mark and U+202F (String.prototype.trim, which DOMPurify applies first), and U+FFFD,
 * which an HTML parser puts where the text had a NUL that sanitize-html's parser kept.
 */
const URL_IGNORED_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are the point.
  /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u202f\u205f\u3000\ufeff\ufffd]/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/;
const URL_SCHEME = /^([a-z][a-z\d+.-]*):/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/**
 * Whether a rich-text address may stay: its scheme is one of {@link RICH_TEXT_URL_SCHEMES}, or it
 * has none and is not protocol-relative. The scheme is read as the strictest of the parsers
 * would read it: skipped characters and HTML comments are removed first, so `java&#9;script:`
 * and `java<!-- -->script:` both count as `javascript:`. The API's cleaner and the shell's
 * sanitiser both decide with this function.
 */
export function isRichTextUrlAllowed(url: string): boolean {
  let compact = url.replace(URL_IGNORED_CHARACTERS, '');
  // One comment at a time, until none is left: removing one may join the halves of another.
  for (let previous = ''; previous !== compact;) {
    previous = compact;
    compact = compact.replace(HTML_COMMENT, '');
  }
  const scheme = URL_SCHEME.exec(compact)?.[1];
  if (scheme !== undefined) {
    return (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme.toLowerCase());
  }
  return !PROTOCOL_RELATIVE.test(compact);
}
