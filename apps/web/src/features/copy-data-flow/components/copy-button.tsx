import { channelsQueryOptions } from '@feedline/api-client';
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { useFeaturesQuery } from '../../../data/features-query';
import { useSiteQuery } from '../../../data/site-query';
import { availableFeatureNames } from '../../../lib/available-features';
import { api } from '../../../lib/http';
import { registerCopyDataFlowTranslations } from '../translations';

registerCopyDataFlowTranslations();

const CopyDataFlowDialog = lazy(() =>
  import('./copy-dialog').then((module) => ({ default: module.CopyDataFlowDialog })),
);

/** The permission that enables sub-channels in a copy (spec §2.4, §5). */
const SUB_CHANNEL_PERMISSION = 'sub_channel_classification';

/**
 * The data-flow page's copy button (spec §2.12): its hint shows from 768 px up (the shared Hint
 * hides below 767 px); it opens the copy dialog with the page's site and channel as the source.
 */
export function CopyDataFlowButton({
  siteId,
  channelId,
}: {
  siteId: number;
  channelId: number | undefined;
}) {
  const { t } = useTranslation('copy-data-flow');
  const [isOpen, setIsOpen] = useState(false);
  const site = useSiteQuery(siteId);
  const features = useFeaturesQuery({ scope: 'site', id: siteId });
  const channels = useQuery({ ...channelsQueryOptions(api, siteId), enabled: isOpen });
  const channel = channels.data?.find((entry) => entry.id === channelId);
  const isReady = site.data !== undefined && features.data !== undefined;
  return (
    <>
      <Hint label={t('hint')}>
        <Button
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden />}
          disabled={!isReady}
          onClick={() => setIsOpen(true)}
        >
          {t('button')}
        </Button>
      </Hint>
      {isOpen && site.data && features.data && (channelId === undefined || channels.data) ? (
        <Suspense fallback={null}>
          <CopyDataFlowDialog
            siteId={siteId}
            accountId={site.data.account.id}
            source={{
              site: { id: site.data.id, name: site.data.name },
              channel: channel ? { id: channel.id, name: channel.name } : null,
            }}
            hasSubChannelPermission={availableFeatureNames(features.data).has(
              SUB_CHANNEL_PERMISSION,
            )}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
