import type {
  ChannelFeed,
  DataSource,
  FeedRun,
  FeedRunProblem,
  SiteSchedule,
} from '@feedline/contracts';
import { page } from './legacy-fixtures';

export const URL_SOURCE: DataSource = {
  id: 1,
  name: 'Product catalogue',
  kind: 'csv',
  url: 'https://acme.nl/feeds/products.csv',
  file: null,
  format: 'csv',
  options: { delimiter: ';' },
  shared: false,
  itemCount: 1250,
  lastImportAt: '2025-04-01T08:00:00.000Z',
};

export const FILE_SOURCE: DataSource = {
  id: 2,
  name: 'Stock levels',
  kind: 'xml',
  url: null,
  file: { id: 30, name: 'stock.xml', size: 1536 },
  format: null,
  options: {},
  shared: false,
  itemCount: 0,
  lastImportAt: null,
};

export const run = (id: number, extra: Partial<FeedRun> = {}): FeedRun => ({
  id,
  siteId: 4,
  kind: 'import',
  channelId: null,
  classificationId: null,
  status: 'succeeded',
  trigger: 'user',
  rowsRead: 1300,
  itemsWritten: 1250,
  itemsSkipped: 50,
  problemCount: 3,
  error: null,
  cancelRequested: false,
  createdAt: '2025-04-01T08:00:00.000Z',
  startedAt: '2025-04-01T08:00:00.000Z',
  finishedAt: '2025-04-01T08:02:05.000Z',
  ...extra,
});

export const runPage = (runs: FeedRun[], currentPage = 1, totalPages = 1) =>
  page(runs, currentPage, totalPages, runs.length);

export const feed = (extra: Partial<ChannelFeed> = {}): ChannelFeed => ({
  channelId: 11,
  channelName: 'Google Shopping NL',
  classificationId: null,
  classificationName: null,
  format: 'xml-google',
  url: 'https://feeds.feedline.test/f/11/secret-token.xml',
  publishedAt: '2025-04-01T09:00:00.000Z',
  size: 2_621_440,
  lastRun: run(40, {
    kind: 'export',
    channelId: 11,
    trigger: 'import',
    itemsWritten: 1200,
    itemsSkipped: 45,
    problemCount: 5,
  }),
  ...extra,
});

export const FEEDS = {
  data: [
    feed(),
    feed({
      classificationId: 21,
      classificationName: 'Shoes',
      url: 'https://feeds.feedline.test/f/11/21/secret-token.xml',
      size: 10_240,
      lastRun: null,
    }),
    feed({
      channelId: 12,
      channelName: 'Meta Catalog NL',
      format: 'csv',
      url: 'https://feeds.feedline.test/f/12/other-token.csv',
      publishedAt: null,
      size: null,
      lastRun: null,
    }),
  ],
};

export const SCHEDULE: SiteSchedule = {
  enabled: true,
  times: ['06:00', '18:30'],
  weekdays: [1, 2, 3, 4, 5],
  exportAfterImport: false,
  timeZone: 'Europe/Amsterdam',
  nextRunAt: '2025-04-02T04:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

export const problem = (id: number, extra: Partial<FeedRunProblem> = {}): FeedRunProblem => ({
  id,
  runId: 41,
  dataSourceId: 1,
  dataSourceName: 'Product catalogue',
  row: 1000 + id,
  code: 'bad-price',
  externalId: `SKU-${id}`,
  field: 'price',
  message: `"abc" is not a price`,
  ...extra,
});

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
