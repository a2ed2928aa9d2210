import type { Channel, Site, SiteDataFlows } from '@feedline/contracts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@feedline/api-client';
import { ScreenError } from '../../../components/screen-state';
import { useDataFlowsQuery, useSiteChannelsQuery, useSiteQuery } from '../api/site-queries';
import { InAppLink } from '../components/in-app-link';
import { Loaded } from '../components/loaded';
import { findById } from '../model/channels';

export interface SiteChannelsContext {
  site: Site;
  channels: readonly Channel[];
  flows: SiteDataFlows['data'];
}

export interface ChannelContext extends SiteChannelsContext {
  channel: Channel;
}

/** Loads the site with its channels and their data flows. */
export function WithSiteChannels({
  siteId,
  children,
}: {
  siteId: number;
  children: (context: SiteChannelsContext) => ReactNode;
}) {
  const site = useSiteQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  const flows = useDataFlowsQuery(siteId);
  return (
    <Loaded queries={[site, channels, flows]}>
      {([current, channelList, flowList]) =>
        children({ site: current, channels: channelList, flows: flowList.data })
      }
    </Loaded>
  );
}

/**
 * The site's channels and the channel of the address; a channel that is not the site's is "not
 * found", as the API answers for an unknown id.
 */
export function WithChannel({
  siteId,
  channelId,
  children,
}: {
  siteId: number;
  channelId: number;
  children: (context: ChannelContext) => ReactNode;
}) {
  return (
    <WithSiteChannels siteId={siteId}>
      {(context) => {
        const channel = findById(context.channels, channelId);
        if (!channel) return <ScreenError error={new ApiRequestError(404)} />;
        return children({ ...context, channel });
      }}
    </WithSiteChannels>
  );
}

/** The channel-level pages of the shell menu: setup, status (history) and columns. */
export function ChannelNav({ siteId, channelId }: { siteId: number; channelId: number }) {
  const { t } = useTranslation('legacy');
  const base = `/exports/site/${siteId}/channel/${channelId}`;
  return (
    <Group component="nav" aria-label={t('channel.nav')} gap="lg">
      <InAppLink to={`${base}/setup`}>{t('channel.setup.title')}</InAppLink>
      <InAppLink to={`${base}/history`}>{t('channel.history.title')}</InAppLink>
      <InAppLink to={`${base}/columns`}>{t('channel.columns.title')}</InAppLink>
      <InAppLink to={`/exports/site/${siteId}`}>{t('channel.allChannels')}</InAppLink>
    </Group>
  );
}
