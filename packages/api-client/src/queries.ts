import type {
  Account,
  Invitation,
  InvitationPreview,
  AccountSummary,
  Channel,
  Classification,
  DataMap,
  Feature,
  Paginated,
  Project,
  Site,
  SiteDataFlows,
  SiteStatus,
  SsoAuthentication,
  SsoEnforcePreview,
  SsoSettings,
  SubdomainCheck,
} from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { ApiRequestError } from './errors';
import { type FeatureScope, resourceKeys } from './keys';
import { apiPaths, pathOf } from './paths';

/**
 * Query options per resource, for the shell and the embedded screens alike: the same key, the same
 * request and the same shape of data wherever a resource is read. Each takes the app's client.
 */

/** The API's largest page (paginationQuerySchema). */
export const LARGEST_PAGE = 100;
/** Bounds a walk through pages should the API report more than it delivers. */
const MAX_PAGES = 20;

const firstPage = { page: 1, amount: LARGEST_PAGE };

export function accountsQueryOptions(api: ApiClient) {
  return queryOptions<Paginated<AccountSummary>, ApiRequestError>({
    queryKey: resourceKeys.accounts(),
    queryFn: ({ signal }) => api.get(apiPaths.accounts, { signal, searchParams: firstPage }),
    staleTime: 60_000,
  });
}

/** The organisations whose company contains `search` (server side, case-insensitive). */
export function accountsSearchQueryOptions(api: ApiClient, search: string) {
  return queryOptions<Paginated<AccountSummary>, ApiRequestError>({
    queryKey: resourceKeys.accountsSearch(search),
    queryFn: ({ signal }) =>
      api.get(apiPaths.accounts, { signal, searchParams: { ...firstPage, search } }),
    staleTime: 60_000,
  });
}

export function accountQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions<Account, ApiRequestError>({
    queryKey: resourceKeys.account(accountId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.account, { accountId }), { signal }),
    staleTime: 60_000,
  });
}

/** The first page (100) of an organisation's projects. */
export function accountProjectsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions<Paginated<Project>, ApiRequestError>({
    queryKey: resourceKeys.accountProjects(accountId),
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.accountProjects, { accountId }), { signal, searchParams: firstPage }),
  });
}

export function projectQueryOptions(api: ApiClient, projectId: number) {
  return queryOptions<Project, ApiRequestError>({
    queryKey: resourceKeys.project(projectId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.project, { projectId }), { signal }),
    staleTime: 60_000,
  });
}

/**
 * The first page (100) of a project's sites. Each entry is a whole site (the answer of
 * `siteQueryOptions`), so it also fills that site's entry of the cache: opening a site from its
 * project's list does not wait for the site again.
 */
export function projectSitesQueryOptions(api: ApiClient, projectId: number) {
  return queryOptions<Paginated<Site>, ApiRequestError>({
    queryKey: resourceKeys.projectSites(projectId),
    queryFn: async ({ signal, client }) => {
      const sites = await api.get<Paginated<Site>>(pathOf(apiPaths.projectSites, { projectId }), {
        signal,
        searchParams: firstPage,
      });
      for (const site of sites.data) client.setQueryData(resourceKeys.site(site.id), site);
      return sites;
    },
  });
}

export function siteQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<Site, ApiRequestError>({
    queryKey: resourceKeys.site(siteId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.site, { siteId }), { signal }),
    staleTime: 60_000,
  });
}

export function siteStatusQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<SiteStatus, ApiRequestError>({
    queryKey: resourceKeys.siteStatus(siteId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.siteStatus, { siteId }), { signal }),
  });
}

/** Every channel of a site (all pages, in the API's order). */
export async function getChannels(
  api: ApiClient,
  siteId: number,
  signal?: AbortSignal,
): Promise<Channel[]> {
  const channels: Channel[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<Paginated<Channel>>(pathOf(apiPaths.siteChannels, { siteId }), {
      signal,
      searchParams: { page, amount: LARGEST_PAGE },
    });
    channels.push(...answer.data);
    if (page >= answer.meta.totalPages || answer.data.length === 0) break;
  }
  return channels;
}

export function channelsQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<Channel[], ApiRequestError>({
    queryKey: resourceKeys.channels(siteId),
    queryFn: ({ signal }) => getChannels(api, siteId, signal),
  });
}

export function dataMapQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<DataMap, ApiRequestError>({
    queryKey: resourceKeys.dataMap(siteId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.siteDataMap, { siteId }), { signal }),
  });
}

