import { parseId } from '@feedline/contracts/constants';
import type { ItemStage } from '@feedline/contracts';

/** The stages in the order the toolbar offers them (a local copy keeps zod out of the bundle). */
export const STAGES = ['import', 'intermediate', 'channel'] as const satisfies readonly ItemStage[];

/** What the data view shows, as read from its query (spec §2.11, §2.14). */
export interface DataViewSelection {
  stage: ItemStage;
  /** The channel of the channel stage (`stageId`); null at the other stages or when none is chosen. */
  channelId: number | null;
  /** A sub-channel of that channel; null means the channel's own flow (`0`, `-1` or missing). */
  classificationId: number | null;
}

/** The query keys the selection owns; everything else in the query is carried over as it is. */
const SELECTION_KEYS = ['mode', 'stage', 'stageId', 'classificationId'] as const;
/** Added by the shell to every frame address (spec §2.10); it is not part of the shell's route. */
const FRAME_ONLY_KEYS = ['_locale'] as const;

const positiveId = parseId;

function isStage(value: string | null): value is ItemStage {
  return STAGES.some((stage) => stage === value);
}

/**
 * Reads the selection from the query. A missing or unknown `stage` means import, unless a channel is
 * given (`stageId`), which only makes sense at the channel stage.
 */
export function parseDataViewSelection(query: URLSearchParams): DataViewSelection {
  const rawStage = query.get('stage');
  const stageId = positiveId(query.get('stageId'));
  const stage: ItemStage = isStage(rawStage) ? rawStage : stageId !== null ? 'channel' : 'import';
  if (stage !== 'channel') return { stage, channelId: null, classificationId: null };
  return {
    stage,
    channelId: stageId,
    classificationId: stageId === null ? null : positiveId(query.get('classificationId')),
  };
}

/**
 * A query string in the form the shell's `splitQuery` reads: `&`-joined, each part
 * `encodeURIComponent`-encoded (so a space is `%20`, never `+`).
 */
export function toQueryString(entries: Iterable<readonly [string, string]>): string {
  return [...entries]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * The query for another selection: the current query's other parameters (`hl`, `fullscreen` …)
 * kept, the selection's own replaced. The channel stage carries `mode=preview` like the shell's
 * route-memory redirect; a missing channel or sub-channel leaves its key out.
 */
export function dataViewQuery(current: URLSearchParams, next: DataViewSelection): string {
  const dropped = new Set<string>([...SELECTION_KEYS, ...FRAME_ONLY_KEYS]);
  const entries: [string, string][] = [...current.entries()].filter(([key]) => !dropped.has(key));
  if (next.stage === 'channel') entries.push(['mode', 'preview']);
  entries.push(['stage', next.stage]);
  if (next.stage === 'channel' && next.channelId !== null) {
    entries.push(['stageId', String(next.channelId)]);
    if (next.classificationId !== null) {
      entries.push(['classificationId', String(next.classificationId)]);
    }
  }
  return toQueryString(entries);
}
