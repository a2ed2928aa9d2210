import { EXPORT_FORMATS, type ExportFormat } from '@feedline/contracts/feed-constants';
import { writeDelimited } from './delimited-writer';
import type { FeedRows } from './feed-values';
import { writeGoogleXml, type GoogleFeedInfo } from './google-xml-writer';

/** The formats a channel's feed is written in (contracts' EXPORT_FORMATS). */
/** The formats a channel's feed is written in (one list with the contracts'). */
export const OUTPUT_FORMATS = EXPORT_FORMATS;
export type OutputFormat = ExportFormat;

/** How a feed of each format is served: its media type and file extension. */
export const OUTPUT_MEDIA: Record<OutputFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  tsv: { contentType: 'text/tab-separated-values; charset=utf-8', extension: 'tsv' },
  'xml-google': { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
};

export const isOutputFormat = (value: string): value is OutputFormat =>
  (OUTPUT_FORMATS as readonly string[]).includes(value);

/**
 * A feed in `format`, as a stream of UTF-8 bytes: the columns in their order, one line or item per
 * row. The rows are pulled only as the bytes are read (memory stays flat whatever their number),
 * and an error of the rows ends the stream with that error. `info` names the feed in formats that
 * carry a title (xml-google).
 */
export function writeFeed(
  format: OutputFormat,
  columns: readonly string[],
  rows: FeedRows,
  info: GoogleFeedInfo = { title: 'Product feed', link: '', description: 'Product feed' },
): AsyncGenerator<Uint8Array> {
  switch (format) {
    case 'csv':
      return writeDelimited(columns, rows, ',');
    case 'tsv':
      return writeDelimited(columns, rows, '\t');
    case 'xml-google':
      return writeGoogleXml(columns, rows, info);
  }
}
