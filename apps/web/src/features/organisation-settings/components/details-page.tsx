import type { Account } from '@feedline/contracts';
import { SSO_STATUS } from '@feedline/contracts/sso-constants';
import { Button, Chip, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiRequestError } from '@feedline/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsoSettingsQuery } from '../../../data/sso-settings-query';
import { useAccountChoicesQueries, useUpdateAccountMutation } from '../api/details-queries';
import {
  detailsFormOf,
  detailsHints,
  toAccountUpdate,
  toggled,
  type DetailsForm,
} from '../model/details-form';

/** Toasts of the details page show for 2500 ms (spec §8, §9). */
const TOAST_MS = 2500;

/**
 * The details page (spec §2.15): company and the force-2FA toggle, disabled while SSO is enforced
 * (spec §4; a failed load of the SSO settings counts as not enforced, and the API refuses too);
 * master users also see and must fill client type, verticals and business types. Hints show after
 * a save attempt and go with any toggle change; saving waits while a hint is shown.
 */
export function DetailsPage({ account, isMaster }: { account: Account; isMaster: boolean }) {
  const { t } = useTranslation('organisation-settings');
  const { t: tCommon } = useTranslation();
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(account));
  const [hints, setHints] = useState<string[]>([]);
  const choices = useAccountChoicesQueries(isMaster);
  const save = useUpdateAccountMutation();
  const isSsoEnforced = useSsoSettingsQuery(account.id).data?.status === SSO_STATUS.Enforced;

  const toggle = (field: 'verticals' | 'businessTypes', id: number) => {
    setHints([]);
    setForm((current) => ({ ...current, [field]: toggled(current[field], id) }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailsHints(form, isMaster);
    setHints(found);
    if (found.length > 0) return;
    save.mutate(
      { accountId: account.id, update: toAccountUpdate(form, isMaster) },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('changed-settings.message'),
            autoClose: TOAST_MS,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: !isApiRequestError(error)
              ? tCommon('error.generic')
              : error.key === 'admin-required'
                ? t('details.forbidden')
                : error.key === 'sso-enforced'
                  ? t('details.ssoEnforced')
                  : tCommon('error.generic'),
            autoClose: TOAST_MS,
          }),
      },
    );
  };

  const hintText = (key: string) =>
    hints.includes(key)
      ? t(key.replace('organisation-settings.', '') as 'verticals.missing')
      : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <Title order={2} size="h4">
          {t('details.title')}
        </Title>
        <TextInput
          label={t('details.company')}
          required
          value={form.company}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setForm((current) => ({ ...current, company: value }));
          }}
        />
        <Switch
          label={t('details.forceTwoFactor')}
          description={isSsoEnforced ? t('details.ssoEnforced') : t('details.forceTwoFactorHint')}
          checked={form.forceTwoFactorAuth}
          disabled={isSsoEnforced}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setForm((current) => ({ ...current, forceTwoFactorAuth: checked }));
          }}
        />
        {isMaster ? (
          <>
            <Select
              label={t('details.clientType')}
              data={choices.clientTypes.data ?? []}
              value={form.clientType}
              onChange={(clientType) => setForm((current) => ({ ...current, clientType }))}
            />
            <ChoiceToggles
              label={t('details.verticals')}
              options={choices.verticals.data ?? []}
              selected={form.verticals}
              hint={hintText('organisation-settings.verticals.missing')}
              onToggle={(id) => toggle('verticals', id)}
            />
            <ChoiceToggles
              label={t('details.businessTypes')}
              options={choices.businessTypes.data ?? []}
              selected={form.businessTypes}
              hint={hintText('organisation-settings.businessTypes.missing')}
              onToggle={(id) => toggle('businessTypes', id)}
            />
          </>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={hints.length > 0}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChoiceToggles({
  label,
  options,
  selected,
  hint,
  onToggle,
}: {
  label: string;
  options: readonly { id: number; label: string }[];
  selected: readonly number[];
  hint: string | null;
  onToggle: (id: number) => void;
}) {
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs">
        {options.map((option) => (
          <Chip
            key={option.id}
            checked={selected.includes(option.id)}
            onChange={() => onToggle(option.id)}
            color={hint ? 'red' : undefined}
            variant={hint ? 'outline' : 'light'}
          >
            {option.label}
          </Chip>
        ))}
      </Group>
      {hint ? (
        <Text size="xs" c="red.9" role="alert">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
