import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@feedline/contracts';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { '*': [...RICH_TEXT_ATTRIBUTES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Disallowed tags go with everything inside them (scripts, styles, frames), not only the tag.
  disallowedTagsMode: 'discard',
};

/**
 * A server-sent HTML text cleaned to the shared rich-text list (@feedline/contracts), with a
 * maintained parser that builds no DOM: no event handler, script or style reaches a browser.
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
