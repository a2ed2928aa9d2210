import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import {
  useAccountProjectsQuery,
  useAccountQuery,
  useAccountUserQuery,
  useAccountInvitationsQuery,
  useAccountUsersQuery,
  useActivityQuery,
} from '../api/account-queries';
import { Facts } from '../components/facts';
import { InAppButton } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { PagedActivity } from '../components/paged-activity';
import { ProjectSitesList } from '../components/project-sites';
import { ACTIVITY_PAGE_SIZE } from '../model/activity';
import { accountContext } from './account-facts';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { RoleBadge, UsersTable } from './users-table';
import { WritableTable } from './writable-table';

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
          <UsersTable accountId={accountId} users={userList.data} admins={adminList.data} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/**
 * user-management/account/{accountId}/invite-users: an administrator invites people and sees the
 * open invitations; everyone else learns whom to ask.
 */
export function InviteUsersPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const admins = useAccountUsersQuery(accountId, 'admin');
  const isAdmin = account.data?.isUserAdmin === true;
  const invitations = useAccountInvitationsQuery(accountId, isAdmin);
  return (
    <Loaded queries={[account, admins]}>
      {([organisation, adminList]) => (
        <LegacyPage
          title={t('users.invite.title')}
          context={accountContext(organisation, t)}
          intro={isAdmin ? t('users.invite.introAdmin') : t('users.invite.intro')}
          actions={
            <InAppButton to={`/user-management/account/${accountId}`} variant="default">
              {t('users.back')}
            </InAppButton>
          }
        >
          {isAdmin ? (
            <>
              <Section title={t('users.invite.form.title')}>
                <InviteForm accountId={accountId} />
              </Section>
              <Section title={t('users.invite.open.title')}>
                <Loaded queries={[invitations]}>
                  {([open]) => <InvitationsTable accountId={accountId} invitations={open.data} />}
                </Loaded>
              </Section>
            </>
          ) : null}
          <Section title={t('users.invite.admins')}>
            <UsersTable accountId={accountId} users={adminList.data} admins={adminList.data} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/**
 * user-management/account/{accountId}/user/{userId}: a member of the organisation, what they may
 * change, and what they did lately.
 */
export function UserPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const userId = ids.userId!;
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const account = useAccountQuery(accountId);
  const member = useAccountUserQuery(accountId, userId);
  const activity = useActivityQuery(accountId, page, ACTIVITY_PAGE_SIZE, { userId });
  // An administrator's grants may be empty although they may change everything; "None" would lie.
  const noWritesText = (isAdmin: boolean) => (isAdmin ? t('users.user.adminWritesAll') : t('none'));
  return (
    <Loaded queries={[account, member, activity]}>
      {([organisation, person, events]) => (
        <LegacyPage
          title={person.name}
          context={accountContext(organisation, t)}
          intro={t('users.user.intro')}
          actions={
            <InAppButton to={`/user-management/account/${accountId}`} variant="default">
              {t('users.back')}
            </InAppButton>
          }
        >
          <Facts
            facts={[
              { label: t('users.name'), value: person.name },
              {
                label: t('users.email'),
                value: <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>,
              },
              { label: t('users.role'), value: <RoleBadge isAdmin={person.isAdmin} /> },
            ]}
          />
          <Section title={t('users.user.writableProjects')}>
            <WritableTable
              kind="project"
              targets={person.writableProjects}
              emptyText={noWritesText(person.isAdmin)}
            />
          </Section>
          <Section title={t('users.user.writableSites')}>
            <WritableTable
              kind="site"
              targets={person.writableSites}
              emptyText={noWritesText(person.isAdmin)}
            />
          </Section>
          <Section title={t('users.user.events')}>
            <PagedActivity events={events} onPage={setPage} />
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