/** A site's classifications (sub-channels) by channel id. */
export type ClassificationsByChannel = ReadonlyMap<number, readonly Classification[]>;

function classificationsByChannel(map: DataMap): ClassificationsByChannel {
  return new Map(
    map.channels.map((channel) => [
      channel.id,
      channel.classifications.map(({ id, name }) => ({ id, name })),
    ]),
  );
}

/**
 * The API offers a site's classifications only as part of its data map: these options read the data
 * map's cache entry and select the classifications (rebuilt only when the answer changes).
 */
export function classificationsQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<DataMap, ApiRequestError, ClassificationsByChannel>({
    ...dataMapQueryOptions(api, siteId),
    select: classificationsByChannel,
  });
}

/** The sub-channels of one channel, by the spec's data-flow service path (§7). */
export function channelClassificationsQueryOptions(
  api: ApiClient,
  siteId: number,
  channelId: number,
) {
  return queryOptions<Classification[], ApiRequestError>({
    queryKey: resourceKeys.channelClassifications(siteId, channelId),
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.channelClassifications, { siteId, channelId }), { signal }),
  });
}

export function dataFlowsQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions<SiteDataFlows, ApiRequestError>({
    queryKey: resourceKeys.dataFlows(siteId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.siteDataFlows, { siteId }), { signal }),
  });
}

export interface FeaturesVariables {
  scope: FeatureScope;
  id: number;
}

export async function getFeatures(
  api: ApiClient,
  { scope, id }: FeaturesVariables,
  signal?: AbortSignal,
): Promise<Feature[]> {
  const path =
    scope === 'account'
      ? pathOf(apiPaths.accountFeatures, { accountId: id })
      : scope === 'project'
        ? pathOf(apiPaths.projectFeatures, { projectId: id })
        : pathOf(apiPaths.siteFeatures, { siteId: id });
  const body = await api.get<{ data: Feature[] }>(path, { signal });
  return body.data;
}

/** The features switched on for an organisation, a project or a site. */
export function featuresQueryOptions(api: ApiClient, variables: FeaturesVariables) {
  return queryOptions<Feature[], ApiRequestError>({
    queryKey: resourceKeys.features(variables.scope, variables.id),
    queryFn: ({ signal }) => getFeatures(api, variables, signal),
    staleTime: 5 * 60_000,
  });
}

/** The organisation's open invitations (its administrators only). */
export function accountInvitationsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions<{ data: Invitation[] }, ApiRequestError>({
    queryKey: resourceKeys.accountInvitations(accountId),
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.accountInvitations, { accountId }), { signal }),
  });
}

/** What an invitation link offers; no retry: an unknown link stays unknown. */
export function invitationQueryOptions(api: ApiClient, token: string) {
  return queryOptions<InvitationPreview, ApiRequestError>({
    queryKey: resourceKeys.invitation(token),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.invitation, { token }), { signal }),
    retry: false,
  });
}

/** The organisation's SSO settings; with no set-up at all the API answers status 0 and nulls. */
export function ssoSettingsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions<SsoSettings, ApiRequestError>({
    queryKey: resourceKeys.accountSso(accountId),
    queryFn: ({ signal }) => api.get(pathOf(apiPaths.accountSso, { accountId }), { signal }),
  });
}

/** The organisation's identity provider; 404 while there is none, so no retry. */
export function ssoAuthenticationQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions<SsoAuthentication, ApiRequestError>({
    queryKey: resourceKeys.accountSsoAuthentication(accountId),
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.accountSsoAuthentication, { accountId }), { signal }),
    retry: false,
  });
}

/** The members who would lose password login once SSO is enforced for `domains`. */
export function ssoEnforcePreviewQueryOptions(api: ApiClient, accountId: number, domains: string) {
  return queryOptions<SsoEnforcePreview, ApiRequestError>({
    queryKey: resourceKeys.accountSsoEnforcePreview(accountId, domains),
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.accountSsoEnforcePreview, { accountId }), {
        signal,
        searchParams: { domains },
      }),
    staleTime: 0,
  });
}

/**
 * Whether `subdomain` is valid and free for the organisation. Rate-limited by the API: never
 * retried, and asked afresh each time (another organisation may take it meanwhile).
 */
export function subdomainCheckQueryOptions(api: ApiClient, accountId: number, subdomain: string) {
  return queryOptions<SubdomainCheck, ApiRequestError>({
    queryKey: resourceKeys.ssoSubdomainCheck(accountId, subdomain),
    queryFn: ({ signal }) =>
      api.get(apiPaths.ssoCheckSubdomain, { signal, searchParams: { subdomain, accountId } }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
