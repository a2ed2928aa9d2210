import type { HealthStatus, ProjectHealth, SiteHealth } from '@feedline/contracts';
import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useFormatter } from '../../../lib/format';

const LOOK: Record<HealthStatus, { color: string; Icon: typeof IconCircleCheck }> = {
  ok: { color: 'teal', Icon: IconCircleCheck },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  failing: { color: 'red', Icon: IconCircleX },
  none: { color: 'gray', Icon: IconCircleDashed },
};

/** The health as a badge: colour, icon and word (never the colour alone). */
export function HealthBadge({ status }: { status: HealthStatus }) {
  const { t } = useTranslation('overview');
  const { color, Icon } = LOOK[status];
  return (
    <Badge
      color={color}
      variant="light"
      size="sm"
      leftSection={<Icon size={12} aria-hidden color={`var(--mantine-color-${color}-8)`} />}
      // The light variant's coloured text is below 4.5:1 on its background (orange, teal): the
      // word is in the text colour, the colour is the badge's and its icon's.
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {t(`health.status.${status}`)}
    </Badge>
  );
}

/** A site card's health: status, last import, and each failing feed linked to its exports. */
export function SiteHealthSummary({ siteId, health }: { siteId: number; health: SiteHealth }) {
  const { t } = useTranslation('overview');
  const format = useFormatter();
  const { lastImport } = health;
  return (
    <>
      <Group gap={6} mt={4} wrap="wrap">
        <HealthBadge status={health.status} />
        <Text size="xs" c="dimmed">
          {lastImport?.finishedAt
            ? t(`health.last-import.${lastImport.status}`, {
                when: format.relative(lastImport.finishedAt),
              })
            : t('health.never-imported')}
        </Text>
      </Group>
      {lastImport?.status === 'failed' ? (
        <Text size="xs" c="red.9" mt={2}>
          {t('health.import-failed', { error: lastImport.error ?? '' })}
        </Text>
      ) : null}
      {health.failedExports.length > 0 ? (
        <List size="xs" mt={2} spacing={0} c="red.9">
          {health.failedExports.map((feed) => (
            <List.Item key={`${feed.channelId}-${feed.classificationId ?? 0}`}>
              <Anchor
                component={AppLink}
                href={paths.siteExports(siteId)}
                size="xs"
                c="red.9"
                underline="always"
              >
                {t('health.export-failed', { feed: feed.name })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
      {lastImport && lastImport.problemCount > 0 ? (
        <Text size="xs" c="dimmed" mt={2}>
          {t('health.rows-left-out', { count: lastImport.problemCount })}
        </Text>
      ) : null}
      {health.failedItems > 0 ? (
        <Text size="xs" c="dimmed" mt={2}>
          {t('health.items-failed', { count: health.failedItems })}
        </Text>
      ) : null}
    </>
  );
}

/** A project card's health: the worst of its sites, and how many fail or warn. */
export function ProjectHealthSummary({ health }: { health: ProjectHealth }) {
  const { t } = useTranslation('overview');
  const format = useFormatter();
  const parts = [
    health.failingSites > 0 ? t('health.failing-sites', { count: health.failingSites }) : null,
    health.warningSites > 0 ? t('health.warning-sites', { count: health.warningSites }) : null,
    health.lastImportAt
      ? t('health.newest-import', { when: format.relative(health.lastImportAt) })
      : null,
  ].filter(Boolean);
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <HealthBadge status={health.status} />
      {parts.length > 0 ? (
        <Text size="xs" c="dimmed">
          {parts.join(' · ')}
        </Text>
      ) : null}
    </Group>
  );
}
