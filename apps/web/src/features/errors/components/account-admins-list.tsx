import { Anchor, Avatar, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountAdminsQueryOptions } from '../api/account-admins-query';
import { MAX_ADMIN_ACCOUNTS, mergeAdmins } from '../model/account-admins';

/** The administrators of the user's organisations, to ask for access (spec §2.9). */
export function AccountAdminsList({ accountIds }: { accountIds: readonly number[] }) {
  const { t } = useTranslation();
  const results = useQueries({
    queries: accountIds
      .slice(0, MAX_ADMIN_ACCOUNTS)
      .map((accountId) => accountAdminsQueryOptions({ accountId })),
  });
  const isLoading = results.some((result) => result.isPending);
  const admins = mergeAdmins(results.map((result) => result.data));

  if (accountIds.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="account-admins-title" gap="sm" w="100%" maw={480}>
      <Title order={2} size="h4" id="account-admins-title">
        {t('platform.access-denied.admins-title')}
      </Title>
      {isLoading && admins.length === 0 ? (
        <Group justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('platform.access-denied.admins-loading')}</Text>
        </Group>
      ) : admins.length === 0 ? (
        <Text c="dimmed">{t('platform.access-denied.admins-empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {admins.map((admin) => (
            <Group component="li" key={admin.email} gap="sm" wrap="nowrap" ta="left">
              <Avatar name={admin.name} color="initials" aria-hidden />
              <div>
                <Text fw={600}>{admin.name}</Text>
                <Anchor href={`mailto:${admin.email}`} size="sm">
                  {admin.email}
                </Anchor>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
