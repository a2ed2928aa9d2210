import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LAYOUT,
  isCustomLayout,
  moveColumn,
  orderColumns,
  showColumn,
  type ColumnLayout,
} from '../model/column-layout';

export interface ColumnChooserProps {
  /** Every column the view has. */
  available: readonly string[];
  layout: ColumnLayout;
  onChange: (next: ColumnLayout) => void;
}

/** Which columns the grid shows and in what order: a checkbox and two move buttons per column. */
export function ColumnChooser({ available, layout, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('data-view');
  const ordered = orderColumns(available, layout);
  const hidden = new Set(layout.hidden);
  return (
    <Popover position="bottom-end" trapFocus withArrow hideDetached={false}>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconColumns size={14} aria-hidden />}
          disabled={available.length === 0}
        >
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('columns.title')}>
        <Stack gap="xs" w={260}>
          <Text size="xs" c="dimmed">
            {t('columns.hint')}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack
              gap={2}
              component="ul"
              role="list"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {ordered.map((name, index) => (
                <Group key={name} component="li" gap={4} wrap="nowrap" justify="space-between">
                  <Checkbox
                    size="xs"
                    label={name}
                    checked={!hidden.has(name)}
                    onChange={(event) =>
                      onChange(showColumn(layout, available, name, event.currentTarget.checked))
                    }
                    styles={{ label: { wordBreak: 'break-all' } }}
                  />
                  <Group gap={0} wrap="nowrap">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      disabled={index === 0}
                      onClick={() => onChange(moveColumn(layout, available, name, -1))}
                      aria-label={t('columns.moveUp', { column: name })}
                    >
                      <IconArrowUp size={14} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      disabled={index === ordered.length - 1}
                      onClick={() => onChange(moveColumn(layout, available, name, 1))}
                      aria-label={t('columns.moveDown', { column: name })}
                    >
                      <IconArrowDown size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={!isCustomLayout(layout)}
              onClick={() => onChange(DEFAULT_LAYOUT)}
            >
              {t('columns.reset')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
