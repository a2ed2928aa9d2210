import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';

export interface OverviewListProps<T extends { id: number }> {
  /** Above the heading: what the page is (and, for a project, a link to its organisation). */
  eyebrow: ReactNode;
  title: string;
  /** id of the list section's heading. */
  sectionId: string;
  sectionTitle: string;
  emptyText: string;
  query: UseQueryResult<{ data: T[] }>;
  icon: ReactNode;
  /** The card body of one entry: its link and details. */
  renderItem: (item: T) => ReactNode;
}

/** An overview page: the entity's name, then its children as a grid of linked cards. */
export function OverviewList<T extends { id: number }>({
  eyebrow,
  title,
  sectionId,
  sectionTitle,
  emptyText,
  query,
  icon,
  renderItem,
}: OverviewListProps<T>) {
  const { t } = useTranslation('overview');
  const items = query.data?.data;
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" component="div">
          {eyebrow}
        </Text>
        <Title order={1}>{title}</Title>
      </div>
      <section aria-labelledby={sectionId}>
        <Title order={2} size="h4" id={sectionId} mb="sm">
          {sectionTitle}
        </Title>
        {query.isPending ? <PageLoader /> : null}
        {query.isError ? (
          <ErrorState description={t('error')} onRetry={() => void query.refetch()} />
        ) : null}
        {items?.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
        {items && items.length > 0 ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.map((item) => (
              <Card component="li" key={item.id} withBorder padding="md">
                <Group gap="sm" wrap="nowrap">
                  {icon}
                  <div style={{ minWidth: 0 }}>{renderItem(item)}</div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        ) : null}
      </section>
    </Stack>
  );
}
