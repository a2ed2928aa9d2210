import type { AccountUserEntry } from '@feedline/contracts';
import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InAppLink } from '../components/in-app-link';
import { Empty } from '../components/legacy-page';

export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('legacy');
  return isAdmin ? (
    <Badge color="blue">{t('account.role.admin')}</Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('account.role.member')}
    </Badge>
  );
}

/** Users with their role, each name leading to the user's page. */
export function UsersTable({
  accountId,
  users,
  admins,
}: {
  accountId: number;
  users: readonly AccountUserEntry[];
  admins: readonly AccountUserEntry[];
}) {
  const { t } = useTranslation('legacy');
  const adminIds = new Set(admins.map((admin) => admin.id));
  if (users.length === 0) return <Empty>{t('users.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users.name')}</Table.Th>
          <Table.Th>{t('users.email')}</Table.Th>
          <Table.Th>{t('users.role')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <InAppLink to={`/user-management/account/${accountId}/user/${user.id}`}>
                {user.name}
              </InAppLink>
            </Table.Td>
            <Table.Td>
              <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor>
            </Table.Td>
            <Table.Td>
              <RoleBadge isAdmin={adminIds.has(user.id)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
