import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { resolveEncoding } from './encoding';
import { readAll, readError } from './testing/support';

const CSV = 'id;title\n1;Café crème\n';

function withBytes(...parts: (string | number[] | Buffer)[]): Buffer {
  return Buffer.concat(
    parts.map((part) =>
      typeof part === 'string'
        ? Buffer.from(part)
        : Buffer.isBuffer(part)
          ? part
          : Buffer.from(part),
    ),
  );
}

describe('encodings', () => {
  it('decodes UTF-8 without a BOM, also when characters cross chunk edges', async () => {
    const { items, summary } = await readAll(CSV, { format: 'csv', delimiter: ';' }, 1);
    expect(items[0]?.data.title).toBe('Café crème');
    expect(summary.encoding).toBe('utf-8');
  });

  it('drops a UTF-8 BOM, so the first header is "id"', async () => {
    const { items, summary } = await readAll(withBytes([0xef, 0xbb, 0xbf], CSV), {
      format: 'csv',
      delimiter: ';',
    });
    expect(items[0]).toMatchObject({ externalId: '1', data: { title: 'Café crème' } });
    expect(summary).toMatchObject({ encoding: 'utf-8', fields: ['id', 'title'] });
  });

  it('decodes UTF-16LE with a BOM', async () => {
    const bytes = withBytes([0xff, 0xfe], Buffer.from(CSV, 'utf16le'));
    const { items, summary } = await readAll(bytes, { format: 'csv', delimiter: 'auto' });
    expect(items[0]?.data).toEqual({ id: '1', title: 'Café crème' });
    expect(summary).toMatchObject({ encoding: 'utf-16le', delimiter: ';' });
  });

  it('detects windows-1252 (é as 0xE9, € as 0x80, ’ as 0x92)', async () => {
    const text = 'id;title;note\n1;Café crème;5 € – it’s new\n2;Pâté;\n';
    const { items, summary } = await readAll(iconv.encode(text, 'windows-1252'), {
      format: 'csv',
      delimiter: ';',
    });
    expect(items.map((item) => item.data.title)).toEqual(['Café crème', 'Pâté']);
    expect(items[0]?.data.note).toBe('5 € – it’s new');
    expect(summary.encoding).toBe('windows-1252');
  });

  it('takes windows-1252 for a short Western text that chardet rates Central European', async () => {
    const { items, summary } = await readAll(Buffer.from('id;title\n1;Café\n', 'latin1'), {
      format: 'csv',
      delimiter: ';',
    });
    expect(items[0]?.data.title).toBe('Café');
    expect(summary.encoding).toBe('windows-1252');
  });

  it('still follows chardet for a text that is clearly another set', async () => {
    const text = 'id,name\n1,Zażółć gęślą jaźń\n2,Łódź Kraków\n';
    const { items, summary } = await readAll(iconv.encode(text, 'iso-8859-2'), { format: 'csv' });
    expect(items[0]?.data.name).toBe('Zażółć gęślą jaźń');
    expect(summary.encoding).toBe('iso-8859-2');
  });

  it('uses the encoding it is given', async () => {
    const bytes = Buffer.from(CSV, 'latin1');
    const { items, summary } = await readAll(bytes, {
      format: 'csv',
      delimiter: ';',
      encoding: 'ISO-8859-1',
    });
    expect(items[0]?.data.title).toBe('Café crème');
    expect(summary.encoding).toBe('iso-8859-1');
  });

  it('lets a BOM win over the encoding it is given', () => {
    expect(resolveEncoding(withBytes([0xef, 0xbb, 0xbf], 'id'), 'windows-1252')).toBe('utf-8');
    expect(resolveEncoding(Buffer.from('id'), 'utf8')).toBe('utf-8');
    expect(resolveEncoding(Buffer.from('id'))).toBe('utf-8');
  });
});

describe('undecodable input', () => {
  it('rejects bytes that are not UTF-8 when UTF-8 is chosen', async () => {
    const bytes = Buffer.from(CSV, 'latin1');
    const error = await readError(bytes, { format: 'csv', delimiter: ';', encoding: 'utf-8' });
    expect(error.code).toBe('encoding');
  });

  it('rejects a bad byte after a head of plain ASCII', async () => {
    const ascii = `id;title\n${'1;Lamp\n'.repeat(12_000)}`;
    const bytes = withBytes(ascii, '2;Caf', [0xe9], '\n');
    const error = await readError(bytes, { format: 'csv', delimiter: ';' }, 4096);
    expect(error.code).toBe('encoding');
    expect(error.message).toMatch(/utf-8/);
  });

  it('rejects a byte windows-1252 does not define', async () => {
    const bytes = withBytes('id;title\n1;Caf', [0xe9, 0x81], '\n');
    const error = await readError(bytes, { format: 'csv', encoding: 'windows-1252' });
    expect(error.code).toBe('encoding');
  });

  it('rejects a lone surrogate in UTF-16LE', async () => {
    const bytes = withBytes([0xff, 0xfe], Buffer.from('id\n1', 'utf16le'), [0x00, 0xd8]);
    expect((await readError(bytes, { format: 'csv' })).code).toBe('encoding');
  });

  it('rejects an encoding iconv-lite does not know', async () => {
    const error = await readError(CSV, { format: 'csv', encoding: 'klingon' });
    expect(error).toMatchObject({ code: 'encoding', message: expect.stringMatching(/klingon/) });
  });
});

describe('binary input', () => {
  const PNG = withBytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
    'IHDR',
    [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0],
  );
  const ZIP = withBytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0], 'feed.csv', [0xe9, 0x81]);

  it.each([
    ['a PNG as CSV', PNG, 'csv', 'not-csv'],
    ['a ZIP as TSV', ZIP, 'tsv', 'not-csv'],
    ['a PNG as XML', PNG, 'xml-google', 'not-xml'],
    ['a ZIP as JSON lines', ZIP, 'jsonl', 'not-json'],
  ] as const)('rejects %s', async (_name, bytes, format, code) => {
    expect((await readError(bytes, { format })).code).toBe(code);
  });

  it('rejects control characters without NUL bytes', async () => {
    const bytes = withBytes(
      'id,title\n',
      Array.from({ length: 200 }, (_, i) => (i % 8) + 1),
    );
    expect((await readError(bytes, { format: 'csv' })).code).toBe('not-csv');
  });
});
