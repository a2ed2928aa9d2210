import { cellText, OUTPUT_PIECE_BYTES, type FeedRow, type FeedRows } from './feed-values';
import { escapeXmlText, xmlLocalName } from './xml-text';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** What the RSS channel says about the feed (RSS 2.0 requires all three). */
export interface GoogleFeedInfo {
  title: string;
  link: string;
  description: string;
}

function head(info: GoogleFeedInfo): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n` +
    `<title>${escapeXmlText(info.title)}</title>\n` +
    `<link>${escapeXmlText(info.link)}</link>\n` +
    `<description>${escapeXmlText(info.description)}</description>\n`
  );
}

const TAIL = '</channel>\n</rss>\n';

/**
 * One `<item>`: a `g:` element per column, named after the column (Google's attribute names:
 * id, title, link, price, image_link …; any other name as a g: element too). An empty value
 * writes no element: for Google an empty attribute is a missing one.
 */
function itemXml(elements: readonly { column: string; tag: string }[], row: FeedRow): string {
  let xml = '<item>\n';
  for (const { column, tag } of elements) {
    const text = escapeXmlText(cellText(row[column]));
    if (text !== '') xml += `<${tag}>${text}</${tag}>\n`;
  }
  return `${xml}</item>\n`;
}

/**
 * A Google Merchant Center feed: RSS 2.0 with the `g:` namespace, one `<item>` per row, in UTF-8.
 * Text is escaped and stripped of the characters XML 1.0 forbids, so any value gives a
 * well-formed file. Rows are pulled as the output is read, a few dozen kilobytes at a time.
 */
export async function* writeGoogleXml(
  columns: readonly string[],
  rows: FeedRows,
  info: GoogleFeedInfo,
): AsyncGenerator<Uint8Array> {
  const elements = columns.map((column) => ({ column, tag: `g:${xmlLocalName(column)}` }));
  let pending = head(info);
  for await (const row of rows) {
    pending += itemXml(elements, row);
    if (pending.length >= OUTPUT_PIECE_BYTES) {
      yield Buffer.from(pending, 'utf8');
      pending = '';
    }
  }
  yield Buffer.from(pending + TAIL, 'utf8');
}
