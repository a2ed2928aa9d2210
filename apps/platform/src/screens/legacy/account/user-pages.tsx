import type { AccountUser } from '@feedline/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/routes';
import {
  useAccountProjectsQuery,
  useAccountQuery,
  useAccountUsersQuery,
  useActivityQuery,
} from '../api/account-queries';
import { ActivityTable } from '../components/activity-table';
import { InAppButton } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { ProjectSitesList } from '../components/project-sites';
import { ACTIVITY_WINDOW, eventsAboutUser } from '../model/activity';
import { accountContext } from './account-facts';

/** Users with their role; administrators are told apart by e-mail address, which is unique. */
function UsersTable({
  users,
  admins,
}: {
  users: readonly AccountUser[];
  admins: readonly AccountUser[];
}) {
  const { t } = useTranslation('legacy');
  const adminEmails = new Set(admins.map((admin) => admin.email));
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
          <Table.Tr key={user.email}>
            <Table.Td>{user.name}</Table.Td>
            <Table.Td>
              <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor>
            </Table.Td>
            <Table.Td>
              {adminEmails.has(user.email) ? (
                <Badge color="blue">{t('account.role.admin')}</Badge>
              ) : (
                <Badge color="gray" variant="light">
                  {t('account.role.member')}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** user-management/account/{accountId}: who belongs to the organisation. */
export function UserManagementPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const users = useAccountUsersQuery(accountId, 'all');
  const admins = useAccountUsersQuery(accountId, 'admin');
  return (
    <Loaded queries={[account, users, admins]}>
      {([organisation, userList, adminList]) => (
        <LegacyPage
          title={t('users.title')}
          context={accountContext(organisation, t)}
          intro={t('users.intro')}
          actions={
            <>
              <InAppButton to={`/user-management/account/${accountId}/invite-users`}>
                {t('users.invite.action')}
              </InAppButton>
              <InAppButton
                to={`/user-management/account/${accountId}/select-sites`}
                variant="default"
              >
                {t('users.selectSites.action')}
              </InAppButton>
            </>
          }
        >
          <Text size="sm">
            {t('users.count', { count: userList.data.length, admins: adminList.data.length })}
          </Text>
          <UsersTable users={userList.data} admins={adminList.data} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** user-management/account/{accountId}/invite-users: invitations go out from an administrator. */
export function InviteUsersPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const admins = useAccountUsersQuery(accountId, 'admin');
  return (
    <Loaded queries={[account, admins]}>
      {([organisation, adminList]) => (
        <LegacyPage
          title={t('users.invite.title')}
          context={accountContext(organisation, t)}
          intro={t('users.invite.intro')}
          actions={
            <InAppButton to={`/user-management/account/${accountId}`} variant="default">
              {t('users.back')}
            </InAppButton>
          }
        >
          <Section title={t('users.invite.admins')}>
            <UsersTable users={adminList.data} admins={adminList.data} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** user-management/account/{accountId}/user/{userId}: what the organisation's log says about a user. */
export function UserPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const userId = ids.userId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const activity = useActivityQuery(accountId, 1, ACTIVITY_WINDOW);
  return (
    <Loaded queries={[account, activity]}>
      {([organisation, events]) => (
        <LegacyPage
          title={t('users.user.title', { id: userId })}
          context={accountContext(organisation, t)}
          intro={t('users.user.intro')}
          actions={
            <InAppButton to={`/user-management/account/${accountId}`} variant="default">
              {t('users.back')}
            </InAppButton>
          }
        >
          <Section title={t('users.user.events')}>
            <ActivityTable events={eventsAboutUser(events.data, userId)} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** user-management/account/{accountId}/select-sites: the sites access can be given to. */
export function SelectSitesPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, projects]}>
      {([organisation, projectPage]) => (
        <LegacyPage
          title={t('users.selectSites.title')}
          context={accountContext(organisation, t)}
          intro={t('users.selectSites.intro')}
          actions={
            <InAppButton to={`/user-management/account/${accountId}`} variant="default">
              {t('users.back')}
            </InAppButton>
          }
        >
          <ProjectSitesList projects={projectPage} linkTo={(site) => `/settings/site/${site.id}`} />
        </LegacyPage>
      )}
    </Loaded>
  );
}
