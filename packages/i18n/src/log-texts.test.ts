import { LANGUAGES } from '@feedline/contracts/constants';
import {
  LOG_TEXTS_EN,
  RUN_FAILURE_REASONS,
  logTranslator,
  renderLogMessage,
  type LogMessageKey,
  type LogMessageParams,
  type LogParams,
  type RunFailure,
} from '@feedline/contracts/log-messages';
import { describe, expect, it } from 'vitest';
import { LOG_TEXTS } from './log-texts';

/** Every optional part of a failure given, so that each reason's text finds what it may name. */
const FAILURE: Required<RunFailure> = {
  reason: 'fetch.http-status',
  source: 'Product catalogue',
  feed: 'Google Shopping NL',
  status: 502,
  detail: 'The server answered 502 Bad Gateway',
};

/**
 * One message of every key the server writes, with every parameter its type has: a key added to
 * LogMessageParams and missing here, or a parameter renamed, fails the type check.
 */
const SAMPLES: { [K in LogMessageKey]: Required<LogMessageParams[K]> } = {
  'import.started': {},
  'import.progress': { source: 'Product catalogue', count: 1200 },
  'import.source-read': { source: 'Product catalogue', items: 50, problems: 3 },
  'import.finished': { items: 50, skipped: 3 },
  'import.failed': FAILURE,
  'import.interrupted': FAILURE,
  'import.cancelled': {},
  'import.exports-not-started': {},
  'import.schedule-skipped': {},
  'export.started': { feed: 'Bol.com' },
  'export.finished': { feed: 'Bol.com', items: 47, skipped: 2, failed: 1 },
  'export.failed': FAILURE,
  'export.interrupted': FAILURE,
  'export.cancelled': {},
  'data-flow.saved': { flow: 'Bol.com', version: 4, added: 1, changed: 2, removed: 0 },
  'data-flow.restored': { flow: 'Bol.com', version: 5, restoredFrom: 2 },
  'data-flow.copied': { source: 'Bol.com', target: 'Idealo DE', version: 1 },
};
const KEYS = Object.keys(SAMPLES) as LogMessageKey[];

/** Words renderLogMessage puts in beside a message's own parameters. */
function derivedOf(key: LogMessageKey): string[] {
  if (key.startsWith('import.') || key.startsWith('export.')) return ['kind'];
  if (key === 'data-flow.saved') return ['changes'];
  return [];
}

/**
 * English passes on the reader's or the remote server's own words (`detail`); the other languages
 * say them by the reason's code and may name the answer's `status` instead.
 */
const ENGLISH_WORDS = new Set(['detail', 'status']);

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))].sort();

function textAt(texts: object, path: string): string | undefined {
  let found: unknown = texts;
  for (const part of path.split('.')) {
    found = typeof found === 'object' && found !== null ? Reflect.get(found, part) : undefined;
  }
  return typeof found === 'string' ? found : undefined;
}

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the texts of the platform’s log lines', () => {
  it('are the server’s own in English', () => {
    expect(LOG_TEXTS.en).toBe(LOG_TEXTS_EN);
  });

  it('have the same keys in every language, none empty', () => {
    const english = leaves(LOG_TEXTS_EN).sort();
    for (const language of LANGUAGES) {
      expect(leaves(LOG_TEXTS[language]).sort(), language).toEqual(english);
      const empty = english.filter((path) => !textAt(LOG_TEXTS[language], path)?.trim());
      expect(empty, language).toEqual([]);
    }
  });

  it('say every key the server writes, naming only its parameters, alike in every language', () => {
    for (const key of KEYS) {
      const allowed = [...Object.keys(SAMPLES[key]), ...derivedOf(key)];
      const english = placeholders(textAt(LOG_TEXTS_EN, `messages.${key}`) ?? '');
      for (const language of LANGUAGES) {
        const text = textAt(LOG_TEXTS[language], `messages.${key}`);
        expect(text, `${language} ${key}`).toBeDefined();
        const named = placeholders(text!);
        expect(
          named.filter((name) => !allowed.includes(name)),
          `${language} ${key}`,
        ).toEqual([]);
        expect(named, `${language} ${key}`).toEqual(english);
      }
    }
  });

  it('say every reason a run fails for, naming only a failure’s parts', () => {
    const allowed = [...Object.keys(FAILURE), 'kind'];
    const withoutEnglishWords = (names: string[]) =>
      names.filter((name) => !ENGLISH_WORDS.has(name));
    for (const reason of RUN_FAILURE_REASONS) {
      const english = placeholders(textAt(LOG_TEXTS_EN, `reasons.${reason}`) ?? '');
      for (const language of LANGUAGES) {
        const text = textAt(LOG_TEXTS[language], `reasons.${reason}`);
        expect(text, `${language} ${reason}`).toBeDefined();
        const named = placeholders(text!);
        expect(
          named.filter((name) => !allowed.includes(name)),
          `${language} ${reason}`,
        ).toEqual([]);
        expect(withoutEnglishWords(named), `${language} ${reason}`).toEqual(
          withoutEnglishWords(english),
        );
      }
    }
  });

  it('render every message whole, whatever the reason, in every language', () => {
    for (const language of LANGUAGES) {
      const translate = logTranslator(LOG_TEXTS[language]);
      for (const key of KEYS) {
        const failures = 'reason' in SAMPLES[key] ? RUN_FAILURE_REASONS : [undefined];
        for (const reason of failures) {
          const params: LogParams = { ...SAMPLES[key], ...(reason ? { reason } : {}) };
          const text = renderLogMessage(key, params, translate);
          expect(text, `${language} ${key} ${reason ?? ''}`).not.toMatch(
            /\{\{|messages\.|reasons\.|kinds\.|changes\./,
          );
        }
      }
    }
  });
});
