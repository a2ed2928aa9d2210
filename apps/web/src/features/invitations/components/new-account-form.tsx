import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type InvitationPreview,
} from '@feedline/contracts/invitations';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newAccountProblems, type NewAccountInput } from '../model/invitation-view';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * Someone new chooses a name and a password. Problems show once the form was sent, beside their
 * fields; the address is the invitation's and cannot be changed.
 */
export function NewAccountForm({
  preview,
  isSubmitting,
  error,
  onSubmit,
}: {
  preview: InvitationPreview;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (input: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation('invitation');
  const [input, setInput] = useState<NewAccountInput>({ name: '', password: '', repeat: '' });
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const problems = wasSubmitted ? newAccountProblems(input, LIMITS) : {};
  const problemText = (field: keyof NewAccountInput) => {
    const problem = problems[field];
    return problem ? t(`create.problems.${problem}`, LIMITS) : null;
  };
  const change =
    (field: keyof NewAccountInput) => (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setInput((current) => ({ ...current, [field]: value }));
    };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    if (Object.keys(newAccountProblems(input, LIMITS)).length > 0) return;
    onSubmit({ name: input.name.trim(), password: input.password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text>{t('create.intro')}</Text>
        <TextInput
          label={t('create.email')}
          value={preview.email}
          readOnly
          autoComplete="username"
        />
        <TextInput
          label={t('create.name')}
          required
          autoComplete="name"
          value={input.name}
          onChange={change('name')}
          error={problemText('name')}
        />
        <PasswordInput
          label={t('create.password')}
          description={t('create.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
          autoComplete="new-password"
          value={input.password}
          onChange={change('password')}
          error={problemText('password')}
        />
        <PasswordInput
          label={t('create.repeat')}
          required
          autoComplete="new-password"
          value={input.repeat}
          onChange={change('repeat')}
          error={problemText('repeat')}
        />
        {error ? (
          <Text c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
