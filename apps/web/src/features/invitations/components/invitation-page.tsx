import type { InvitationPreview } from '@feedline/contracts/invitations';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiRequestError } from '@feedline/api-client';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StandalonePage } from '../../../components/standalone-page';
import { hasSession } from '../../../lib/auth/token-store';
import { currentUserQueryOptions } from '../../../lib/current-user-query';
import { logoutWithReturn } from '../../../lib/http';
import {
  useAcceptInvitationMutation,
  useInvitationQuery,
  useJoinInvitationMutation,
} from '../api/invitation-queries';
import { invitationView, isInvitationToken, type InvitationView } from '../model/invitation-view';
import { registerInvitationTranslations } from '../translations';
import { InvitationMessage } from './invitation-message';
import { NewAccountForm } from './new-account-form';
import { useFormatter } from '../../../lib/format';

registerInvitationTranslations();

const isUnknownLink = (error: unknown) =>
  isApiRequestError(error) && (error.status === 404 || error.status === 400);

/**
 * /user/invitation/{token} (spec §2.3: the user-invitation area, lazy and not guarded): the
 * invited person accepts — creating an account, signing in first, or joining at once — and lands
 * in the organisation. Expired, used, withdrawn, unknown and foreign invitations say so.
 */
export function InvitationPage({ token }: { token: string }) {
  const isToken = isInvitationToken(token);
  const preview = useInvitationQuery(token, isToken);
  const isSignedIn = hasSession();
  const user = useQuery({
    ...currentUserQueryOptions(),
    enabled: isSignedIn && isToken,
    retry: false,
  });

  let content;
  if (!isToken || (preview.isError && isUnknownLink(preview.error))) {
    content = <InvitationViewContent view={{ kind: 'invalid' }} token={token} />;
  } else if (preview.isError) {
    content = <ErrorState onRetry={() => void preview.refetch()} />;
  } else if (preview.isPending || (isSignedIn && user.isPending)) {
    content = <PageLoader />;
  } else {
    const view = invitationView(preview.data, user.data?.email ?? null);
    content = <InvitationViewContent view={view} token={token} />;
  }
  return <StandalonePage>{content}</StandalonePage>;
}

function InvitationViewContent({ view, token }: { view: InvitationView; token: string }) {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const signIn = (redirectUrl: string, loginHint?: string) =>
    void navigate({ to: '/login', search: { redirectUrl, loginHint } });

  switch (view.kind) {
    case 'invalid':
      return (
        <InvitationMessage title={t('invalid.title')}>{t('invalid.message')}</InvitationMessage>
      );
    case 'expired':
    case 'revoked':
      return (
        <InvitationMessage title={t(`${view.kind}.title`)}>
          {t(`${view.kind}.message`, { company: view.preview.company })}
        </InvitationMessage>
      );
    case 'accepted':
      return (
        <InvitationMessage
          title={t('accepted.title')}
          action={{ label: t('goToSignIn'), onClick: () => signIn('/', view.preview.email) }}
        >
          {t('accepted.message', { company: view.preview.company })}
        </InvitationMessage>
      );
    case 'foreign':
      return (
        <InvitationMessage
          title={t('foreign.title')}
          action={{ label: t('foreign.signOut'), onClick: () => logoutWithReturn() }}
        >
          {t('foreign.message', { email: view.preview.email, signedInAs: view.signedInAs })}
        </InvitationMessage>
      );
    case 'sign-in':
      return (
        <Invited preview={view.preview}>
          <Text>{t('signIn.intro', { email: view.preview.email })}</Text>
          <Button
            onClick={() => signIn(`/user/invitation/${token}`, view.preview.email)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('signIn.submit')}
          </Button>
        </Invited>
      );
    case 'join':
      return <JoinStep preview={view.preview} token={token} />;
    case 'create-account':
      return <CreateAccountStep preview={view.preview} token={token} />;
  }
}

/** The invitation's heading: who invited whom to which organisation, and until when. */
function Invited({ preview, children }: { preview: InvitationPreview; children: React.ReactNode }) {
  const { t } = useTranslation('invitation');
  const date = useFormatter().day(preview.expiresAt);
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('title', { company: preview.company })}
      </Title>
      <Text>
        {preview.invitedBy
          ? t('invitedBy', {
              name: preview.invitedBy,
              email: preview.email,
              company: preview.company,
            })
          : t('invitedByUnknown', { email: preview.email, company: preview.company })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('validUntil', { date })}
      </Text>
      {children}
    </Stack>
  );
}

function JoinStep({ preview, token }: { preview: InvitationPreview; token: string }) {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const join = useJoinInvitationMutation();
  return (
    <Invited preview={preview}>
      <Text>{t('join.intro', { email: preview.email })}</Text>
      {join.isError ? (
        <Text c="red.9" role="alert">
          {t('failed')}
        </Text>
      ) : null}
      <Button
        loading={join.isPending}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          join.mutate(
            { token },
            {
              onSuccess: ({ accountId }) =>
                void navigate({
                  to: '/overview/account/$accountId',
                  params: { accountId },
                }),
            },
          )
        }
      >
        {t('join.submit', { company: preview.company })}
      </Button>
    </Invited>
  );
}

function CreateAccountStep({ preview, token }: { preview: InvitationPreview; token: string }) {
  const { t, i18n } = useTranslation('invitation');
  const navigate = useNavigate();
  const accept = useAcceptInvitationMutation();
  const language = (['en', 'de', 'fr'] as const).find((code) => code === i18n.language) ?? 'en';
  return (
    <Invited preview={preview}>
      <NewAccountForm
        preview={preview}
        isSubmitting={accept.isPending}
        error={accept.isError ? t('failed') : null}
        onSubmit={(input) =>
          accept.mutate(
            { token, input: { ...input, language } },
            {
              // The account exists: sign in with it, straight into the organisation.
              onSuccess: ({ accountId, email }) =>
                void navigate({
                  to: '/login',
                  search: { redirectUrl: `/overview/account/${accountId}`, loginHint: email },
                }),
            },
          )
        }
      />
    </Invited>
  );
}
