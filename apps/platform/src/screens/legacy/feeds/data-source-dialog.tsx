import type { DataSource, FeedTestResult } from '@feedline/contracts';
import { Alert, Button, Divider, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import {
  useChangeDataSourceMutation,
  useCreateDataSourceMutation,
  useTestFeedMutation,
} from '../api/feed-source-mutations';
import { feedErrorText } from './feed-errors';
import { FeedTestResultView } from './feed-test-result';
import {
  type DraftProblem,
  EMPTY_DRAFT,
  type SourceDraft,
  draftOf,
  newSourceOf,
  problemsOf,
  sourceChangeOf,
  testRequestOf,
  withUpload,
} from './model/source-draft';
import { ReadingOptionsFields } from './reading-options-fields';
import { SourceLocationFields } from './source-location-fields';
import { useUpload } from './use-upload';

export interface DataSourceDialogProps {
  siteId: number;
  /** The source to edit; none adds a new one. */
  source: DataSource | null;
  onClose: () => void;
}

/** Add or edit a data source: name, where from, how it is read, a test, then save. */
export function DataSourceDialog({ siteId, source, onClose }: DataSourceDialogProps) {
  const { t } = useTranslation('legacy');
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        source ? t('feeds.source.editTitle', { name: source.name }) : t('feeds.source.addTitle')
      }
    >
      <DataSourceForm siteId={siteId} source={source} onDone={onClose} />
    </Modal>
  );
}

function DataSourceForm({
  siteId,
  source,
  onDone,
}: {
  siteId: number;
  source: DataSource | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const [draft, setDraft] = useState<SourceDraft>(() => (source ? draftOf(source) : EMPTY_DRAFT));
  const [shown, setShown] = useState<DraftProblem[]>([]);
  const [testResult, setTestResult] = useState<FeedTestResult | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const upload = useUpload(siteId);
  const create = useCreateDataSourceMutation();
  const change = useChangeDataSourceMutation();
  const test = useTestFeedMutation();

  const update = (next: Partial<SourceDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setTestResult(null);
  };
  const problem = (name: DraftProblem) =>
    shown.includes(name) ? t(`feeds.source.problems.${name}`) : null;

  const handleFile = async (file: File) => {
    setTestResult(null);
    const uploaded = await upload.start(file);
    if (uploaded) setDraft((current) => withUpload(current, uploaded));
  };

  const handleTest = () => {
    const problems = problemsOf(draft, { forTest: true });
    setShown(problems);
    if (problems.length > 0) return;
    test.mutate(
      { siteId, request: testRequestOf(draft) },
      {
        onSuccess: setTestResult,
        onError: (error) =>
          setTestResult({ ok: false, code: 'request', message: feedErrorText(error, t) }),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(draft);
    setShown(problems);
    if (problems.length > 0) return;
    setSaveError(null);
    const onSuccess = (saved: DataSource) => {
      bridge.notify(
        'success',
        t(source ? 'feeds.source.saved' : 'feeds.source.added', { name: saved.name }),
      );
      onDone();
    };
    const onError = (error: unknown) => setSaveError(feedErrorText(error, t));
    if (source) {
      change.mutate(
        { siteId, sourceId: source.id, change: sourceChangeOf(draft) },
        { onSuccess, onError },
      );
    } else {
      create.mutate({ siteId, source: newSourceOf(draft) }, { onSuccess, onError });
    }
  };

  const isUploading = upload.state.status === 'uploading';
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('feeds.source.name')}
          required
          value={draft.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
          error={problem('name-missing')}
          data-autofocus
        />
        <SourceLocationFields
          draft={draft}
          upload={upload.state}
          urlError={problem('url-invalid')}
          fileError={problem('file-missing')}
          onChange={update}
          onFile={(file) => void handleFile(file)}
          onCancelUpload={upload.cancel}
        />
        <Divider label={t('feeds.source.reading')} labelPosition="left" />
        <ReadingOptionsFields draft={draft} onChange={update} />
        {testResult ? <FeedTestResultView result={testResult} /> : null}
        {saveError ? (
          <Alert color="red" role="alert" title={t('feeds.source.saveFailed')}>
            {saveError}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={handleTest}
            loading={test.isPending}
            disabled={isUploading}
          >
            {t('feeds.test.button')}
          </Button>
          <Group gap="xs">
            <Button variant="subtle" onClick={onDone}>
              {t('feeds.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || change.isPending}
              disabled={isUploading}
            >
              {source ? t('feeds.source.save') : t('feeds.source.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
