import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStartTwoFactorSetupMutation } from '../api/start-two-factor-setup-mutation';
import { groupSecret } from '../model/totp-code';
import { twoFactorErrorMessage } from '../model/two-factor-errors';
import { TotpCodeForm } from './totp-code-form';
import { TotpQrCode } from './totp-qr-code';

export interface TotpSetupProps {
  isEnforced: boolean;
  /** The enable call of the section (its state outlives this component). */
  enable: {
    isPending: boolean;
    error: unknown;
    mutate: (variables: { code: string }) => void;
    reset: () => void;
  };
}

function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation('profile');
  return (
    <TextInput
      label={t('two-factor.secret')}
      value={groupSecret(secret)}
      readOnly
      w={{ base: '100%', xs: 380 }}
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSection={
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('two-factor.copied') : t('two-factor.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('two-factor.copied') : t('two-factor.copy')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** TOTP set-up: start (a pending secret), scan or type the key, confirm with the first code. */
export function TotpSetup({ isEnforced, enable }: TotpSetupProps) {
  const { t } = useTranslation('profile');
  const start = useStartTwoFactorSetupMutation();
  const setup = start.data;

  function handleStart() {
    enable.reset();
    start.mutate();
  }

  return (
    <Stack gap="md" align="flex-start">
      {isEnforced ? (
        <Alert color="yellow" w="100%">
          {t('two-factor.enforced-setup')}
        </Alert>
      ) : null}
      {setup ? (
        <>
          <Text>{t('two-factor.scan')}</Text>
          <TotpQrCode uri={setup.otpauthUri} label={t('two-factor.qr-alt')} />
          <Text>{t('two-factor.manual')}</Text>
          <SecretField secret={setup.secret} />
          <Text>{t('two-factor.enter-code')}</Text>
          <TotpCodeForm
            key={setup.secret}
            submitLabel={t('two-factor.enable')}
            isPending={enable.isPending}
            serverError={enable.error ? twoFactorErrorMessage(enable.error) : null}
            onSubmit={(code) => enable.mutate({ code })}
            onEdit={enable.reset}
          />
          <Button variant="subtle" onClick={handleStart} loading={start.isPending}>
            {t('two-factor.restart')}
          </Button>
        </>
      ) : (
        <Group>
          <Button onClick={handleStart} loading={start.isPending}>
            {t('two-factor.start')}
          </Button>
        </Group>
      )}
      {start.isError ? (
        <Alert color="red" role="alert" w="100%">
          {t(`two-factor.errors.${twoFactorErrorMessage(start.error)}`)}
        </Alert>
      ) : null}
    </Stack>
  );
}
