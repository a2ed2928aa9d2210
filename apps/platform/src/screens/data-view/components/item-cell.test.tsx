import type { ItemValue } from '@feedline/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ItemCell, useItemValueText } from './item-cell';

const CELLS: [field: string, value: ItemValue][] = [
  ['price', '45.23'],
  ['stock', '1200'],
  ['margin', '-3.5'],
  ['sale_price', '45.20'],
  ['weight', 1234.5],
  ['gtin', '08712345678906'],
  ['ean', '8712345678906'],
  ['id', '1200'],
  ['mpn', '4711'],
  ['size', '42 EU'],
  ['note', '0012'],
];

/** One row of cells, as the grid draws them: one way of reading values for all of them. */
function Row() {
  const valueText = useItemValueText();
  return (
    <div role="row">
      {CELLS.map(([field, value], index) => (
        <ItemCell
          key={field}
          field={field}
          value={value}
          colIndex={index + 1}
          valueText={valueText}
        />
      ))}
    </div>
  );
}

function renderRow() {
  renderScreen(
    <div role="grid" aria-label="Items">
      <Row />
    </div>,
    { api: fakeApi({}).api },
  );
  return screen.getAllByRole('gridcell');
}

describe('an item cell in German', () => {
  beforeEach(() => setLanguage('de'));

  it('shows text that is plainly a number as a German number, aligned as a number', () => {
    const cells = renderRow();
    const shown = cells.map((cell) => [cell.textContent, cell.hasAttribute('data-number')]);
    expect(shown).toEqual([
      ['45,23', true],
      ['1.200', true],
      ['-3,5', true],
      ['45,20', true],
      ['1.234,5', true],
      // Codes and text stay as written, aligned as text.
      ['08712345678906', false],
      ['8712345678906', false],
      ['1200', false],
      ['4711', false],
      ['42 EU', false],
      ['0012', false],
    ]);
  });
});
