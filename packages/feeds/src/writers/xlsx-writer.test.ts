import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-writer';
import { bytesOf, countingRows, failingRows } from './test-support';

async function sheetOf(columns: string[], rows: Record<string, unknown>[]) {
  const workbook = new ExcelJS.Workbook();
  const bytes = await bytesOf(writeXlsx(columns, rows as never));
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('XLSX writer', () => {
  it('writes a header row and one row per row: numbers as numbers, the rest as text', async () => {
    const sheet = await sheetOf(
      ['id', 'price', 'gtin', 'in_stock', 'absent'],
      [
        { id: 'A-1', price: 12.5, gtin: '0871000000001', in_stock: true },
        { id: 'A-2', price: null, gtin: '', in_stock: false },
      ],
    );
    expect(sheet.name).toBe('Items');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'id',
      'price',
      'gtin',
      'in_stock',
      'absent',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'A-1', 12.5, '0871000000001', 'true']);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    // Nothing is an empty cell.
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('D3').value).toBe('false');
  });

  it('pulls rows only as its bytes are read, and stops pulling when the reader stops', async () => {
    const { state, rows } = countingRows((n) => ({
      id: String(n),
      title: randomBytes(50).toString('hex'),
    }));
    let bytes = 0;
    for await (const piece of writeXlsx(['id', 'title'], rows)) {
      bytes += piece.byteLength;
      if (bytes > 1_000_000) break;
    }
    // About 60 bytes a row once compressed: a megabyte read, a megabyte waiting, not more.
    expect(state.pulled).toBeLessThan(60_000);
    await expect.poll(() => state.isClosed).toBe(true);
  });

  it('ends with the error of its rows', async () => {
    const failure = new Error('cancelled');
    await expect(bytesOf(writeXlsx(['id'], failingRows(3, failure)))).rejects.toBe(failure);
  });
});
