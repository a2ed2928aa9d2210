import { Button, Group, Input, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthenticationForm } from '../model/authentication-form';
import { metadataFieldHints } from '../model/provider-metadata';
import { isMetadataHint } from '../model/sso-hints';
import type { Upload } from './use-authentication-form';
import { useHintText } from './use-hint-text';

/** Only .xml files are offered (spec §5, §9). */
const ACCEPT = '.xml,text/xml';

/**
 * Provider metadata (spec §2.15 page 3): the .xml upload with its progress, the entity ID (issuer)
 * and endpoint URL read from it, and a note. In edit mode a heading and hint say that an upload
 * replaces the current metadata.
 */
export function ProviderMetadataUpload({
  form,
  upload,
  isEditMode,
  isDisabled,
  onChoose,
  onClear,
}: {
  form: AuthenticationForm;
  upload: Upload | null;
  isEditMode: boolean;
  isDisabled: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('organisation-settings');
  const hintText = useHintText();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = isMetadataHint(form.hint) ? hintText(form.hint, form.reason) : null;
  const fieldHints = metadataFieldHints(form.hint, form.parsed);
  const describedBy = [`${id}-description`, error ? `${id}-error` : ''].join(' ').trim();

  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
  };

  return (
    <Stack gap="md">
      {isEditMode ? (
        <Stack gap={4}>
          <Title order={4} size="h5">
            {t('sso.edit.replaceTitle')}
          </Title>
          <Text size="sm">{t('sso.edit.replaceHint')}</Text>
        </Stack>
      ) : null}
      <Input.Wrapper
        id={id}
        label={t('sso.upload.file')}
        description={t('sso.upload.description')}
        error={error}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          style={{ display: 'block', maxWidth: '100%', marginBlock: 4 }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onChoose(file);
          }}
        />
      </Input.Wrapper>
      {upload ? <Progress value={upload.progress} aria-label={t('sso.upload.progress')} /> : null}
      {form.fileName || upload ? (
        <Group gap="sm" wrap="wrap">
          {form.fileName ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('sso.upload.chosen', { name: form.fileName })}
            </Text>
          ) : null}
          <Button variant="subtle" size="xs" onClick={clear}>
            {t('sso.upload.clear')}
          </Button>
        </Group>
      ) : null}
      <TextInput
        label={t('sso.upload.entityId')}
        value={form.parsed.entityId}
        readOnly
        error={fieldHints.entityId ? t(fieldHints.entityId) : undefined}
      />
      <TextInput
        label={t('sso.upload.endpointUrl')}
        value={form.parsed.endpointUrl}
        readOnly
        error={fieldHints.endpointUrl ? t(fieldHints.endpointUrl) : undefined}
      />
      <Text size="sm" c="dimmed">
        {t('sso.upload.note')}
      </Text>
    </Stack>
  );
}
