import { useParams, useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { openStandbyFrameAhead } from '../features/embedded-frame/components/standby-frame';
import { platformPathTemplate } from '../features/embedded-frame/model/platform-path';
import type { FrameLayout, ScreenId } from '../features/embedded-frame/model/screens';
import { EmbeddedScreenPage } from './lazy-pages';

/** What an embedded-screen route shows; the frame path is the route's own path (spec §2.11). */
export interface EmbeddedScreenSpec {
  screen: ScreenId;
  /** The route's full path, e.g. `data-flow/site/$siteId/export/$channelId`. */
  routePath: string;
  layout?: FrameLayout;
  hasSharedSettingsNotice?: boolean;
  /** Buttons beside the page's heading, given the route's params. */
  HeaderActions?: ComponentType<{ params: Readonly<Record<string, ParamValue>> }>;
}

type ParamValue = string | number | undefined;

function pathParams(params: Readonly<Record<string, unknown>>): Record<string, ParamValue> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'number' || typeof entry[1] === 'string',
    ),
  );
}

/**
 * The component of an embedded-screen route: the route's parsed params and its raw query go to the
 * lazily loaded page, whose chunk the router requests with the route (app/router.tsx) and preloads
 * with a visible link (spec §2.3).
 */
export function embeddedScreenComponent(spec: EmbeddedScreenSpec) {
  const pathTemplate = platformPathTemplate(spec.routePath);
  function EmbeddedScreenRoute() {
    const params = pathParams(useParams({ strict: false }) as Readonly<Record<string, unknown>>);
    const searchStr = useRouterState({ select: (state) => state.location.searchStr });
    return (
      <EmbeddedScreenPage
        screen={spec.screen}
        pathTemplate={pathTemplate}
        params={params}
        searchStr={searchStr}
        layout={spec.layout}
        hasSharedSettingsNotice={spec.hasSharedSettingsNotice}
        headerActions={spec.HeaderActions ? <spec.HeaderActions params={params} /> : undefined}
      />
    );
  }
  return Object.assign(EmbeddedScreenRoute, {
    preload: EmbeddedScreenPage.preload,
    /** The navigation to this route has begun: a frame loaded ahead starts on its screen. */
    openAhead: (params: Readonly<Record<string, unknown>>, searchStr: string) =>
      openStandbyFrameAhead(
        pathTemplate,
        pathParams(params) as Record<string, string | number>,
        searchStr,
      ),
  });
}
