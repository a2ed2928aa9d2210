import { analyse } from 'chardet';
import iconv from 'iconv-lite';
import { FeedError, notFormatCode, type FeedFormat } from './types';

/** The encodings Node decodes natively and strictly (a bad byte throws). */
const NATIVE_ENCODINGS = new Set(['utf-8', 'utf-16le']);

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** chardet names the ISO sets; browsers and Windows exports mean their windows- supersets. */
const DETECTED_ALIASES: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'iso-8859-9': 'windows-1254',
  ascii: 'utf-8',
};

/** How close to chardet's first guess windows-1252 must come to be taken instead. */
const WESTERN_SHARE = 0.5;

/** Share of C0 control characters (other than tab, newlines, form feed) that marks binary data. */
const MAX_CONTROL_SHARE = 0.01;

export function encodingOfBom(head: Uint8Array): string | undefined {
  return BOMS.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.encoding;
}

function canonicalName(name: string): string {
  const lower = name.trim().toLowerCase();
  const compact = lower.replace(/[-_]/g, '');
  if (compact === 'utf8') return 'utf-8';
  if (compact === 'utf16le' || compact === 'ucs2') return 'utf-16le';
  if (compact === 'utf16be') return 'utf-16be';
  return lower;
}

function isValidUtf8Prefix(head: Uint8Array): boolean {
  try {
    // `stream: true` forgives a character cut in two at the end of the head.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * chardet's guess, leaning to windows-1252: on a short Western text chardet rates a Central
 * European set first (é is 0xE9 in both), with windows-1252 close behind.
 */
function detectWithChardet(head: Uint8Array): string {
  const matches = analyse(head).map((match) => ({ ...match, name: canonicalName(match.name) }));
  const top = matches[0];
  const western = matches.find(({ name }) => DETECTED_ALIASES[name] === 'windows-1252');
  const isWesternClose =
    western !== undefined &&
    top !== undefined &&
    western.confidence >= top.confidence * WESTERN_SHARE;
  const name = top === undefined || isWesternClose ? 'windows-1252' : top.name;
  const aliased = DETECTED_ALIASES[name] ?? name;
  // A guess of UTF-8 for bytes that are not UTF-8 would only fail later.
  if (aliased === 'utf-8' || !iconv.encodingExists(aliased)) return 'windows-1252';
  return aliased;
}

/**
 * The encoding to decode the file with: a BOM wins, then an explicit choice, then valid UTF-8,
 * then chardet's guess on the head.
 */
export function resolveEncoding(head: Uint8Array, requested = 'auto'): string {
  const fromBom = encodingOfBom(head);
  if (fromBom !== undefined) return fromBom;
  if (requested.trim().toLowerCase() !== 'auto') {
    const name = canonicalName(requested);
    if (!iconv.encodingExists(name)) {
      throw new FeedError('encoding', `Unknown text encoding "${requested}".`);
    }
    return name;
  }
  return isValidUtf8Prefix(head) ? 'utf-8' : detectWithChardet(head);
}

interface TextDecoding {
  write(bytes: Uint8Array): string;
  end(): string;
}

function createDecoding(encoding: string, isStrict: boolean): TextDecoding {
  if (NATIVE_ENCODINGS.has(encoding)) {
    const decoder = new TextDecoder(encoding, { fatal: isStrict });
    return {
      write: (bytes) => decoder.decode(bytes, { stream: true }),
      end: () => decoder.decode(),
    };
  }
  const decoder = iconv.getDecoder(encoding);
  return {
    write: (bytes) => decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    end: () => decoder.end() ?? '',
  };
}

function undecodable(encoding: string, offset: number): FeedError {
  return new FeedError(
    'encoding',
    `The file is not valid ${encoding} (near byte ${offset}); choose its encoding.`,
  );
}

/**
 * Decodes byte chunks into text, strictly: a byte sequence the encoding cannot decode rejects
 * the file. For iconv-lite's encodings that is a replacement character in the output, which
 * those legacy encodings cannot otherwise produce. A leading BOM is dropped.
 */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: string,
): AsyncGenerator<string> {
  const decoding = createDecoding(encoding, true);
  const isNative = NATIVE_ENCODINGS.has(encoding);
  let offset = 0;
  let isFirst = true;
  const check = (text: string): string => {
    if (!isNative && text.includes('\uFFFD')) throw undecodable(encoding, offset);
    if (isFirst && text.length > 0) {
      isFirst = false;
      return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }
    return text;
  };
  for await (const bytes of chunks) {
    let text: string;
    try {
      text = decoding.write(bytes);
    } catch {
      throw undecodable(encoding, offset);
    }
    offset += bytes.byteLength;
    const checked = check(text);
    if (checked.length > 0) yield checked;
  }
  let rest: string;
  try {
    rest = decoding.end();
  } catch {
    throw undecodable(encoding, offset);
  }
  const checked = check(rest);
  if (checked.length > 0) yield checked;
}

/** The head as text for sniffing (delimiter, emptiness): lenient, without a BOM. */
export function headText(head: Uint8Array, encoding: string): string {
  const text = createDecoding(encoding, false).write(head);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function controlShare(text: string): number {
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) {
      controls += 1;
    }
  }
  return text.length === 0 ? 0 : controls / text.length;
}

/** Rejects binary data (an image, an archive …) before it is read as rows. */
export function assertTextual(
  head: Uint8Array,
  text: string,
  encoding: string,
  format: FeedFormat,
) {
  const isWide = /^utf-?(16|32)/.test(encoding);
  const hasNul = isWide ? text.includes('\0') : head.includes(0);
  if (hasNul || controlShare(text) > MAX_CONTROL_SHARE) {
    throw new FeedError(
      notFormatCode(format),
      'The file is binary data (for example an image or an archive), not a text feed.',
    );
  }
}
