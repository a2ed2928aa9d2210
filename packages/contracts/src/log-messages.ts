// The lines the platform writes to a site's log, as a message key with parameters, so that every
// reader sees them in their own language (docs/adr/0024). Free of the schema library: browser code
// imports it as `@feedline/contracts/log-messages`.

/**
 * Why a run failed or was interrupted: a word of the platform, translated where it is shown.
 * `feed.*` are the feed reader's codes, `fetch.*` those of fetching a source's URL.
 */
export const RUN_FAILURE_REASONS = [
  'no-sources',
  'source-format',
  'unexpected',
  'process-ended',
  'process-stopped',
  'channel-gone',
  'no-flow',
  'no-id-column',
  'feed.empty',
  'feed.not-csv',
  'feed.not-xml',
  'feed.not-json',
  'feed.doctype',
  'feed.encoding',
  'feed.too-many-rows',
  'feed.no-items',
  'fetch.bad-url',
  'fetch.scheme',
  'fetch.blocked-address',
  'fetch.dns',
  'fetch.too-many-redirects',
  'fetch.timeout',
  'fetch.too-large',
  'fetch.http-status',
  'fetch.connection',
] as const;
export type RunFailureReason = (typeof RUN_FAILURE_REASONS)[number];

/**
 * A failure as a log line carries it. `source` (a data source's name), `feed` (a channel's name)
 * and `detail` (the reader's or the remote server's own words) are free text shown as they are.
 */
export interface RunFailure {
  reason: RunFailureReason;
  source?: string;
  feed?: string;
  /** The HTTP status a source's server answered with (`fetch.http-status`). */
  status?: number;
  /** The original English description, kept whole in the English text. */
  detail?: string;
}

type NoParams = Record<string, never>;

/** The parameters of each message key. */
export interface LogMessageParams {
  'import.started': NoParams;
  'import.progress': { source: string; count: number };
  'import.source-read': { source: string; items: number; problems: number };
  'import.finished': { items: number; skipped: number };
  'import.failed': RunFailure;
  'import.interrupted': RunFailure;
  'import.cancelled': NoParams;
  'import.exports-not-started': NoParams;
  'import.schedule-skipped': NoParams;
  'export.started': { feed: string };
  'export.finished': { feed: string; items: number; skipped: number; failed: number };
  'export.failed': RunFailure;
  'export.interrupted': RunFailure;
  'export.cancelled': NoParams;
  'data-flow.saved': {
    flow: string;
    version: number;
    added: number;
    changed: number;
    removed: number;
  };
  'data-flow.restored': { flow: string; version: number; restoredFrom: number };
  'data-flow.copied': { source: string; target: string; version: number };
}
export type LogMessageKey = keyof LogMessageParams;

/** A message of the platform: its key and its parameters. */
export type LogMessage = {
  [K in LogMessageKey]: { key: K; params: LogMessageParams[K] };
}[LogMessageKey];

/** Parameters as stored and sent: a flat object of texts and numbers. */
export type LogParams = Record<string, string | number>;

