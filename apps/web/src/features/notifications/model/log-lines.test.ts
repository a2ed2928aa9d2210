import { describe, expect, it } from 'vitest';
import {
  addLines,
  clearLines,
  EMPTY_LOG_VIEW,
  logViewReducer,
  parseTailPayload,
  typeLabelOf,
  type LogLine,
} from './log-lines';

const line = (id: number, microtime = id, type = 'info'): LogLine => ({
  id,
  microtime,
  type,
  timestamp: new Date(microtime * 1000).toISOString(),
  message: `line ${id}`,
});
const ids = (lines: LogLine[]) => lines.map((l) => l.id);

describe('typeLabelOf', () => {
  it('keeps success, warning and error and shows everything else as info', () => {
    expect(typeLabelOf('success')).toBe('success');
    expect(typeLabelOf('warning')).toBe('warning');
    expect(typeLabelOf('error')).toBe('error');
    for (const other of ['info', 'debug', 'notice', '', 'ERROR'])
      expect(typeLabelOf(other)).toBe('info');
  });
});

describe('parseTailPayload', () => {
  it('reads the JSON text of a tail event', () => {
    const payload = JSON.stringify({
      id: 4,
      '@timestamp': '2025-01-01T10:00:00.000Z',
      type: 'warning',
      message: '3 items have no <i>gtin</i>',
      microtime: 1735725600.25,
    });
    expect(parseTailPayload(payload)).toEqual({
      id: 4,
      timestamp: '2025-01-01T10:00:00.000Z',
      type: 'warning',
      message: '3 items have no <i>gtin</i>',
      microtime: 1735725600.25,
    });
  });

  it('ignores anything else', () => {
    for (const bad of [
      undefined,
      42,
      { id: 1 },
      'not json',
      '{"id":1}',
      JSON.stringify({ id: 'x', '@timestamp': 't', type: 'info', message: 'm', microtime: 1 }),
    ]) {
      expect(parseTailPayload(bad)).toBeNull();
    }
  });
});

describe('parseTailPayload of a line the platform wrote', () => {
  const payload = (extra: object) =>
    JSON.stringify({
      id: 9,
      '@timestamp': '2025-01-01T10:00:00.000Z',
      type: 'success',
      message: 'Import finished: 50 items, 0 rows left out',
      microtime: 1735725600,
      ...extra,
    });

  it('keeps its key and parameters', () => {
    expect(
      parseTailPayload(payload({ key: 'import.finished', params: { items: 50, skipped: 0 } })),
    ).toMatchObject({ said: { key: 'import.finished', params: { items: 50, skipped: 0 } } });
    expect(parseTailPayload(payload({ key: 'import.started' }))).toMatchObject({
      said: { key: 'import.started', params: {} },
    });
  });

  it('shows the text of a key it does not know, or of parameters that are not texts and numbers', () => {
    for (const extra of [
      { key: 'import.from-the-future', params: {} },
      { key: 'toString', params: {} },
      { key: 'import.finished', params: { items: { html: '<b>' } } },
      { key: 'import.finished', params: ['50'] },
      { key: 'import.finished', params: 'items' },
    ]) {
      const parsed = parseTailPayload(payload(extra));
      expect(parsed, JSON.stringify(extra)).toMatchObject({ message: expect.any(String) });
      expect(parsed, JSON.stringify(extra)).not.toHaveProperty('said');
    }
  });
});

describe('addLines', () => {
  it('orders newest first, whatever the arrival order', () => {
    const view = addLines(EMPTY_LOG_VIEW, [line(1), line(3), line(2)]);
    expect(ids(view.lines)).toEqual([3, 2, 1]);
    expect(ids(addLines(view, [line(5), line(4)]).lines)).toEqual([5, 4, 3, 2, 1]);
    // A late line from the past lands in its place.
    expect(ids(addLines(view, [line(7, 2.5)]).lines)).toEqual([3, 7, 2, 1]);
  });

  it('orders equal times by id', () => {
    expect(ids(addLines(EMPTY_LOG_VIEW, [line(1, 10), line(2, 10), line(3, 9)]).lines)).toEqual([
      2, 1, 3,
    ]);
  });

  it('drops repeats (history sent again after a reconnect)', () => {
    const view = addLines(EMPTY_LOG_VIEW, [line(1), line(2)]);
    expect(addLines(view, [line(1), line(2)])).toBe(view);
    expect(ids(addLines(view, [line(2), line(3), line(3)]).lines)).toEqual([3, 2, 1]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const view = addLines(EMPTY_LOG_VIEW, [line(1), line(2), line(3)], 3);
    expect(ids(addLines(view, [line(4)], 3).lines)).toEqual([4, 3, 2]);
  });
});

describe('clear', () => {
  it('empties the view and keeps cleared lines away, but shows new ones', () => {
    const view = logViewReducer(addLines(EMPTY_LOG_VIEW, [line(1), line(2)]), { type: 'clear' });
    expect(view).toEqual({ lines: [], clearedUpTo: 2 });
    const again = logViewReducer(view, { type: 'add', lines: [line(1), line(2), line(3)] });
    expect(ids(again.lines)).toEqual([3]);
    expect(clearLines(clearLines(again)).clearedUpTo).toBe(3);
  });
});
