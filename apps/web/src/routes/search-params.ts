import { parseMemoryId } from '../features/embedded-frame/model/route-memory';

/** A search parameter that must be text; TanStack parses numbers and JSON, so normalise here. */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The `hl` parameter of a relative or absolute URL, if any. */
export function hlOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://placeholder.invalid').searchParams.get('hl') ?? undefined;
  } catch {
    return undefined;
  }
}

/** A `…=true` flag of the query: the router parses it to a boolean, a string is accepted too. */
export function isTrueFlag(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Query parameters every platform page understands (spec §2.3, §9). */
export interface PlatformSearch {
  /** fullscreen=true hides the side rail and the navigation. */
  fullscreen?: true | undefined;
  /** twoFactor=true opens the two-factor modal. */
  twoFactor?: true | undefined;
  /** The UI language, overriding the user's. */
  hl?: string | undefined;
}

/** Parses the platform parameters; absent or other values are left out of the URL. */
export function parsePlatformSearch(search: Record<string, unknown>): PlatformSearch {
  return {
    fullscreen: isTrueFlag(search.fullscreen) ? true : undefined,
    twoFactor: isTrueFlag(search.twoFactor) ? true : undefined,
    hl: optionalString(search.hl),
  };
}

/** An id in the query, as the route memory reads it (spec §2.14); anything else is absent. */
function optionalId(value: unknown): number | undefined {
  return parseMemoryId(value) ?? undefined;
}

/** Query of the data-view routes (spec §2.11, §2.14); the route memory reads and writes these. */
export interface DataViewSearch {
  mode?: string | undefined;
  stage?: string | undefined;
  /** The channel a channel-stage view shows. */
  stageId?: number | undefined;
  classificationId?: number | undefined;
}

export function parseDataViewSearch(search: Record<string, unknown>): DataViewSearch {
  return {
    mode: optionalString(search.mode),
    stage: optionalString(search.stage),
    stageId: optionalId(search.stageId),
    classificationId: optionalId(search.classificationId),
  };
}

/** Query of data-flow/site/{siteId}/export/{channelId}: the sub-channel (spec §2.14). */
export interface DataFlowChannelSearch {
  classificationId?: number | undefined;
}

export function parseDataFlowChannelSearch(search: Record<string, unknown>): DataFlowChannelSearch {
  return { classificationId: optionalId(search.classificationId) };
}