/** The English texts, in the shape of the `log` translations of the shell and the platform screens. */
export const LOG_TEXTS_EN = {
  messages: {
    import: {
      started: 'Import started',
      progress: '{{source}}: {{count}} items read so far',
      'source-read': '{{source}}: {{items}} items read, {{problems}} rows with problems',
      finished: 'Import finished: {{items}} items, {{skipped}} rows left out',
      failed: 'Import failed: {{reason}}',
      interrupted: 'Import interrupted: {{reason}}; it is tried again shortly',
      cancelled: 'Import cancelled',
      'exports-not-started': 'The exports after the import could not be started',
      'schedule-skipped': 'Scheduled import skipped: an import is still running',
    },
    export: {
      started: 'Export of {{feed}} started',
      finished:
        'Export of {{feed}} finished: {{items}} items, {{skipped}} left out without id, {{failed}} failed',
      failed: 'Export failed: {{reason}}',
      interrupted: 'Export interrupted: {{reason}}; it is tried again shortly',
      cancelled: 'Export cancelled',
    },
    'data-flow': {
      saved: 'Data flow of {{flow}} saved as version {{version}} ({{changes}})',
      restored:
        'Data flow of {{flow}} saved as version {{version}} (restored version {{restoredFrom}})',
      copied: 'Data flow of {{source}} copied to {{target}} (version {{version}})',
    },
  },
  kinds: { import: 'import', export: 'export' },
  changes: {
    added: '{{number}} added',
    changed: '{{number}} changed',
    removed: '{{number}} removed',
    none: 'no column changes',
  },
  reasons: {
    'no-sources': 'The site has no data source to import from',
    'source-format': '{{source}}: this kind of source cannot be imported; choose its format',
    unexpected: 'The run stopped unexpectedly',
    'process-ended': 'The {{kind}} stopped without a result (its process ended); start it again',
    'process-stopped': 'its process stopped during the {{kind}}',
    'channel-gone': 'the channel (or sub-channel) no longer exists',
    'no-flow': '{{feed}} has no data flow',
    'no-id-column': '{{feed}} has no "id" column in its data flow: every item of a feed needs one',
    // English keeps the reader's own description whole; the other languages say it by its code.
    feed: {
      empty: '{{source}}: {{detail}}',
      'not-csv': '{{source}}: {{detail}}',
      'not-xml': '{{source}}: {{detail}}',
      'not-json': '{{source}}: {{detail}}',
      doctype: '{{source}}: {{detail}}',
      encoding: '{{source}}: {{detail}}',
      'too-many-rows': '{{source}}: {{detail}}',
      'no-items': '{{source}}: {{detail}}',
    },
    fetch: {
      'bad-url': '{{source}}: {{detail}}',
      scheme: '{{source}}: {{detail}}',
      'blocked-address': '{{source}}: {{detail}}',
      dns: '{{source}}: {{detail}}',
      'too-many-redirects': '{{source}}: {{detail}}',
      timeout: '{{source}}: {{detail}}',
      'too-large': '{{source}}: {{detail}}',
      'http-status': '{{source}}: {{detail}}',
      connection: '{{source}}: {{detail}}',
    },
  },
} as const;

const LOG_MESSAGE_KEYS = new Set<string>(
  Object.entries(LOG_TEXTS_EN.messages).flatMap(([group, texts]) =>
    Object.keys(texts).map((name) => `${group}.${name}`),
  ),
);

/** True for a key this version of the platform can say (a newer one may write others). */
export function isLogMessageKey(key: unknown): key is LogMessageKey {
  return typeof key === 'string' && LOG_MESSAGE_KEYS.has(key);
}

/** Parameters as a reader may use them: a plain object of texts and finite numbers. */
export const isLogParams = (value: unknown): value is LogParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((param) => typeof param === 'string' || Number.isFinite(param));

const isReason = (value: unknown): value is RunFailureReason =>
  (RUN_FAILURE_REASONS as readonly unknown[]).includes(value);

/** Looks up a dotted key of the `log` texts and fills in `{{name}}` placeholders. */
export type LogTranslate = (key: string, values: LogParams) => string;

const CHANGE_PARTS = ['added', 'changed', 'removed'] as const;

/**
 * The text of a message in the language of `translate`. Words of the platform among the
 * parameters are translated first — the run's kind, the failure's reason, a flow's changes — and
 * free text (names, a server's own words) is passed on as it is.
 */
export function renderLogMessage(key: LogMessageKey, params: LogParams, translate: LogTranslate) {
  const values: LogParams = { ...params };
  const group = key.slice(0, key.indexOf('.'));
  if (group === 'import' || group === 'export') values.kind = translate(`kinds.${group}`, {});
  if (isReason(params.reason)) values.reason = translate(`reasons.${params.reason}`, values);
  if (key === 'data-flow.saved') {
    const parts = CHANGE_PARTS.filter((part) => Number(params[part]) > 0).map((part) =>
      translate(`changes.${part}`, { number: params[part]! }),
    );
    values.changes = parts.length > 0 ? parts.join(', ') : translate('changes.none', {});
  }
  return translate(`messages.${key}`, values);
}

/** A message as its flat stored parameters (optional ones left out). */
export function logParamsOf(message: LogMessage): LogParams {
  const params: LogParams = {};
  for (const [name, value] of Object.entries(message.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/** A `translate` over a nested catalogue such as LOG_TEXTS_EN (a missing key says itself). */
export function logTranslator(texts: object): LogTranslate {
  return (key, values) => {
    let found: unknown = texts;
    for (const part of key.split('.')) {
      found =
        typeof found === 'object' && found !== null
          ? (found as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The English text of a message (what the log keeps beside its key, for search and exports). */
export const englishLogText = (message: LogMessage): string =>
  renderLogMessage(message.key, logParamsOf(message), logTranslator(LOG_TEXTS_EN));
