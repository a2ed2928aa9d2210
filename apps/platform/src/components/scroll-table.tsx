import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth` (a phone), inside a
 * region that the keyboard can focus and scroll, and that names what it holds.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': t('scrollTable', { name: label }),
        },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
