export {
  FEED_ERROR_CODES,
  FEED_FORMATS,
  FeedError,
  ROW_PROBLEM_CODES,
  type FeedErrorCode,
  type FeedFormat,
  type FeedItem,
  type FeedOptions,
  type FeedSummary,
  type FieldValue,
  type RowProblem,
  type RowProblemCode,
} from './types';
export { readFeed } from './read-feed';
export type { FeedSource } from './source';
export { detectFormat, type DetectFormatInput } from './detect-format';
export { normalizePrice, PRICE_FIELDS } from './price';
export {
  OUTPUT_FORMATS,
  OUTPUT_MEDIA,
  isOutputFormat,
  writeFeed,
  type OutputFormat,
} from './writers/write-feed';
export type { FeedRow, FeedRows } from './writers/feed-values';
export type { GoogleFeedInfo } from './writers/google-xml-writer';
export { writeXlsx, XLSX_MAX_ROWS } from './writers/xlsx-writer';
