import type { EnforceType, SsoSettings } from '@feedline/contracts';
import { ENFORCE_TYPE, SSO_STATUS } from '@feedline/contracts/sso-constants';
import { Button, Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INITIAL_ENFORCE_FORM,
  canEnforce,
  enforceDomainsOf,
  enforceUpdateOf,
  isEnforceDisabled,
  stepBackUpdateOf,
  type EnforceForm,
} from '../model/sso-steps';
import { ConfirmModal } from './confirm-modal';
import { EnforceModal } from './enforce-modal';
import { useSsoStatusUpdate } from './use-sso-status-update';

/** Enforced: for whom, and the step back to Enabled (beyond the spec), confirmed in a modal. */
function StepBack({ accountId, settings }: { accountId: number; settings: SsoSettings }) {
  const { t } = useTranslation('organisation-settings');
  const [isOpen, setOpen] = useState(false);
  const { update, isPending } = useSsoStatusUpdate(accountId);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {settings.enforceDomains
          ? t('sso.enforce.enforced', { domains: settings.enforceDomains })
          : t('sso.enforce.enforcedForUsers')}
      </Text>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('sso.stepBack.button')}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={t('sso.stepBack.modalTitle')}
        confirmLabel={t('sso.stepBack.confirm')}
        isPending={isPending}
        onConfirm={() => update(stepBackUpdateOf(settings), () => setOpen(false))}
        onClose={() => setOpen(false)}
      >
        <Text size="sm">{t('sso.stepBack.modalText')}</Text>
      </ConfirmModal>
    </Stack>
  );
}

interface EnforceStepProps {
  accountId: number;
  settings: SsoSettings;
  isLoading: boolean;
}

/**
 * Enforce (spec §4, §5), available at Enabled: Company (default) or User (shown, not offered),
 * the company's domain, the test confirmation, then the retype confirmation.
 */
function EnforceChoices({ accountId, settings, isLoading }: EnforceStepProps) {
  const { t } = useTranslation('organisation-settings');
  const [form, setForm] = useState<EnforceForm>(INITIAL_ENFORCE_FORM);
  const [isOpen, setOpen] = useState(false);
  const { update, isPending } = useSsoStatusUpdate(accountId);
  const isCompany = form.enforceType === ENFORCE_TYPE.Company;
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('sso.enforce.description')}</Text>
      <Radio.Group
        label={t('sso.enforce.option')}
        value={form.enforceType === ENFORCE_TYPE.NoOption ? null : String(form.enforceType)}
        onChange={(value) =>
          setForm((current) => ({ ...current, enforceType: Number(value) as EnforceType }))
        }
      >
        <Stack gap="xs" mt="xs">
          <Radio value={String(ENFORCE_TYPE.Company)} label={t('sso.enforce.company')} />
          <Radio value={String(ENFORCE_TYPE.User)} label={t('sso.enforce.user')} disabled />
        </Stack>
      </Radio.Group>
      {isCompany ? (
        <TextInput
          label={t('sso.enforce.domain')}
          description={t('sso.enforce.domainDescription')}
          required
          w="100%"
          maw={400}
          value={form.domain}
          autoComplete="off"
          onChange={(event) => {
            const { value } = event.currentTarget;
            setForm((current) => ({ ...current, domain: value }));
          }}
        />
      ) : null}
      <Checkbox
        label={t('sso.enforce.tested')}
        checked={form.isTested}
        onChange={(event) => {
          const { checked } = event.currentTarget;
          setForm((current) => ({ ...current, isTested: checked }));
        }}
      />
      <Button
        color="red"
        disabled={isEnforceDisabled(form, isLoading || isPending)}
        onClick={() => setOpen(true)}
      >
        {t('sso.enforce.button')}
      </Button>
      <EnforceModal
        opened={isOpen}
        accountId={accountId}
        subdomain={settings.subdomain}
        domains={enforceDomainsOf(form)}
        isPending={isPending}
        onConfirm={() =>
          update(enforceUpdateOf(settings, form), () => {
            setOpen(false);
            setForm(INITIAL_ENFORCE_FORM);
          })
        }
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}

export function EnforceStep({ accountId, settings, isLoading }: EnforceStepProps) {
  const { t } = useTranslation('organisation-settings');
  if (settings.status === SSO_STATUS.Enforced) {
    return <StepBack accountId={accountId} settings={settings} />;
  }
  if (!canEnforce(settings.status)) {
    return (
      <Text size="sm" c="dimmed">
        {t('sso.enforce.notYet')}
      </Text>
    );
  }
  return <EnforceChoices accountId={accountId} settings={settings} isLoading={isLoading} />;
}
