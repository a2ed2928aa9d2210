import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useDataFlowsQuery, useSiteChannelsQuery, useSiteQuery } from '../api/site-queries';
import { ChannelsTable } from '../components/channels-table';
import { InAppButton } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { ChannelFeedsSection } from '../feeds/channel-feeds-section';
import { siteContext } from './site-context';

/**
 * exports/site/{siteId}: the site's channels, each with its setup and its data, and every channel's
 * published feed (address, format, last run) with "Export now".
 */
export function ExportsPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  const flows = useDataFlowsQuery(siteId);
  return (
    <Loaded queries={[site, channels, flows]}>
      {([current, channelList, flowList]) => (
        <LegacyPage
          title={t('exports.title')}
          context={siteContext(current, t)}
          intro={t('exports.intro')}
          actions={
            <InAppButton to={`/exports/site/${siteId}/channel/add`}>{t('exports.add')}</InAppButton>
          }
        >
          <Section title={t('channels.title')}>
            <ChannelsTable siteId={siteId} channels={channelList} flows={flowList.data} />
          </Section>
          <ChannelFeedsSection siteId={siteId} canWrite={current.canWrite} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** exports/site/{siteId}/channel/add: what a new channel needs, next to the existing ones. */
export function AddChannelPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  return (
    <Loaded queries={[site, channels]}>
      {([current, channelList]) => (
        <LegacyPage
          title={t('exports.addTitle')}
          context={siteContext(current, t)}
          intro={t('exports.addIntro')}
          actions={
            <InAppButton to={`/exports/site/${siteId}`} variant="default">
              {t('channel.allChannels')}
            </InAppButton>
          }
        >
          <Section title={t('exports.existing', { count: channelList.length })}>
            <ChannelsTable siteId={siteId} channels={channelList} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}
