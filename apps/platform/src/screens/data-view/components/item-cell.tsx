import type { ItemValue } from '@feedline/contracts';
import { useTranslation } from 'react-i18next';
import classes from './items-grid.module.css';

/** One value of an item: text and numbers as they are, booleans in words, null as an empty cell. */
export function ItemCell({ value, colIndex }: { value: ItemValue | undefined; colIndex: number }) {
  const { t } = useTranslation('data-view');
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'boolean'
        ? t(value ? 'value.true' : 'value.false')
        : String(value);
  return (
    <div
      role="gridcell"
      aria-colindex={colIndex}
      className={classes.cell}
      title={text || undefined}
    >
      {text}
    </div>
  );
}
