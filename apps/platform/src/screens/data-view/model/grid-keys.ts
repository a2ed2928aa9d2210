/** A cell of the data grid: `row` -1 is the header row, 0 the first item. */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Item rows (the header not counted). */
  rows: number;
  cols: number;
  /** Rows a Page Up / Page Down moves by (those in view). */
  page: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The cell a key moves to, by the WAI-ARIA grid pattern: arrows one cell, Home/End the row's first
 * and last cell, Ctrl+Home/End the grid's first and last cell, Page Up/Down a screenful of rows.
 * Null for any other key (the grid leaves it alone).
 */
export function moveCell(cell: GridCell, input: GridKey, bounds: GridBounds): GridCell | null {
  const lastRow = bounds.rows - 1;
  const lastCol = Math.max(0, bounds.cols - 1);
  const control = input.ctrlKey === true || input.metaKey === true;
  const at = (row: number, col: number): GridCell => ({
    row: clamp(row, -1, lastRow),
    col: clamp(col, 0, lastCol),
  });
  switch (input.key) {
    case 'ArrowUp':
      return at(cell.row - 1, cell.col);
    case 'ArrowDown':
      return at(cell.row + 1, cell.col);
    case 'ArrowLeft':
      return at(cell.row, cell.col - 1);
    case 'ArrowRight':
      return at(cell.row, cell.col + 1);
    case 'Home':
      return control ? at(bounds.rows > 0 ? 0 : -1, 0) : at(cell.row, 0);
    case 'End':
      return control ? at(lastRow, lastCol) : at(cell.row, lastCol);
    case 'PageUp':
      return at(Math.max(cell.row === -1 ? -1 : 0, cell.row - bounds.page), cell.col);
    case 'PageDown':
      return at(cell.row + bounds.page, cell.col);
    default:
      return null;
  }
}
