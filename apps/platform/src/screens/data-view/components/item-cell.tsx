import { UnstyledButton } from '@mantine/core';
import type { ItemValue } from '@feedline/contracts';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { isCodeField, numericText } from '../model/numeric-text';
import classes from './items-grid.module.css';

/**
 * How a value of a field reads: numbers in the reader's language (12,5 in German), text as it is
 * unless it is plainly a number (model/numeric-text.ts), booleans in words, nothing as the empty
 * text. `isNumber` says whether it reads as a number (and is aligned like one).
 */
export function useItemValueText() {
  const { t } = useTranslation('data-view');
  const format = useFormatter();
  return useCallback(
    (value: ItemValue | undefined, field?: string): { text: string; isNumber: boolean } => {
      if (value === null || value === undefined) return { text: '', isNumber: false };
      if (typeof value === 'boolean') {
        return { text: t(value ? 'value.true' : 'value.false'), isNumber: false };
      }
      if (typeof value === 'number') {
        // An id or a code stored as a number is still a code: its digits as they are.
        if (field !== undefined && isCodeField(field))
          return { text: String(value), isNumber: false };
        return { text: format.decimal(value), isNumber: true };
      }
      const numeric = numericText(value, field);
      if (numeric) {
        return { text: format.decimal(numeric.value, numeric.fractionDigits), isNumber: true };
      }
      return { text: value, isNumber: false };
    },
    [t, format],
  );
}

/** How a value reads ({@link useItemValueText}). */
export type ItemValueText = ReturnType<typeof useItemValueText>;

export interface ItemCellProps {
  /** For the grid's active descendant. */
  id?: string | undefined;
  /** The grid's active cell (outlined while the grid has the focus). */
  isActive?: boolean;
  value: ItemValue | undefined;
  /** The field (column) the value is of: a code field's digits stay as written. */
  field?: string | undefined;
  colIndex: number;
  /** The item's cell that opens its detail (the first column). */
  onOpen?: (() => void) | undefined;
  /**
   * How values read, made once for the whole grid ({@link useItemValueText}): a cell has no hook
   * of its own, since a grid draws hundreds of them at once.
   */
  valueText: ItemValueText;
  /** The label of the button that opens the item, for the item's text (with `onOpen`). */
  openLabel?: ((text: string) => string) | undefined;
}

/**
 * One value of an item; numbers (and text that is plainly a number) are right-aligned. The grid
 * renders again when it measures or scrolls: a cell whose props are the same is not drawn again.
 */
export const ItemCell = memo(function ItemCell({
  id,
  isActive = false,
  value,
  field,
  colIndex,
  onOpen,
  valueText,
  openLabel,
}: ItemCellProps) {
  const { text, isNumber } = valueText(value, field);
  return (
    <div
      id={id}
      role="gridcell"
      aria-colindex={colIndex}
      data-active={isActive || undefined}
      className={classes.cell}
      data-number={isNumber || undefined}
      title={text || undefined}
    >
      {onOpen ? (
        <UnstyledButton
          tabIndex={-1}
          className={classes.openButton}
          onClick={onOpen}
          aria-label={openLabel?.(text)}
        >
          {text}
        </UnstyledButton>
      ) : (
        text
      )}
    </div>
  );
});
