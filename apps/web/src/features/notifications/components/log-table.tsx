import { renderLogMessage, type LogTranslate } from '@feedline/contracts/log-messages';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../lib/sanitize';
import { typeLabelOf, type LogLine, type LogTypeLabel } from '../model/log-lines';
import { registerLogTranslations } from '../translations';
import classes from './notifications-drawer.module.css';
import { useFormatter } from '../../../lib/format';

registerLogTranslations();

const ROW_HEIGHT = 34;
const TYPE_COLOURS: Record<LogTypeLabel, string> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

interface LogRowProps {
  line: LogLine;
  index: number;
  formatTime: (iso: string) => string;
  measure: (element: HTMLTableRowElement | null) => void;
}

const LogRow = memo(function LogRow({ line, index, formatTime, measure }: LogRowProps) {
  const { t } = useTranslation('notifications');
  const { t: tLog } = useTranslation('log');
  const label = typeLabelOf(line.type);
  const { said } = line;
  // A line the platform wrote reads in the reader's language, as text; an older one is its HTML.
  const text = useMemo(() => {
    if (!said) return undefined;
    const translate: LogTranslate = (key, values) => tLog(key as never, values);
    return renderLogMessage(said.key, said.params, translate);
  }, [said, tLog]);
  const html = useMemo(() => (said ? '' : sanitizeHtml(line.message)), [said, line.message]);
  return (
    <Table.Tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <Table.Td className={classes.time}>
        <time dateTime={line.timestamp}>{formatTime(line.timestamp)}</time>
      </Table.Td>
      <Table.Td className={classes.type}>
        <Badge variant="dot" color={TYPE_COLOURS[label]} data-type={label}>
          {t(`type.${label}`)}
        </Badge>
      </Table.Td>
      {text === undefined ? (
        <Table.Td className={classes.message} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Table.Td className={classes.message}>{text}</Table.Td>
      )}
    </Table.Tr>
  );
});

/** The lines as a table of time, type label and message (spec §2.6), rendering only the visible rows. */
export function LogTable({ lines }: { lines: LogLine[] }) {
  const { t } = useTranslation('notifications');
  const scrollRef = useRef<HTMLDivElement>(null);
  const formatTime = useFormatter().preciseTime;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => lines[index]!.id,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));

  if (lines.length === 0) {
    return (
      <Text className={classes.empty} c="dimmed" size="sm">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label={t('table.caption')}
    >
      <Table
        className={classes.table}
        aria-rowcount={lines.length + 1}
        verticalSpacing={6}
        layout="fixed"
      >
        <caption>
          <VisuallyHidden>{t('table.caption')}</VisuallyHidden>
        </caption>
        <Table.Thead className={classes.head}>
          <Table.Tr aria-rowindex={1}>
            <Table.Th className={classes.time}>{t('table.time')}</Table.Th>
            <Table.Th className={classes.type}>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={3} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => (
            <LogRow
              key={item.key}
              line={lines[item.index]!}
              index={item.index}
              formatTime={formatTime}
              measure={virtualizer.measureElement}
            />
          ))}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={3} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
