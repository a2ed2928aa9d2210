import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HealthSummary as Summary } from '../model/site-health';

/** One line of figures over the sites, then what is still being checked or could not be. */
export function HealthSummary({ summary, onRetry }: { summary: Summary; onRetry: () => void }) {
  const { t } = useTranslation('legacy');
  const figures = [
    t('monitoring.summary.sites', { count: summary.sites }),
    t('monitoring.summary.withErrors', { count: summary.withErrors }),
    t('monitoring.summary.withWarnings', { count: summary.withWarnings }),
  ];
  return (
    <Group gap="md">
      <Text fw={600}>{figures.join(' · ')}</Text>
      {summary.checking > 0 ? (
        <Text size="sm" c="dimmed">
          {t('monitoring.summary.checking', { count: summary.checking })}
        </Text>
      ) : null}
      {summary.failed > 0 ? (
        <Group gap="xs">
          <Text size="sm" c="red.9">
            {t('monitoring.summary.failed', { count: summary.failed })}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('monitoring.summary.retry')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
