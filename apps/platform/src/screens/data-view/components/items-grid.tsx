import { Alert, Button, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { ItemSort } from '@feedline/contracts/item-query';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import type { ItemsPage, ItemValue } from '@feedline/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemsPages } from '../api/items-page-query';
import type { ItemsScope } from '../model/items-scope';
import { mergeColumns, pageOffsetOf, pageOffsetsFor } from '../model/item-pages';
import { nextSort } from '../model/items-view';
import { arrangeColumns, DEFAULT_LAYOUT, type ColumnLayout } from '../model/column-layout';
import { ItemCell } from './item-cell';

/** The key of a row's stable item id (the API's `_id`). */
const ROW_ID = '_id';
import classes from './items-grid.module.css';

export const ROW_HEIGHT = 34;
const COLUMN_WIDTH = 180;
/** Rows rendered beyond the visible ones, so that a scroll step never shows a gap. */
const OVERSCAN = 8;
/**
 * A page is fetched once the visible window has rested this long: dragging the scrollbar across
 * 100 000 rows must not ask for every page it passes.
 */
export const FETCH_DELAY_MS = 120;

export interface ItemsGridProps {
  scope: ItemsScope;
  /** The page at offset 0; its `totalCount` sizes the grid. */
  firstPage: ItemsPage;
  label: string;
  /** A column's header sorts by it (ascending, descending, none). */
  onSort?: ((next: ItemSort | null) => void) | undefined;
  /** The first cell of a row opens the item (its `_id`). */
  onOpenItem?: ((itemId: number) => void) | undefined;
  /** The columns the user chose (order, hidden ones). */
  layout?: ColumnLayout | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SkeletonRow({ columnCount }: { columnCount: number }) {
  return Array.from({ length: columnCount }, (_, column) => (
    <div key={column} role="gridcell" aria-colindex={column + 1} className={classes.cell}>
      <Skeleton height={10} radius="sm" />
    </div>
  ));
}

/**
 * The items of one stage as a virtualised grid: only the rows in view are in the DOM, and only the
 * pages that hold them are fetched. The header stays on top; the grid scrolls with the keyboard.
 */
export function ItemsGrid({
  scope,
  firstPage,
  label,
  onSort,
  onOpenItem,
  layout = DEFAULT_LAYOUT,
}: ItemsGridProps) {
  const { t } = useTranslation('data-view');
  const scrollRef = useRef<HTMLDivElement>(null);
  const totalCount = firstPage.totalCount;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: totalCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The rows start below the sticky header row.
    scrollMargin: ROW_HEIGHT,
  });
  const visibleRows = virtualizer.getVirtualItems();
  const range = {
    startIndex: visibleRows[0]?.index ?? 0,
    endIndex: visibleRows.at(-1)?.index ?? -1,
  };
  const offsetsKey = pageOffsetsFor(range, totalCount).join(',');
  const [settledKey] = useDebouncedValue(offsetsKey, FETCH_DELAY_MS);
  const offsets = useMemo(() => parseOffsets(offsetsKey), [offsetsKey]);
  const fetchable = useMemo(() => new Set(parseOffsets(settledKey)), [settledKey]);
  const { pages, failed, refetchFailed } = useItemsPages({ scope, offsets, fetchable });

  const pageAt = (offset: number): ItemsPage | undefined =>
    offset === 0 ? firstPage : pages.get(offset);
  // Columns of the first page and the pages in view (a later page may add a field).
  const columns = arrangeColumns(mergeColumns([firstPage, ...pages.values()]), layout);
  const gridTemplateColumns = `repeat(${Math.max(columns.length, 1)}, minmax(${COLUMN_WIDTH}px, 1fr))`;

  const rowAt = (index: number): Record<string, ItemValue> | undefined => {
    const offset = pageOffsetOf(index);
    return pageAt(offset)?.rows[index - offset];
  };

  return (
    <>
      {failed.length > 0 ? (
        <Alert color="red" role="alert" py={6} mx="md" mb="xs">
          <Group gap="sm">
            <Text size="sm">{t('grid.pageFailed')}</Text>
            <Button size="compact-xs" variant="light" color="red" onClick={refetchFailed}>
              {t('grid.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={totalCount + 1}
        aria-colcount={columns.length}
        aria-readonly="true"
        // Focusable, so that arrow keys and Page Up/Down scroll it.
        tabIndex={0}
        className={classes.scroller}
      >
        <div style={{ minWidth: columns.length * COLUMN_WIDTH }}>
          <div role="rowgroup" className={classes.header}>
            <div
              role="row"
              aria-rowindex={1}
              className={classes.row}
              style={{ gridTemplateColumns, height: ROW_HEIGHT }}
            >
              {columns.map((column, index) => {
                const sorted = scope.view.sort?.field === column ? scope.view.sort : null;
                return (
                  <div
                    key={column}
                    role="columnheader"
                    aria-colindex={index + 1}
                    aria-sort={sorted ? ARIA_SORT[sorted.direction] : undefined}
                    className={classes.cell}
                    title={column}
                  >
                    {onSort ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => onSort(nextSort(scope.view.sort, column))}
                        aria-label={t('grid.sortBy', { column })}
                      >
                        <span className={classes.sortLabel}>{column}</span>
                        {sorted?.direction === 'asc' ? (
                          <IconArrowUp size={12} aria-hidden />
                        ) : sorted?.direction === 'desc' ? (
                          <IconArrowDown size={12} aria-hidden />
                        ) : null}
                      </UnstyledButton>
                    ) : (
                      column
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          <div
            role="rowgroup"
            className={classes.body}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {visibleRows.map((virtualRow) => {
              const row = rowAt(virtualRow.index);
              return (
                <div
                  key={virtualRow.key}
                  role="row"
                  aria-rowindex={virtualRow.index + 2}
                  aria-busy={row ? undefined : true}
                  className={classes.row}
                  data-striped={virtualRow.index % 2 === 1 || undefined}
                  style={{
                    gridTemplateColumns,
                    height: virtualRow.size,
                    transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
                  }}
                >
                  {row ? (
                    columns.map((column, index) => (
                      <ItemCell
                        key={column}
                        value={row[column]}
                        colIndex={index + 1}
                        onOpen={
                          index === 0 && onOpenItem && typeof row[ROW_ID] === 'number'
                            ? () => onOpenItem(row[ROW_ID] as number)
                            : undefined
                        }
                      />
                    ))
                  ) : (
                    <SkeletonRow columnCount={columns.length} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </>
  );
}

function parseOffsets(key: string): number[] {
  return key === '' ? [] : key.split(',').map(Number);
}
