import type { ActivityEvent } from '@feedline/contracts';
import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { knownActionKey } from '../model/activity';
import { Empty } from './legacy-page';
import { InAppLink } from './in-app-link';
import { Moment } from './moment';

function ActionName({ action }: { action: string }) {
  const { t } = useTranslation('legacy');
  const key = knownActionKey(action);
  return key ? <>{t(`activity.actions.${key}`)}</> : <Code>{action}</Code>;
}

/** Audit events, newest first: when, who, what, on what, on which site. */
export function ActivityTable({ events }: { events: readonly ActivityEvent[] }) {
  const { t } = useTranslation('legacy');
  if (events.length === 0) return <Empty>{t('activity.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('activity.time')}</Table.Th>
          <Table.Th>{t('activity.user')}</Table.Th>
          <Table.Th>{t('activity.action')}</Table.Th>
          <Table.Th>{t('activity.target')}</Table.Th>
          <Table.Th>{t('activity.site')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Moment iso={event.createdAt} />
            </Table.Td>
            <Table.Td>
              {event.user ? (
                <Text size="sm" title={event.user.email}>
                  {event.user.name}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('activity.system')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ActionName action={event.action} />
              {event.detail ? (
                <Text size="xs" c="dimmed">
                  {event.detail}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {event.targetName ??
                (event.targetType ? `${event.targetType} ${event.targetId ?? ''}`.trim() : '—')}
            </Table.Td>
            <Table.Td>
              {event.siteId === null ? (
                '—'
              ) : (
                <InAppLink to={`/dashboard/site/${event.siteId}/version/1`}>
                  {event.siteName ?? t('activity.siteLink', { id: event.siteId })}
                </InAppLink>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
