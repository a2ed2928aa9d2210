import type { DataSource } from '@feedline/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useDeleteDataSourceMutation } from '../api/feed-source-mutations';
import { Section } from '../components/legacy-page';
import { DataSourceDialog } from './data-source-dialog';
import { DataSourceList } from './data-source-list';
import { feedErrorText } from './feed-errors';

type Editing = { source: DataSource | null } | null;

/** The site's sources; a user who may write adds, edits and deletes them here. */
export function DataSourcesPanel({
  siteId,
  sources,
  canWrite,
}: {
  siteId: number;
  sources: readonly DataSource[];
  canWrite: boolean;
}) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const remove = useDeleteDataSourceMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const handleDelete = async (source: DataSource) => {
    const answer = await bridge.dialog({
      kind: 'delete',
      title: t('feeds.source.deleteTitle'),
      message: t('feeds.source.deleteMessage', { name: source.name }),
    });
    if (!answer.confirmed) return;
    remove.mutate(
      { siteId, sourceId: source.id },
      {
        onSuccess: () => bridge.notify('success', t('feeds.source.deleted', { name: source.name })),
        onError: (error) => bridge.notify('error', feedErrorText(error, t)),
      },
    );
  };

  return (
    <Section title={t('feeds.source.listTitle')}>
      {canWrite ? (
        <Group>
          <Button onClick={() => setEditing({ source: null })}>{t('feeds.source.addTitle')}</Button>
        </Group>
      ) : null}
      <DataSourceList
        sources={sources}
        {...(canWrite
          ? {
              onEdit: (source: DataSource) => setEditing({ source }),
              onDelete: (source: DataSource) => void handleDelete(source),
            }
          : {})}
      />
      {editing ? (
        <DataSourceDialog
          siteId={siteId}
          source={editing.source}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Section>
  );
}
