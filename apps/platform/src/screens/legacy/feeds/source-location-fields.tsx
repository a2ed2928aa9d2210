import { MAX_UPLOAD_BYTES } from '@feedline/contracts/feed-constants';
import { Button, Group, Input, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { feedErrorText } from './feed-errors';
import type { SourceDraft, SourceLocation } from './model/source-draft';
import type { UploadState } from './use-upload';
import { useFormatter } from '../../../lib/format';

export interface SourceLocationFieldsProps {
  draft: SourceDraft;
  upload: UploadState;
  urlError: string | null;
  fileError: string | null;
  onChange: (change: Partial<SourceDraft>) => void;
  onFile: (file: File) => void;
  onCancelUpload: () => void;
}

/** Where the feed comes from: an address, or a file uploaded here (with its progress). */
export function SourceLocationFields({
  draft,
  upload,
  urlError,
  fileError,
  onChange,
  onFile,
  onCancelUpload,
}: SourceLocationFieldsProps) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const fileInputId = useId();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('feeds.source.location')}
        value={draft.location}
        onChange={(value) => onChange({ location: value as SourceLocation })}
      >
        <Group mt={4}>
          <Radio value="url" label={t('feeds.source.fromUrl')} />
          <Radio value="file" label={t('feeds.source.fromFile')} />
        </Group>
      </Radio.Group>
      {draft.location === 'url' ? (
        <TextInput
          label={t('feeds.source.url')}
          description={t('feeds.source.urlHint')}
          placeholder="https://shop.example/feed.csv"
          type="url"
          required
          value={draft.url}
          onChange={(event) => onChange({ url: event.currentTarget.value })}
          error={urlError}
        />
      ) : (
        <Input.Wrapper
          label={t('feeds.source.file')}
          description={t('feeds.source.fileHint', { size: format.bytes(MAX_UPLOAD_BYTES) })}
          error={fileError}
          id={fileInputId}
        >
          <Stack gap="xs" mt={4}>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,.tsv,.txt,.xml,.json,.jsonl,.ndjson,.gz"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) onFile(file);
                event.currentTarget.value = '';
              }}
            />
            <UploadStatus draft={draft} upload={upload} onCancel={onCancelUpload} />
          </Stack>
        </Input.Wrapper>
      )}
    </Stack>
  );
}

function UploadStatus({
  draft,
  upload,
  onCancel,
}: {
  draft: SourceDraft;
  upload: UploadState;
  onCancel: () => void;
}) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  if (upload.status === 'uploading') {
    const { loaded, total } = upload.progress;
    const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
    return (
      <Stack gap={4}>
        <Progress
          value={percent}
          animated
          aria-label={t('feeds.upload.progressLabel', { name: upload.fileName })}
        />
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {t('feeds.upload.progress', {
              percent: format.number(percent),
              loaded: format.bytes(loaded),
              total: format.bytes(total),
            })}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
            {t('feeds.upload.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (upload.status === 'failed') {
    return (
      <Text size="sm" c="red.9" role="alert">
        {feedErrorText(upload.error, t)}
      </Text>
    );
  }
  if (draft.file) {
    return (
      <Text size="sm">
        {t(draft.isNewFile ? 'feeds.upload.done' : 'feeds.upload.current', {
          name: draft.file.name,
          size: format.bytes(draft.file.size),
        })}
      </Text>
    );
  }
  return null;
}
