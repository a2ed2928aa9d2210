import type translations from '../../../locales/en/embedded-frame.json';

/**
 * The embedded screens the shell names (caption, breadcrumb, loading text): the keys of
 * `embedded-frame:screens.*`. A type only, so that route definitions name screens without pulling
 * the translations into the first chunk.
 */
export type ScreenId = keyof (typeof translations)['screens'];

/** Frame heights: the data view and the data map have their own (spec §9 "Layout"). */
export type FrameLayout = 'page' | 'data-view' | 'data-map';
