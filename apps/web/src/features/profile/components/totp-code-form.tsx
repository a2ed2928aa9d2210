import { Button, Stack, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTotpCodeInput } from '../model/totp-code';
import type { TwoFactorErrorMessage } from '../model/two-factor-errors';

export interface TotpCodeFormProps {
  submitLabel: string;
  isPending: boolean;
  /** What the API answered to the last attempt, if it failed. */
  serverError: TwoFactorErrorMessage | null;
  onSubmit: (code: string) => void;
  /** The user changes the code: an earlier answer no longer applies. */
  onEdit: () => void;
}

/** A six-digit code from the authenticator app, checked here before it is sent. */
export function TotpCodeForm({
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onEdit,
}: TotpCodeFormProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<'empty' | 'format' | null>(null);
  const message = problem ?? serverError;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkTotpCodeInput(value);
    if (!check.isValid) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onSubmit(check.code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" align="flex-start">
        <TextInput
          id={`${id}-code`}
          label={t('two-factor.code-label')}
          description={t('two-factor.code-description')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
            onEdit();
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          w={220}
          error={message ? t(`two-factor.errors.${message}`) : undefined}
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
