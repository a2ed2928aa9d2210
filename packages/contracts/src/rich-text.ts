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
