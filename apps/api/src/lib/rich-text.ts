import {
  isRichTextUrlAllowed,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@feedline/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Every tag's address goes by the shared URL rule (the shell's sanitiser decides with the same
 * function), and a link that keeps one gets the shared target and rel, whatever the text said.
 */
const applyLinkRules: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'target' || name === 'rel') continue;
    if (name === 'href' && !isRichTextUrlAllowed(value)) continue;
    kept[name] = value;
  }
  const isLink = tagName === 'a' && kept.href !== undefined;
  return { tagName, attribs: isLink ? { ...kept, ...RICH_TEXT_LINK_ATTRIBUTES } : kept };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    '*': [...RICH_TEXT_ATTRIBUTES],
    a: Object.keys(RICH_TEXT_LINK_ATTRIBUTES),
  },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowProtocolRelative: false,
  transformTags: { '*': applyLinkRules },
  // Disallowed tags go with everything inside them (scripts, styles, frames), not only the tag.
  disallowedTagsMode: 'discard',
};

/**
 * A server-sent HTML text cleaned to the shared rich-text rules (@feedline/contracts), with a
 * maintained parser that builds no DOM: no event handler, script or style reaches a browser, and
 * links open in a new tab without a handle on the shell.
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
