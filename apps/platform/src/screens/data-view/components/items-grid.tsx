import { Alert, Button, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { ItemSort } from '@feedline/contracts/item-query';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import type { ItemsPage, ItemValue } from '@feedline/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useItemsPages } from '../api/items-page-query';
import type { ItemsScope } from '../model/items-scope';
import { mergeColumns, pageOffsetOf, pageOffsetsFor } from '../model/item-pages';
import { nextSort } from '../model/items-view';
import { moveCell, type GridCell } from '../model/grid-keys';
import { arrangeColumns, DEFAULT_LAYOUT, type ColumnLayout } from '../model/column-layout';
import { ItemCell, useItemValueText } from './item-cell';

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
  // Once for every cell (a cell has no hook of its own).
  const valueText = useItemValueText();
  const openLabel = useCallback((text: string) => t('grid.openItem', { id: text }), [t]);
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
    // The grid fills the screen below its toolbar: its first render (sliced, in a transition)
    // draws about the rows it will show, not none, which the measure after it would then draw in
    // one synchronous render.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
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

  // The WAI-ARIA grid: the grid keeps the focus, the active cell is its active descendant (a
  // virtual list unmounts the rows out of view, so the cells cannot hold the focus themselves).
  const gridId = useId();
  const cellId = (cell: GridCell) => `${gridId}-r${cell.row}-c${cell.col}`;
  const [active, setActive] = useState<GridCell>({ row: 0, col: 0 });
  const activeCell: GridCell = {
    row: Math.min(active.row, totalCount - 1),
    col: Math.min(active.col, Math.max(0, columns.length - 1)),
  };
  const activeColumn = columns[activeCell.col];

  // After a move by keyboard, the active cell in view, also sideways (the virtualizer only scrolls
  // rows; the row may render a frame later). A scroll by the user leaves it alone.
  const revealActive = useRef(false);
  useEffect(() => {
    if (!revealActive.current) return;
    const element = document.getElementById(cellId(activeCell));
    if (!element) return;
    revealActive.current = false;
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if ((event.key === 'Enter' || event.key === ' ') && activeColumn !== undefined) {
      event.preventDefault();
      if (activeCell.row === -1) onSort?.(nextSort(scope.view.sort, activeColumn));
      else {
        const id = rowAt(activeCell.row)?.[ROW_ID];
        if (typeof id === 'number') onOpenItem?.(id);
      }
      return;
    }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const next = moveCell(activeCell, event, { rows: totalCount, cols: columns.length, page });
    if (!next) return;
    event.preventDefault();
    setActive(next);
    revealActive.current = true;
    if (next.row >= 0) virtualizer.scrollToIndex(next.row, { align: 'auto' });
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
        aria-activedescendant={columns.length > 0 ? cellId(activeCell) : undefined}
        aria-describedby={`${gridId}-keys`}
        // One stop in the tab order; the arrow keys move between its cells.
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className={classes.scroller}
      >
        <span id={`${gridId}-keys`} hidden>
          {t('grid.keys')}
        </span>
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
                    id={cellId({ row: -1, col: index })}
                    role="columnheader"
                    aria-colindex={index + 1}
                    aria-sort={sorted ? ARIA_SORT[sorted.direction] : undefined}
                    className={classes.cell}
                    data-active={(activeCell.row === -1 && activeCell.col === index) || undefined}
                    title={column}
                  >
                    {onSort ? (
                      <UnstyledButton
                        tabIndex={-1}
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
                        id={cellId({ row: virtualRow.index, col: index })}
                        isActive={activeCell.row === virtualRow.index && activeCell.col === index}
                        value={row[column]}
                        field={column}
                        colIndex={index + 1}
                        valueText={valueText}
                        openLabel={openLabel}
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
