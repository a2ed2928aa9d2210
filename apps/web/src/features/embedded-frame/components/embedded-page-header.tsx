import { Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterAnchor } from '../../../components/router-anchor';
import { useAccountQuery } from '../../../data/account-query';
import { useProjectQuery } from '../../../data/project-query';
import { useSiteQuery } from '../../../data/site-query';
import type { EmbeddedFrameTranslate } from './use-embedded-frame-translation';

/** The hierarchy ids of the route; the breadcrumb shows the levels above the screen. */
export interface HierarchyIds {
  accountId?: number | undefined;
  projectId?: number | undefined;
  siteId?: number | undefined;
}

interface Trail {
  account?: { id: number; company: string } | undefined;
  project?: { id: number; name: string } | undefined;
  site?: { id: number; name: string } | undefined;
}

/**
 * account › project › site, from the lowest entity of the route: a site carries its project and
 * account, a project its account. The route's loader has already fetched it (same cache entries).
 */
function useTrail({ accountId, projectId, siteId }: HierarchyIds): Trail {
  const site = useSiteQuery(siteId);
  const project = useProjectQuery(siteId === undefined ? projectId : undefined);
  const account = useAccountQuery(
    siteId === undefined && projectId === undefined ? accountId : undefined,
  );
  if (site.data) {
    return { account: site.data.account, project: site.data.project, site: site.data };
  }
  if (project.data) return { account: project.data.account, project: project.data };
  if (account.data) return { account: account.data };
  return {};
}

export interface EmbeddedPageHeaderProps {
  ids: HierarchyIds;
  /** The screen's name: the caption and the last breadcrumb entry. */
  caption: string;
  /**
   * The heading names the entity itself (site, else project, else organisation) rather than the
   * screen: the dashboard is the entity's own page, where the walk through the levels lands.
   */
  headingIsEntity?: boolean;
  /** Buttons of the page beside its heading (the data-flow page's copy button). */
  actions?: ReactNode;
  t: EmbeddedFrameTranslate;
}

/** The platform header of an embedded screen: breadcrumb and caption (spec §2.11). */
export function EmbeddedPageHeader({
  ids,
  caption,
  headingIsEntity = false,
  actions,
  t,
}: EmbeddedPageHeaderProps) {
  const { account, project, site } = useTrail(ids);
  const heading = headingIsEntity
    ? (site?.name ?? project?.name ?? account?.company ?? caption)
    : caption;
  return (
    <Stack gap={4} mb="md">
      <nav aria-label={t('breadcrumb.label')}>
        <Breadcrumbs separator="›" separatorMargin={6} fz="sm">
          {account ? (
            <RouterAnchor
              to="/overview/account/$accountId"
              params={{ accountId: account.id }}
              size="sm"
            >
              {account.company}
            </RouterAnchor>
          ) : null}
          {project ? (
            <RouterAnchor
              to="/overview/project/$projectId"
              params={{ projectId: project.id }}
              size="sm"
            >
              {project.name}
            </RouterAnchor>
          ) : null}
          {site ? (
            <RouterAnchor
              to="/dashboard/site/$siteId/version/$version"
              params={{ siteId: site.id, version: 1 }}
              size="sm"
            >
              {site.name}
            </RouterAnchor>
          ) : null}
          <Text size="sm" c="dimmed" aria-current="page">
            {caption}
          </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
