import type { FlowColumn, Transform } from '@feedline/data-flow';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One step of a transformation chain in words. */
export function stepText(step: Transform, t: TFunction<'common'>): string {
  switch (step.op) {
    case 'replace':
      return t('flow.steps.replace', { search: step.search, replace: step.replace });
    case 'round':
      return t('flow.steps.round', { count: step.decimals });
    case 'prefix':
    case 'suffix':
    case 'default':
      return t(`flow.steps.${step.op}`, { value: step.value });
    default:
      return t(`flow.steps.${step.op}`);
  }
}

/** Where a flow column's value comes from, and the steps applied to it, in words. */
export function ColumnSource({ column }: { column: FlowColumn }) {
  const { t } = useTranslation('common');
  const { source } = column;
  let origin;
  if (source.kind === 'field') {
    origin = (
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('flow.field')}
        </Text>
        <Code>{source.field}</Code>
      </Group>
    );
  } else if (source.kind === 'static') {
    origin = (
      <Group gap={6} wrap="nowrap">
        <Badge size="xs" variant="light" color="gray">
          {t('flow.static')}
        </Badge>
        <Text size="sm">{t('flow.quoted', { value: source.value })}</Text>
      </Group>
    );
  } else if (source.kind === 'concat') {
    origin = (
      <Group gap={4} wrap="wrap">
        <Badge size="xs" variant="light" color="grape">
          {t('flow.concat')}
        </Badge>
        {source.parts.map((part, index) =>
          part.kind === 'field' ? (
            <Code key={index}>{part.field}</Code>
          ) : (
            <Text key={index} size="sm">
              {t('flow.quoted', { value: part.value })}
            </Text>
          ),
        )}
      </Group>
    );
  } else {
    origin = (
      <Badge size="xs" variant="outline" color="gray">
        {t('flow.unconnected')}
      </Badge>
    );
  }
  const steps = column.transforms ?? [];
  if (steps.length === 0) return origin;
  return (
    <Stack gap={2}>
      {origin}
      <Text size="xs" c="dimmed">
        {t('flow.then', { steps: steps.map((step) => stepText(step, t)).join(' → ') })}
      </Text>
    </Stack>
  );
}
