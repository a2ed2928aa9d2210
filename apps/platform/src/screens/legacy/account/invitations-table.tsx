import type { Invitation } from '@feedline/contracts';
import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useRevokeInvitationMutation } from '../api/invitation-mutations';
import { Empty } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { RoleBadge } from './users-table';

/** Open invitations, each withdrawable after the shell's delete confirmation. */
export function InvitationsTable({
  accountId,
  invitations,
}: {
  accountId: number;
  invitations: readonly Invitation[];
}) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const revoke = useRevokeInvitationMutation();
  if (invitations.length === 0) return <Empty>{t('users.invite.open.empty')}</Empty>;

  const handleRevoke = async (invitation: Invitation) => {
    const answer = await bridge.dialog({
      kind: 'delete',
      title: t('users.invite.open.revokeTitle'),
      message: t('users.invite.open.revokeMessage', { email: invitation.email }),
    });
    if (!answer.confirmed) return;
    revoke.mutate(
      { accountId, invitationId: invitation.id },
      {
        onSuccess: () =>
          bridge.notify('success', t('users.invite.open.revoked', { email: invitation.email })),
        onError: () => bridge.notify('error', t('users.invite.open.revokeFailed')),
      },
    );
  };

  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users.email')}</Table.Th>
          <Table.Th>{t('users.role')}</Table.Th>
          <Table.Th>{t('users.invite.open.invitedBy')}</Table.Th>
          <Table.Th>{t('users.invite.open.expires')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('users.invite.open.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invitations.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td>{invitation.email}</Table.Td>
            <Table.Td>
              <RoleBadge isAdmin={invitation.isAdmin} />
            </Table.Td>
            <Table.Td>{invitation.invitedBy ?? '—'}</Table.Td>
            <Table.Td>
              {invitation.status === 'expired' ? (
                <Badge color="orange" variant="light">
                  {t('users.invite.open.expired')}
                </Badge>
              ) : (
                <Moment iso={invitation.expiresAt} />
              )}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => void handleRevoke(invitation)}
                aria-label={t('users.invite.open.revokeLabel', { email: invitation.email })}
              >
                {t('users.invite.open.revoke')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
