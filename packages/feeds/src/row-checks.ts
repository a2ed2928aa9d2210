import { normalizePrice, PRICE_FIELDS } from './price';
import {
  FeedError,
  MAX_VALUE_BYTES,
  type FeedItem,
  type FieldValue,
  type RawRecord,
  type RowProblem,
} from './types';

/** The summary lists at most this many field names (a JSON feed may invent keys per item). */
const MAX_FIELDS_LISTED = 1000;

export interface RowCheckSettings {
  idField: string;
  maxRows: number;
  maxProblems: number;
}

type Data = Record<string, FieldValue>;

function isTooLong(value: FieldValue): boolean {
  // A UTF-16 unit is at most 3 UTF-8 bytes: shorter strings need no byte count.
  return (
    typeof value === 'string' &&
    value.length * 3 > MAX_VALUE_BYTES &&
    Buffer.byteLength(value, 'utf8') > MAX_VALUE_BYTES
  );
}

function idOf(data: Data, idField: string): string | undefined {
  const value = data[idField];
  if (value === null || value === undefined) return undefined;
  return String(value).trim() || undefined;
}

/** A field over 64 KiB: the row is skipped. */
export function checkTooLong(row: number, data: Data, externalId?: string): RowProblem | undefined {
  const field = Object.keys(data).find((key) => isTooLong(data[key] ?? null));
  if (field === undefined) return undefined;
  const message = `The value of "${field}" is longer than ${MAX_VALUE_BYTES / 1024} KiB.`;
  return { row, code: 'too-long', field, message, ...(externalId ? { externalId } : {}) };
}

export function checkMissingId(row: number, idField: string, id?: string): RowProblem | undefined {
  if (id !== undefined) return undefined;
  return { row, code: 'missing-id', field: idField, message: `The row has no "${idField}".` };
}

export function checkDuplicateId(
  row: number,
  id: string,
  firstRows: Map<string, number>,
): RowProblem | undefined {
  const firstRow = firstRows.get(id);
  if (firstRow === undefined) return undefined;
  const message = `The id "${id}" was already used by row ${firstRow}; the first one is kept.`;
  return { row, code: 'duplicate-id', externalId: id, message };
}

/** Validates and normalizes price fields in place; a bad one is kept as given and reported. */
export function checkPrices(row: number, id: string, data: Data): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const field of PRICE_FIELDS) {
    const value = data[field];
    if (value === null || value === undefined) continue;
    const price = normalizePrice(value);
    if (price !== undefined) {
      data[field] = price;
      continue;
    }
    const message = `"${String(value)}" in "${field}" is not a price (like 12.99 or 12,99 EUR).`;
    problems.push({ row, code: 'bad-price', externalId: id, field, message });
  }
  return problems;
}

/** Keeps the first problems and counts all of them. */
function createProblemLog(maxProblems: number) {
  const kept: RowProblem[] = [];
  let count = 0;
  return {
    add(problem: RowProblem): void {
      count += 1;
      if (kept.length < maxProblems) kept.push(problem);
    },
    get count() {
      return count;
    },
    kept,
  };
}

/** Turns raw rows into items: the per-row checks, the caps and the whole-file outcome. */
export function createRowChecker(settings: RowCheckSettings) {
  const problems = createProblemLog(settings.maxProblems);
  const firstRows = new Map<string, number>();
  const fields = new Set<string>();
  let rows = 0;
  let items = 0;

  function noteFields(data: Data): void {
    for (const key of Object.keys(data)) {
      if (fields.size >= MAX_FIELDS_LISTED) return;
      fields.add(key);
    }
  }

  function countRow(): void {
    rows += 1;
    if (rows > settings.maxRows) {
      throw new FeedError('too-many-rows', `The file has more than ${settings.maxRows} rows.`);
    }
  }

  function checkRecord(row: number, data: Data): FeedItem | undefined {
    noteFields(data);
    const id = idOf(data, settings.idField);
    const skip =
      checkTooLong(row, data, id) ??
      checkMissingId(row, settings.idField, id) ??
      checkDuplicateId(row, id ?? '', firstRows);
    if (skip !== undefined || id === undefined) {
      if (skip) problems.add(skip);
      return undefined;
    }
    checkPrices(row, id, data).forEach(problems.add);
    firstRows.set(id, row);
    items += 1;
    return { row, externalId: id, data };
  }

  return {
    accept(record: RawRecord): FeedItem | undefined {
      countRow();
      if (record.kind === 'record') return checkRecord(record.row, record.data);
      problems.add({ row: record.row, code: record.code, message: record.message });
      return undefined;
    },
    finish() {
      if (items === 0) {
        const detail = rows === 0 ? 'no rows' : `${rows} rows and none of them is a valid item`;
        throw new FeedError('no-items', `The file has ${detail}.`);
      }
      const problemsKept = problems.kept;
      return { rows, items, problems: problems.count, problemsKept, fields: [...fields] };
    },
  };
}
