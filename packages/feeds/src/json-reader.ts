import { Readable, pipeline, type Duplex } from 'node:stream';
import jsonlParserStream from 'stream-chain/jsonl/parserStream.js';
import streamArray from 'stream-json/streamers/stream-array.js';
import { FeedError, type FieldValue, type RawRecord } from './types';

type JsonObject = Record<string, unknown>;

/** Marks a JSON line that did not parse, so the line can be reported and skipped. */
const BAD_LINE = Symbol('bad-line');
interface BadLine {
  [BAD_LINE]: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBadLine(value: unknown): value is BadLine {
  return isObject(value) && BAD_LINE in value;
}

function toScalar(value: unknown): FieldValue {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value) && value.every((part) => !isObject(part) && !Array.isArray(part))) {
    const parts = value.map(toScalar).filter((part) => part !== null);
    return parts.length > 0 ? parts.join(',') : null;
  }
  return JSON.stringify(value);
}

/** Objects in an array (several shipping options) give one joined value per nested key. */
function mergeObjects(objects: JsonObject[]): JsonObject {
  const merged: Record<string, unknown[]> = {};
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) (merged[key] ??= []).push(value);
  }
  return merged;
}

function nestedEntries(name: string, value: unknown): [string, FieldValue][] | undefined {
  const object = isObject(value)
    ? value
    : Array.isArray(value) && value.length > 0 && value.every(isObject)
      ? mergeObjects(value)
      : undefined;
  if (object === undefined) return undefined;
  return Object.entries(object).map(([key, nested]) => [`${name}.${key.trim()}`, toScalar(nested)]);
}

/** One JSON object as fields: nested objects one level deep as `parent.child`, arrays joined. */
export function flattenObject(object: JsonObject): Record<string, FieldValue> {
  const entries: [string, FieldValue][] = [];
  for (const [key, value] of Object.entries(object)) {
    const name = key.trim();
    entries.push(...(nestedEntries(name, value) ?? [[name, toScalar(value)]]));
  }
  return Object.fromEntries(entries);
}

function notJson(error: unknown): unknown {
  if (error instanceof FeedError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new FeedError('not-json', `The file is not a JSON array of objects: ${detail}`);
}

function streamFrom(text: AsyncIterable<string>, parser: Duplex): AsyncIterable<unknown> {
  pipeline(Readable.from(text), parser, () => {
    // The iterator receives every error; this only keeps pipeline from throwing.
  });
  return parser;
}

/** Streams the objects of a top-level JSON array; anything else rejects the file. */
export async function* readJsonArray(text: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  try {
    for await (const entry of streamFrom(text, streamArray.withParserAsStream())) {
      const { key, value } = entry as { key: number; value: unknown };
      if (!isObject(value)) throw new FeedError('not-json', `Item ${key + 1} is not an object.`);
      yield { kind: 'record', row: key + 1, data: flattenObject(value) };
    }
  } catch (error) {
    throw notJson(error);
  }
}

function jsonLineRecord(row: number, value: unknown): RawRecord {
  if (isBadLine(value)) {
    return { kind: 'problem', row, code: 'bad-row', message: `Not JSON: ${value[BAD_LINE]}` };
  }
  if (!isObject(value)) {
    return { kind: 'problem', row, code: 'bad-row', message: 'The line is not a JSON object.' };
  }
  return { kind: 'record', row, data: flattenObject(value) };
}

/**
 * Streams JSON lines; a line that does not parse is a `bad-row`. Rows count the non-empty
 * lines. A file in which no line is an object is not JSON lines at all.
 */
export async function* readJsonLines(text: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  const parser = jsonlParserStream({
    errorIndicator: (error: Error): BadLine => ({ [BAD_LINE]: error.message }),
  });
  let objects = 0;
  let lines = 0;
  for await (const entry of streamFrom(text, parser)) {
    const { key, value } = entry as { key: number; value: unknown };
    const record = jsonLineRecord(key + 1, value);
    lines += 1;
    if (record.kind === 'record') objects += 1;
    yield record;
  }
  if (lines > 0 && objects === 0) {
    throw new FeedError('not-json', 'No line of the file is a JSON object.');
  }
}
