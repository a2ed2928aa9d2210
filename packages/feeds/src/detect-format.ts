import { detectDelimiter } from './csv-reader';
import { encodingOfBom, headText } from './encoding';
import type { FeedFormat } from './types';
import { GOOGLE_NS } from './xml-fields';

export interface DetectFormatInput {
  fileName?: string;
  contentType?: string;
  head: Uint8Array;
}

const EXTENSIONS: Record<string, FeedFormat> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  xml: 'xml-generic',
  rss: 'xml-google',
  atom: 'xml-google',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
};

const CONTENT_TYPES: Record<string, FeedFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/xml': 'xml-generic',
  'text/xml': 'xml-generic',
  'application/rss+xml': 'xml-google',
  'application/atom+xml': 'xml-google',
  'application/json': 'json',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/x-jsonlines': 'jsonl',
};

/** File signatures of things people upload by mistake: images, archives, PDFs, Office files. */
const BINARY_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0x50, 0x4b, 0x03, 0x04], // ZIP, XLSX
  [0x1f, 0x8b], // gzip
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0xd0, 0xcf, 0x11, 0xe0], // XLS
];

function formatFromName(fileName: string | undefined): FeedFormat | undefined {
  const extension = fileName
    ?.trim()
    .toLowerCase()
    .match(/\.([a-z]+)$/)?.[1];
  return extension === undefined ? undefined : EXTENSIONS[extension];
}

function formatFromContentType(contentType: string | undefined): FeedFormat | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === undefined ? undefined : CONTENT_TYPES[mediaType];
}

function isBinary(head: Uint8Array): boolean {
  const hasSignature = BINARY_SIGNATURES.some((signature) =>
    signature.every((byte, index) => head[index] === byte),
  );
  const isWide = encodingOfBom(head)?.startsWith('utf-16') ?? false;
  return hasSignature || (!isWide && head.includes(0));
}

function isJsonObjectLine(text: string): boolean {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function formatFromContent(text: string, hint: FeedFormat | undefined): FeedFormat {
  if (text.startsWith('<')) return text.includes(GOOGLE_NS) ? 'xml-google' : 'xml-generic';
  if (text.startsWith('[')) return 'json';
  if (text.startsWith('{')) {
    if (hint === 'json' || hint === 'jsonl') return hint;
    return isJsonObjectLine(text) ? 'jsonl' : 'json';
  }
  if (hint === 'csv' || hint === 'tsv') return hint;
  return detectDelimiter(text) === '\t' ? 'tsv' : 'csv';
}

/**
 * Guesses the format from the file name, content type and the first bytes (for the
 * add-data-source form; the user can override). The content decides where it is clear (XML,
 * JSON, delimited text); the name and type choose between look-alikes. Undefined for binary
 * data and for an empty head without a usable name or type.
 */
export function detectFormat(input: DetectFormatInput): FeedFormat | undefined {
  const hint = formatFromName(input.fileName) ?? formatFromContentType(input.contentType);
  if (isBinary(input.head)) return undefined;
  const text = headText(input.head, encodingOfBom(input.head) ?? 'utf-8').trimStart();
  if (text === '') return hint;
  return formatFromContent(text, hint);
}
