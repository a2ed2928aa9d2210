import { Badge, Button, CloseButton, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerState } from '../model/drawer-state';
import type { LogLine } from '../model/log-lines';
import { LogTable } from './log-table';
import classes from './notifications-drawer.module.css';
import type { LiveLogStatus } from './use-live-log';

export interface DrawerPanelProps {
  state: Exclude<DrawerState, 'collapsed'>;
  lines: LogLine[];
  status: LiveLogStatus;
  onToggleExpanded: () => void;
  onClear: () => void;
  onClose: () => void;
  /** Extra header actions (the re-import button for users with write access). */
  actions?: ReactNode;
}

const STATUS_COLOURS: Record<LiveLogStatus, string> = {
  idle: 'gray',
  connecting: 'gray',
  live: 'green',
  error: 'red',
};

/** The open drawer: header with expand handle, clear and close (spec §2.6), then the lines. */
export function DrawerPanel({
  state,
  lines,
  status,
  onToggleExpanded,
  onClear,
  onClose,
  actions,
}: DrawerPanelProps) {
  const { t } = useTranslation('notifications');
  const isExpanded = state === 'expanded';
  return (
    <>
      <div className={classes.header}>
        <UnstyledButton
          className={classes.handle}
          onClick={onToggleExpanded}
          aria-label={isExpanded ? t('drawer.shrink') : t('drawer.expand')}
          aria-pressed={isExpanded}
        >
          {isExpanded ? (
            <IconChevronDown size={18} aria-hidden />
          ) : (
            <IconChevronUp size={18} aria-hidden />
          )}
        </UnstyledButton>
        {/* On a phone the actions go to a second line: the close button stays on the screen. */}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Title order={2} size="h5">
              {t('drawer.label')}
            </Title>
            <Badge
              variant="dot"
              color={STATUS_COLOURS[status]}
              role="status"
              data-status={status}
              style={{ flexShrink: 0 }}
            >
              {t(`status.${status}`)}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap" ml="auto">
            {actions}
            <Button size="compact-sm" variant="subtle" onClick={onClear}>
              {t('drawer.clear')}
            </Button>
            <CloseButton onClick={onClose} aria-label={t('drawer.close')} />
          </Group>
        </Group>
      </div>
      <LogTable lines={lines} />
    </>
  );
}
