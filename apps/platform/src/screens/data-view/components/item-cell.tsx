import { UnstyledButton } from '@mantine/core';
import type { ItemValue } from '@feedline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './items-grid.module.css';

/**
 * How a value reads: text as it is, numbers in the reader's language (12,5 in German), booleans in
 * words, nothing as the empty text.
 */
export function useItemValueText() {
  const { t, i18n } = useTranslation('data-view');
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 20 }),
    [i18n.language],
  );
  return (value: ItemValue | undefined): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return t(value ? 'value.true' : 'value.false');
    if (typeof value === 'number') return number.format(value);
    return value;
  };
}

export interface ItemCellProps {
  /** For the grid's active descendant. */
  id?: string | undefined;
  /** The grid's active cell (outlined while the grid has the focus). */
  isActive?: boolean;
  value: ItemValue | undefined;
  colIndex: number;
  /** The item's cell that opens its detail (the first column). */
  onOpen?: (() => void) | undefined;
}

/** One value of an item; numbers are right-aligned. */
export function ItemCell({ id, isActive = false, value, colIndex, onOpen }: ItemCellProps) {
  const { t } = useTranslation('data-view');
  const text = useItemValueText()(value);
  return (
    <div
      id={id}
      role="gridcell"
      aria-colindex={colIndex}
      data-active={isActive || undefined}
      className={classes.cell}
      data-number={typeof value === 'number' || undefined}
      title={text || undefined}
    >
      {onOpen ? (
        <UnstyledButton
          tabIndex={-1}
          className={classes.openButton}
          onClick={onOpen}
          aria-label={t('grid.openItem', { id: text })}
        >
          {text}
        </UnstyledButton>
      ) : (
        text
      )}
    </div>
  );
}
