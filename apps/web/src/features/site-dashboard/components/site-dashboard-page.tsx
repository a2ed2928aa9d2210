import type { Site } from '@feedline/contracts';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useSiteChannelsQuery } from '../api/site-channels-query';
import { useSiteStatusQuery } from '../../../lib/site-status-query';
import { SiteStatusCard } from './site-status-card';

/**
 * dashboard/site/{siteId}/version/1, rendered by the shell until the embedded dashboard arrives:
 * the site's name, status and channels.
 */
export function SiteDashboardPage({ site }: { site: Site }) {
  const { t } = useTranslation('site-dashboard');
  const status = useSiteStatusQuery(site.id);
  const channels = useSiteChannelsQuery({ siteId: site.id });

  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed">
          {t('eyebrow', { id: site.id })}
        </Text>
        <Title order={1}>{site.name}</Title>
      </div>
      <section aria-labelledby="site-status-heading">
        <Title order={2} size="h4" id="site-status-heading" mb="sm">
          {t('status.heading')}
        </Title>
        {status.isPending ? <PageLoader /> : null}
        {status.isError ? (
          <ErrorState description={t('error')} onRetry={() => void status.refetch()} />
        ) : null}
        {status.data ? <SiteStatusCard status={status.data} /> : null}
      </section>
      <section aria-labelledby="site-channels-heading">
        <Title order={2} size="h4" id="site-channels-heading" mb="sm">
          {t('channels.heading')}
        </Title>
        {channels.isPending ? <PageLoader /> : null}
        {channels.isError ? (
          <ErrorState description={t('error')} onRetry={() => void channels.refetch()} />
        ) : null}
        {channels.data?.data.length === 0 ? <Text c="dimmed">{t('channels.empty')}</Text> : null}
        {channels.data && channels.data.data.length > 0 ? (
          <Card withBorder padding="md">
            <List spacing="xs" icon={<IconFileExport size={18} aria-hidden />} center>
              {channels.data.data.map((channel) => (
                <List.Item key={channel.id}>
                  <Group gap="xs">
                    <Text fw={500}>{channel.name}</Text>
                    <Text size="sm" c="dimmed">
                      {channel.id}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Card>
        ) : null}
      </section>
    </Stack>
  );
}
