import { describe, expect, it } from 'vitest';
import { memoryRouteStorage } from './memory-route-storage.test-helper';
import { rememberRoute, readRouteMemory } from './route-memory';
import { DATA_VIEW_PATHS, dataFlowRedirect, dataViewRedirect } from './route-memory-redirect';

const SITE = 'feedline.route-memory.site';
const CHANNEL = 'feedline.route-memory.channel';
const CLASSIFICATION = 'feedline.route-memory.classification';

const stored = (site: string, channel: string, classification?: string) => ({
  [SITE]: site,
  [CHANNEL]: channel,
  ...(classification === undefined ? {} : { [CLASSIFICATION]: classification }),
});

describe('dataFlowRedirect (spec §2.14 rule 3)', () => {
  it('sends the site route to the stored channel with its classification, replacing history', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(dataFlowRedirect(storage, { siteId: 3 })).toStrictEqual({
      to: '/data-flow/site/$siteId/export/$channelId',
      params: { siteId: 3, channelId: 12 },
      search: { classificationId: 5 },
      replace: true,
    });
  });

  it('sends no classificationId when none is stored (undefined: left out of the URL)', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(dataFlowRedirect(storage, { siteId: 3 })?.search).toStrictEqual({
      classificationId: undefined,
    });
  });

  it('does not redirect when nothing is stored', () => {
    expect(dataFlowRedirect(memoryRouteStorage(), { siteId: 3 })).toBeNull();
  });

  it('does not redirect to a channel another site remembered, and keeps it', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(dataFlowRedirect(storage, { siteId: 4 })).toBeNull();
    expect(storage.values).toEqual(stored('3', '12', '5'));
  });

  it('does not redirect a route that has a channel', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(dataFlowRedirect(storage, { siteId: 3, channelId: 20 })).toBeNull();
    expect(dataFlowRedirect(storage, { siteId: 3, channelId: '20' })).toBeNull();
  });

  it('treats an invalid channel as none', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(dataFlowRedirect(storage, { siteId: 3, channelId: '0' })?.params).toEqual({
      siteId: 3,
      channelId: 12,
    });
  });

  it('ignores and cleans garbage in storage', () => {
    const storage = memoryRouteStorage(stored('3', 'twelve', '5'));
    expect(dataFlowRedirect(storage, { siteId: 3 })).toBeNull();
    expect(storage.values).toEqual({});
  });

  it('redirects without classification when only the stored classification is garbage', () => {
    const storage = memoryRouteStorage(stored('3', '12', '-5'));
    expect(dataFlowRedirect(storage, { siteId: 3 })?.search).toStrictEqual({
      classificationId: undefined,
    });
    expect(storage.values).toEqual(stored('3', '12'));
  });

  it('keeps the other query parameters and takes classificationId from storage only', () => {
    const withStored = memoryRouteStorage(stored('3', '12', '5'));
    expect(
      dataFlowRedirect(withStored, {
        siteId: 3,
        search: { hl: 'de', fullscreen: true, classificationId: 9 },
      })?.search,
    ).toStrictEqual({ hl: 'de', fullscreen: true, classificationId: 5 });

    const withoutStored = memoryRouteStorage(stored('3', '12'));
    expect(
      dataFlowRedirect(withoutStored, { siteId: 3, search: { hl: 'de', classificationId: 9 } })
        ?.search,
    ).toStrictEqual({ hl: 'de', classificationId: undefined });
  });

  it('lands on a route whose visit stores the same memory again', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    const target = dataFlowRedirect(storage, { siteId: 3 });
    expect(target).not.toBeNull();
    if (target === null) return;
    rememberRoute(storage, {
      route: 'data-flow',
      siteId: target.params.siteId,
      channelId: target.params.channelId,
      search: target.search,
    });
    expect(readRouteMemory(storage)).toEqual({ siteId: 3, channelId: 12, classificationId: 5 });
  });
});

describe('dataViewRedirect (spec §2.14 rule 4)', () => {
  it.each(DATA_VIEW_PATHS)('sends %s to itself in channel preview, replacing history', (to) => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(dataViewRedirect(storage, { to, siteId: 3, search: {} })).toStrictEqual({
      to,
      params: { siteId: 3 },
      search: { mode: 'preview', stage: 'channel', stageId: 12, classificationId: 5 },
      replace: true,
    });
  });

  it.each(['intermediate', 'import'])('does not redirect the %s stage', (stage) => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(
      dataViewRedirect(storage, { to: '/data-view/site/$siteId', siteId: 3, search: { stage } }),
    ).toBeNull();
  });

  it.each([
    ['no stage', {}],
    ['stage=channel', { stage: 'channel' }],
    ['another stage', { stage: 'export' }],
    ['a stage spelled differently', { stage: 'Import' }],
  ])('redirects with %s', (_name, search) => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(
      dataViewRedirect(storage, { to: '/site/$siteId', siteId: 3, search })?.search.stageId,
    ).toBe(12);
  });

  it('does not redirect when a stageId is open', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    const to = '/data-view/site/$siteId';
    expect(dataViewRedirect(storage, { to, siteId: 3, search: { stageId: 20 } })).toBeNull();
    expect(dataViewRedirect(storage, { to, siteId: 3, search: { stageId: '20' } })).toBeNull();
  });

  it.each(['0', 'abc', ''])('treats stageId %o as none', (stageId) => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(
      dataViewRedirect(storage, { to: '/data-view/site/$siteId', siteId: 3, search: { stageId } })
        ?.search.stageId,
    ).toBe(12);
  });

  it('does not redirect when nothing is stored', () => {
    expect(
      dataViewRedirect(memoryRouteStorage(), { to: '/site/$siteId', siteId: 3, search: {} }),
    ).toBeNull();
  });

  it('does not redirect to a channel another site remembered', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(dataViewRedirect(storage, { to: '/site/$siteId', siteId: 4, search: {} })).toBeNull();
    expect(storage.values).toEqual(stored('3', '12'));
  });

  it('ignores and cleans garbage in storage', () => {
    const storage = memoryRouteStorage(stored('', '12', '5'));
    expect(dataViewRedirect(storage, { to: '/site/$siteId', siteId: 3, search: {} })).toBeNull();
    expect(storage.values).toEqual({});
  });

  it('sends no classificationId when none is stored, dropping one in the URL', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(
      dataViewRedirect(storage, {
        to: '/data-view/site/$siteId',
        siteId: 3,
        search: { classificationId: 9 },
      })?.search,
    ).toStrictEqual({
      mode: 'preview',
      stage: 'channel',
      stageId: 12,
      classificationId: undefined,
    });
  });

  it('overrides mode and keeps the other query parameters', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(
      dataViewRedirect(storage, {
        to: '/configure-dataflow/data-view/site/$siteId',
        siteId: 3,
        search: { mode: 'edit', hl: 'fr', fullscreen: true },
      })?.search,
    ).toStrictEqual({
      hl: 'fr',
      fullscreen: true,
      mode: 'preview',
      stage: 'channel',
      stageId: 12,
      classificationId: 5,
    });
  });

  it('lands on a route that no longer redirects and stores the same memory again', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    const target = dataViewRedirect(storage, { to: '/site/$siteId', siteId: 3, search: {} });
    expect(target).not.toBeNull();
    if (target === null) return;
    expect(
      dataViewRedirect(storage, { to: target.to, siteId: 3, search: target.search }),
    ).toBeNull();
    rememberRoute(storage, { route: 'data-view', siteId: 3, search: target.search });
    expect(readRouteMemory(storage)).toEqual({ siteId: 3, channelId: 12, classificationId: 5 });
  });
});
