import { describe, expect, it } from 'vitest';
import {
  englishLogText,
  isLogMessageKey,
  LOG_TEXTS_EN,
  logTranslator,
  renderLogMessage,
  RUN_FAILURE_REASONS,
  type LogMessage,
} from './log-messages';

describe('englishLogText', () => {
  it('says what the platform said before there were keys', () => {
    const cases: [LogMessage, string][] = [
      [{ key: 'import.started', params: {} }, 'Import started'],
      [
        { key: 'import.source-read', params: { source: 'Stock', items: 50, problems: 1 } },
        'Stock: 50 items read, 1 rows with problems',
      ],
      [
        { key: 'import.failed', params: { reason: 'process-ended' } },
        'Import failed: The import stopped without a result (its process ended); start it again',
      ],
      [
        { key: 'export.interrupted', params: { reason: 'process-stopped' } },
        'Export interrupted: its process stopped during the export; it is tried again shortly',
      ],
      [
        {
          key: 'import.failed',
          params: { reason: 'feed.not-xml', source: 'Spring', detail: 'The file is not XML' },
        },
        'Import failed: Spring: The file is not XML',
      ],
      [
        { key: 'export.failed', params: { reason: 'no-id-column', feed: 'Bol.com' } },
        'Export failed: Bol.com has no "id" column in its data flow: every item of a feed needs one',
      ],
      [
        {
          key: 'data-flow.saved',
          params: { flow: 'Meta', version: 4, added: 0, changed: 3, removed: 0 },
        },
        'Data flow of Meta saved as version 4 (3 changed)',
      ],
      [
        {
          key: 'data-flow.saved',
          params: { flow: 'Meta', version: 5, added: 0, changed: 0, removed: 0 },
        },
        'Data flow of Meta saved as version 5 (no column changes)',
      ],
      [
        { key: 'data-flow.restored', params: { flow: 'Meta', version: 6, restoredFrom: 2 } },
        'Data flow of Meta saved as version 6 (restored version 2)',
      ],
    ];
    for (const [message, text] of cases) expect(englishLogText(message)).toBe(text);
  });

  it('passes names on as they are, even when they look like placeholders', () => {
    expect(
      englishLogText({ key: 'export.started', params: { feed: '{{reason}} <b>Shop</b>' } }),
    ).toBe('Export of {{reason}} <b>Shop</b> started');
  });
});

describe('renderLogMessage', () => {
  it('translates the kind, the reason and the changes with the same translate', () => {
    const asked: string[] = [];
    const translate = logTranslator(LOG_TEXTS_EN);
    renderLogMessage('import.failed', { reason: 'process-ended' }, (key, values) => {
      asked.push(key);
      return translate(key, values);
    });
    expect(asked).toEqual(['kinds.import', 'reasons.process-ended', 'messages.import.failed']);
  });

  it('leaves a reason it does not know as it is', () => {
    expect(
      renderLogMessage('export.failed', { reason: 'gremlins' }, logTranslator(LOG_TEXTS_EN)),
    ).toBe('Export failed: gremlins');
  });
});

describe('the catalogue', () => {
  it('has an English text for every reason, and knows its own keys only', () => {
    const translate = logTranslator(LOG_TEXTS_EN);
    for (const reason of RUN_FAILURE_REASONS) {
      expect(translate(`reasons.${reason}`, {}), reason).not.toBe(`reasons.${reason}`);
    }
    expect(isLogMessageKey('import.finished')).toBe(true);
    expect(isLogMessageKey('import')).toBe(false);
    expect(isLogMessageKey('constructor')).toBe(false);
    expect(logTranslator(LOG_TEXTS_EN)('messages.nothing.here', {})).toBe('messages.nothing.here');
  });
});
