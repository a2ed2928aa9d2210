import type { Classification, Paginated, SiteSearchEntry } from '@feedline/contracts';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { NONE_CLASSIFICATION, type Choice, type CopyRequest } from '../model/copy-form';
import type { ChoicePage } from '../components/search-picker';

/** Site search page size (spec §9). */
export const SITE_PAGE_SIZE = 10;
/** Sub-channels are paginated locally (spec §7, §9). */
export const CLASSIFICATION_PAGE_SIZE = 10;

const toPage = (answer: Paginated<Choice>): ChoicePage => ({
  data: answer.data.map(({ id, name }) => ({ id, name })),
  totalPages: answer.meta.totalPages,
});

/** The organisation's sites by id or name (accountId, page, amount=10, idOrName). */
export const fetchSites =
  (accountId: number) =>
  async (query: string, page: number, signal: AbortSignal): Promise<ChoicePage> =>
    toPage(
      await api.get<Paginated<SiteSearchEntry>>(pathOf(apiPaths.accountSites, { accountId }), {
        signal,
        searchParams: { page, amount: SITE_PAGE_SIZE, ...(query ? { idOrName: query } : {}) },
      }),
    );

/** A site's channels (page, exportName). */
export const fetchChannels =
  (siteId: number) =>
  async (query: string, page: number, signal: AbortSignal): Promise<ChoicePage> =>
    toPage(
      await api.get<Paginated<Choice>>(pathOf(apiPaths.siteChannels, { siteId }), {
        signal,
        searchParams: { page, amount: SITE_PAGE_SIZE, ...(query ? { exportName: query } : {}) },
      }),
    );

/**
 * A channel's sub-channels by the data-flow service (one or a list), with None (-1) first,
 * searched and paginated here (spec §7: page 1, 10 a page).
 */
export const fetchClassifications =
  (siteId: number, channelId: number) =>
  async (query: string, page: number, signal: AbortSignal): Promise<ChoicePage> => {
    const answer = await api.get<Classification | Classification[]>(
      pathOf(apiPaths.channelClassifications, { siteId, channelId }),
      { signal },
    );
    const all = [NONE_CLASSIFICATION, ...(Array.isArray(answer) ? answer : [answer])];
    const text = query.toLowerCase();
    const found = all.filter((entry) => `${entry.id} - ${entry.name}`.toLowerCase().includes(text));
    return {
      data: found.slice((page - 1) * CLASSIFICATION_PAGE_SIZE, page * CLASSIFICATION_PAGE_SIZE),
      totalPages: Math.max(1, Math.ceil(found.length / CLASSIFICATION_PAGE_SIZE)),
    };
  };

export interface CopyPlanEntry {
  siteId: number;
  siteName: string;
  channelId: number;
  channelName: string;
  classificationId: number | null;
  added: string[];
  replaced: string[];
  leftOut: string[];
  skipped: string[];
}

export interface CopiedEntry {
  siteId: number;
  siteName: string;
  channelId: number;
  channelName: string;
  classificationId: number | null;
  version: number;
  createdChannel: boolean;
}

export interface CopyAnswer {
  success: boolean;
  copyId: number;
  targets: CopiedEntry[];
}

export type CopyError = ApiRequestError | Error;

/** The dry run: what the copy would do to each target (the same server code as the copy). */
export function useCopyDryRunMutation(siteId: number) {
  return useMutation<{ targets: CopyPlanEntry[] }, CopyError, CopyRequest>({
    mutationFn: (request) =>
      api.post(pathOf(apiPaths.copyChannelDryRun, { siteId }), request, { convertCase: true }),
  });
}

/** The copy (the legacy site service: kebab-case on the wire, spec §7). */
export function useCopyMutation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation<CopyAnswer, CopyError, CopyRequest>({
    mutationFn: (request) =>
      api.post(pathOf(apiPaths.copyChannel, { siteId }), request, { convertCase: true }),
    onSuccess: (answer) =>
      Promise.all(
        [...new Set(answer.targets.map((target) => target.siteId))].map((targetSite) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.site(targetSite) }),
        ),
      ),
  });
}

/** Undoes a whole copy. */
export function useUndoCopyMutation(siteId: number) {
  return useMutation<{ success: boolean }, CopyError, { copyId: number }>({
    mutationFn: ({ copyId }) =>
      api.post(pathOf(apiPaths.copyChannelUndo, { siteId, copyId }), {}, { convertCase: true }),
  });
}
