import type { Paginated, Site } from '@feedline/contracts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { Empty } from './legacy-page';
import { InAppLink } from './in-app-link';

export interface SitesTableProps {
  sites: Paginated<Site>;
  /** Where a site's name leads; the site dashboard by default. */
  linkTo?: (site: Site) => string;
}

export function SitesTable({ sites, linkTo }: SitesTableProps) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  if (sites.data.length === 0) return <Empty>{t('sites.empty')}</Empty>;
  return (
    <>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sites.id')}</Table.Th>
            <Table.Th>{t('sites.name')}</Table.Th>
            <Table.Th>{t('sites.channels')}</Table.Th>
            <Table.Th>{t('sites.access')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.data.map((site) => (
            <Table.Tr key={site.id}>
              <Table.Td>{site.id}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <InAppLink to={linkTo ? linkTo(site) : `/dashboard/site/${site.id}/version/1`}>
                    {site.name}
                  </InAppLink>
                  {site.childSite ? (
                    <Badge variant="outline" size="sm">
                      {t('sites.child')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{format.number(site.channelCount)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={site.canWrite ? 'green' : 'gray'}>
                  {site.canWrite ? t('access.write') : t('access.read')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sites.meta.totalCount > sites.data.length ? (
        <Text size="sm" c="dimmed">
          {t('list.firstOf', { shown: sites.data.length, total: sites.meta.totalCount })}
        </Text>
      ) : null}
    </>
  );
}
