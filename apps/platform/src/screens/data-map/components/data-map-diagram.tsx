import { Text, Title } from '@mantine/core';
import type { DataMap } from '@feedline/contracts';
import { IconArrowDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelNode, SiteNode, SourceNode } from './map-nodes';
import classes from './data-map.module.css';

export interface DataMapDiagramProps {
  map: DataMap;
  onOpenSources: () => void;
  onOpenChannel: (channelId: number, classificationId?: number) => void;
}

function Arrow() {
  return <IconArrowDown className={classes.arrow} size={20} aria-hidden />;
}

/**
 * Where a site's items come from and where they go. Behind the picture is plain structure: three
 * labelled sections with lists, so a screen reader reads it as sources, site, channels.
 */
export function DataMapDiagram({ map, onOpenSources, onOpenChannel }: DataMapDiagramProps) {
  const { t } = useTranslation('data-map');
  const id = useId();
  const hasSources = map.sources.length > 0;
  const hasChannels = map.channels.length > 0;
  return (
    <div className={classes.diagram}>
      <section className={`${classes.column} ${classes.sources}`} aria-labelledby={`${id}-sources`}>
        <Title order={2} size="h6" id={`${id}-sources`} className={classes.heading}>
          {t('sources.heading')}
        </Title>
        {hasSources ? (
          <ul className={classes.list}>
            {map.sources.map((source) => (
              <li key={source.id} className={classes.node}>
                <SourceNode source={source} onOpen={onOpenSources} />
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sources.empty')}
          </Text>
        )}
      </section>
      <Arrow />
      <section className={classes.column} aria-labelledby={`${id}-site`}>
        <Title order={2} size="h6" id={`${id}-site`} className={classes.heading}>
          {t('site.heading')}
        </Title>
        <div
          className={classes.site}
          data-has-sources={hasSources || undefined}
          data-has-channels={hasChannels || undefined}
        >
          <SiteNode site={map.site} />
        </div>
      </section>
      <Arrow />
      <section
        className={`${classes.column} ${classes.channels}`}
        aria-labelledby={`${id}-channels`}
      >
        <Title order={2} size="h6" id={`${id}-channels`} className={classes.heading}>
          {t('channels.heading')}
        </Title>
        {hasChannels ? (
          <ul className={classes.list}>
            {map.channels.map((channel) => (
              <li key={channel.id} className={classes.node}>
                <ChannelNode
                  channel={channel}
                  onOpen={(classificationId) => onOpenChannel(channel.id, classificationId)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('channels.empty')}
          </Text>
        )}
      </section>
    </div>
  );
}
