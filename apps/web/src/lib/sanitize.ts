import {
  isRichTextUrlAllowed,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@feedline/contracts/rich-text';
import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    // The API's URL rule, not DOMPurify's wider default (which keeps ftp:, tel:, //host …).
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'href' && !isRichTextUrlAllowed(data.attrValue)) data.keepAttr = false;
    });
    // Links always open in a new tab, without giving that tab a handle on the shell.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', RICH_TEXT_LINK_ATTRIBUTES.target);
        node.setAttribute('rel', RICH_TEXT_LINK_ATTRIBUTES.rel);
      }
    });
  }
  return purifier;
}

/**
 * The one HTML sanitiser of the shell: use it for every server text rendered as HTML. The API
 * already cleaned the text to the same rich-text rules (@feedline/contracts: tags, attributes,
 * URL schemes, link target); this is the second line, for a text that did not come through it.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
