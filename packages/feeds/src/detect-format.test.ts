import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';

const bytes = (text: string) => Buffer.from(text);
const GOOGLE_RSS = '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0"><channel>';

describe('detectFormat', () => {
  it.each([
    ['a Google RSS feed', GOOGLE_RSS, 'xml-google'],
    ['a Google Atom feed', '<feed xmlns:g="http://base.google.com/ns/1.0">', 'xml-google'],
    ['other XML', '<?xml version="1.0"?><products><product>', 'xml-generic'],
    ['a JSON array', '  [{"id": 1}]', 'json'],
    ['a pretty-printed JSON object', '{\n  "items": []\n}', 'json'],
    ['JSON lines', '{"id":1}\n{"id":2}\n', 'jsonl'],
    ['comma-separated text', 'id,title,price\n1,Lamp,5\n', 'csv'],
    ['semicolon-separated text', 'id;title;price\n1;Lamp;5\n', 'csv'],
    ['tab-separated text', 'id\ttitle\tprice\n1\tLamp\t5\n', 'tsv'],
  ])('recognises %s by its content', (_name, head, format) => {
    expect(detectFormat({ head: bytes(head) })).toBe(format);
  });

  it('lets the content win over a misleading name or type', () => {
    expect(detectFormat({ fileName: 'feed.csv', head: bytes(GOOGLE_RSS) })).toBe('xml-google');
    expect(detectFormat({ contentType: 'application/json', head: bytes('id,title\n') })).toBe(
      'csv',
    );
  });

  it('lets the name or type choose between look-alikes', () => {
    const tabbed = bytes('id\ttitle\n1\tLamp\n');
    expect(detectFormat({ fileName: 'export.CSV', head: tabbed })).toBe('csv');
    expect(detectFormat({ contentType: 'text/csv; charset=utf-8', head: tabbed })).toBe('csv');
    const object = bytes('{"id":1}');
    expect(detectFormat({ fileName: 'one.json', head: object })).toBe('json');
    expect(detectFormat({ head: object })).toBe('jsonl');
  });

  it('falls back to the name, then the content type, for an empty head', () => {
    const head = new Uint8Array();
    expect(detectFormat({ fileName: 'items.ndjson', contentType: 'text/csv', head })).toBe('jsonl');
    expect(detectFormat({ contentType: 'application/rss+xml', head })).toBe('xml-google');
    expect(detectFormat({ fileName: 'items.tab', head })).toBe('tsv');
    expect(detectFormat({ fileName: 'items', head })).toBeUndefined();
  });

  it('reads past a BOM, also in UTF-16', () => {
    expect(
      detectFormat({ head: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('[{}]')]) }),
    ).toBe('json');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('id\ttitle\n', 'utf16le')]);
    expect(detectFormat({ head: utf16 })).toBe('tsv');
  });

  it.each([
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['a ZIP (or XLSX)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]],
    ['a gzip file', [0x1f, 0x8b, 0x08]],
    ['a PDF', [...bytes('%PDF-1.7\n')]],
    ['text with NUL bytes', [...bytes('id,title\n'), 0, 0, 1]],
  ])('gives no format for %s, whatever its name', (_name, head) => {
    expect(detectFormat({ fileName: 'feed.csv', head: Uint8Array.from(head) })).toBeUndefined();
  });
});
