import type { CreatedInvitation } from '@feedline/contracts';
import { Alert, Button, Checkbox, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { isApiRequestError } from '@feedline/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useInviteMutation } from '../api/invitation-mutations';

/** A plausible address; the API decides. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * An administrator's invitation: an address and a role. The answer is a link to pass on, shown
 * once with a copy button (the platform keeps only a hash of it).
 */
export function InviteForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const mutation = useInviteMutation();
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setProblem(t('users.invite.form.emailInvalid'));
      return;
    }
    setProblem(null);
    mutation.mutate(
      { accountId, invitation: { email: address, isAdmin } },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setEmail('');
          setIsAdmin(false);
          bridge.notify('success', t('users.invite.form.sent', { email: answer.invitation.email }));
        },
        onError: (error) => {
          const key = isApiRequestError(error) ? error.key : undefined;
          setProblem(
            key === 'already-member'
              ? t('users.invite.form.alreadyMember', { email: address })
              : key === 'admin-required'
                ? t('users.invite.form.adminRequired')
                : t('users.invite.form.failed'),
          );
        },
      },
    );
  };

  return (
    <Stack gap="sm" maw={560}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('users.invite.form.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem}
          />
          <Checkbox
            label={t('users.invite.form.isAdmin')}
            description={t('users.invite.form.isAdminHint')}
            checked={isAdmin}
            onChange={(event) => setIsAdmin(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('users.invite.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {created ? (
        <Alert
          color="green"
          title={t('users.invite.form.linkTitle', { email: created.invitation.email })}
        >
          <Stack gap="xs">
            <Text size="sm">{t('users.invite.form.linkHint')}</Text>
            <TextInput
              readOnly
              aria-label={t('users.invite.form.link')}
              value={created.link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={created.link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                  {copied ? t('users.invite.form.copied') : t('users.invite.form.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
