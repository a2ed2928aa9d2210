/** A large CSV feed made on the fly, in chunks of rows, never whole in memory. */
export interface GeneratedFeed {
  chunks: AsyncGenerator<Uint8Array>;
  /** How many data rows the source has produced so far. */
  readonly producedRows: number;
  /** How many bytes the source has produced so far. */
  readonly producedBytes: number;
}

const FILLER = 'Solid oak, oiled; hand-finished in small batches. '.repeat(6);

function rowLine(index: number): string {
  return `sku-${index},"Chair ${index}","${FILLER}${index}",${index % 500}.99 EUR\n`;
}

export function generateCsvFeed(rows: number, rowsPerChunk = 100): GeneratedFeed {
  let producedRows = 0;
  let producedBytes = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const header = Buffer.from('id,title,description,price\n');
    producedBytes += header.byteLength;
    yield header;
    while (producedRows < rows) {
      const count = Math.min(rowsPerChunk, rows - producedRows);
      let text = '';
      for (let offset = 0; offset < count; offset += 1) text += rowLine(producedRows + offset + 1);
      producedRows += count;
      const bytes = Buffer.from(text);
      producedBytes += bytes.byteLength;
      yield bytes;
    }
  }
  return {
    chunks: chunks(),
    get producedRows() {
      return producedRows;
    },
    get producedBytes() {
      return producedBytes;
    },
  };
}
