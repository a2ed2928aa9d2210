/** A choice of a picker: 'id - name'. The None sub-channel is id -1 (spec §3, §9). */
export interface Choice {
  id: number;
  name: string;
}

export const NONE_CLASSIFICATION: Choice = { id: -1, name: 'None' };

export interface Side {
  site: Choice | null;
  channel: Choice | null;
  classification: Choice | null;
}

/** A target in the list: site then channel ('id – name'). */
export interface ListedTarget {
  site: Choice;
  channel: Choice;
}

/** The copy dialog's form (spec §2.13, §4). */
export interface CopyForm {
  source: Side;
  target: Side;
  targets: ListedTarget[];
  duplicateChannel: boolean;
  copyUnconnectedColumns: boolean;
  /** Problems are flagged only after the first submit (§4). */
  isSubmitted: boolean;
}

const emptySide = (): Side => ({ site: null, channel: null, classification: null });

/** The form as the dialog opens: the source is the page's site and channel when it has them. */
export function initialCopyForm(source: Partial<Side> = {}): CopyForm {
  return {
    source: { ...emptySide(), ...source },
    target: emptySide(),
    targets: [],
    duplicateChannel: false,
    copyUnconnectedColumns: false,
    isSubmitted: false,
  };
}

export type SideName = 'source' | 'target';

export type CopyFormEvent =
  | { type: 'site'; side: SideName; site: Choice | null }
  | { type: 'channel'; side: SideName; channel: Choice | null }
  | { type: 'classification'; side: SideName; classification: Choice | null }
  | { type: 'add-target' }
  | { type: 'remove-target'; channelId: number }
  | { type: 'duplicate-channel'; value: boolean }
  | { type: 'copy-unconnected-columns'; value: boolean }
  | { type: 'submit' };

const isPositive = (choice: Choice | null) => choice !== null && choice.id > 0;

/** The target's sub-channel goes when the source has none (None, cleared, or no channel). */
function keepTargetClassification(form: CopyForm): CopyForm {
  return isPositive(form.source.classification)
    ? form
    : { ...form, target: { ...form.target, classification: null } };
}

/** The transitions of spec §4: each choice clears what depended on the one before. */
export function copyFormReducer(form: CopyForm, event: CopyFormEvent): CopyForm {
  switch (event.type) {
    case 'site':
      return keepTargetClassification({
        ...form,
        [event.side]: { site: event.site, channel: null, classification: null },
      });
    case 'channel':
      return keepTargetClassification({
        ...form,
        [event.side]: { ...form[event.side], channel: event.channel, classification: null },
      });
    case 'classification':
      return keepTargetClassification({
        ...form,
        [event.side]: { ...form[event.side], classification: event.classification },
      });
    case 'add-target': {
      const { site, channel } = form.target;
      if (!site || !channel) return form;
      const isListed = form.targets.some((entry) => entry.channel.id === channel.id);
      return {
        ...form,
        targets: isListed ? form.targets : [...form.targets, { site, channel }],
        target: { ...form.target, channel: null, classification: null },
      };
    }
    case 'remove-target':
      return {
        ...form,
        targets: form.targets.filter((entry) => entry.channel.id !== event.channelId),
      };
    case 'duplicate-channel':
      return { ...form, duplicateChannel: event.value };
    case 'copy-unconnected-columns':
      return { ...form, copyUnconnectedColumns: event.value };
    case 'submit':
      return { ...form, isSubmitted: true };
  }
}

/** What the user may pick: sub-channels need the site's `sub_channel_classification` (§5). */
export interface CopyRules {
  hasSubChannelPermission: boolean;
}

export const isSourceClassificationShown = (form: CopyForm, rules: CopyRules) =>
  rules.hasSubChannelPermission && form.source.channel !== null;

export const isTargetClassificationShown = (form: CopyForm, rules: CopyRules) =>
  rules.hasSubChannelPermission && isPositive(form.source.classification);

/** The add-channel button waits for a target site and channel (§5). */
export const canAddTarget = (form: CopyForm) =>
  form.target.site !== null && form.target.channel !== null;

export type FieldHint = 'site' | 'channel' | 'classification';
export type CopyToastKey =
  | 'copy-data-flow.same-main-channel'
  | 'copy-data-flow.target-classification-required'
  | 'copy-data-flow.same-sub-channel';

export interface CopyProblems {
  fields: Partial<Record<`${SideName}.${FieldHint}`, FieldHint>>;
  toast: CopyToastKey | null;
}

/** Whether the sites have channels to choose from (a site without any cannot take part). */
export interface ChannelAvailability {
  sourceHasChannels: boolean;
  targetHasChannels: boolean;
}

/** The checks of spec §5, all on submit: field hints first, then the one toast that explains. */
export function copyFormProblems(
  form: CopyForm,
  rules: CopyRules,
  available: ChannelAvailability,
): CopyProblems {
  const fields: CopyProblems['fields'] = {};
  const { source, target } = form;
  const hasListed = form.targets.length > 0;
  if (!source.site) fields['source.site'] = 'site';
  if (!target.site) fields['target.site'] = 'site';
  if (!source.channel || (source.site && !available.sourceHasChannels)) {
    fields['source.channel'] = 'channel';
  }
  if ((!target.channel && !hasListed) || (target.site && !available.targetHasChannels)) {
    fields['target.channel'] = 'channel';
  }
  if (isTargetClassificationShown(form, rules) && target.channel && !target.classification) {
    fields['target.classification'] = 'classification';
  }
  return { fields, toast: fieldsFree(fields) ? copyToast(form, rules) : null };
}

const fieldsFree = (fields: CopyProblems['fields']) => Object.keys(fields).length === 0;

function copyToast(form: CopyForm, rules: CopyRules): CopyToastKey | null {
  const { source, target } = form;
  const sameChannel =
    source.site?.id === target.site?.id &&
    source.channel !== null &&
    source.channel.id === target.channel?.id;
  const sourceSub = isPositive(source.classification);
  const targetSub = isPositive(target.classification);
  if (sameChannel && !sourceSub && !targetSub) return 'copy-data-flow.same-main-channel';
  if (rules.hasSubChannelPermission && target.channel) {
    if (sourceSub && !targetSub) return 'copy-data-flow.target-classification-required';
    if (sameChannel && sourceSub && source.classification!.id === target.classification?.id) {
      return 'copy-data-flow.same-sub-channel';
    }
  }
  return null;
}

export const hasProblems = (problems: CopyProblems) =>
  !fieldsFree(problems.fields) || problems.toast !== null;

/** The copy request of spec §3 (camelCase: the client converts with X-Convert-Case). */
export interface CopyRequest {
  siteId: number;
  sourceSiteId: number;
  sourceChannelId: number;
  targetSiteId: number | null;
  targetChannelId: number | null;
  sourceClassificationId?: number | null;
  targetClassificationId?: number | null;
  additionalTargets: { title: string; siteId: number; channelId: number }[];
  duplicateChannel: boolean;
  copyUnconnectedColumns: boolean;
}

/** 'id – name' of a listed target: site, then channel (§2.13). */
export const targetTitle = (entry: ListedTarget) =>
  `${entry.site.id} – ${entry.site.name}, ${entry.channel.id} – ${entry.channel.name}`;

/**
 * The request for a checked form. Classification ids go only with the sub-channel permission, and
 * both are null when the source sub-channel is None (§5).
 */
export function toCopyRequest(form: CopyForm, siteId: number, rules: CopyRules): CopyRequest {
  const { source, target } = form;
  const request: CopyRequest = {
    siteId,
    sourceSiteId: source.site!.id,
    sourceChannelId: source.channel!.id,
    targetSiteId: target.channel ? (target.site?.id ?? null) : null,
    targetChannelId: target.channel?.id ?? null,
    additionalTargets: form.targets.map((entry) => ({
      title: targetTitle(entry),
      siteId: entry.site.id,
      channelId: entry.channel.id,
    })),
    duplicateChannel: form.duplicateChannel,
    copyUnconnectedColumns: form.copyUnconnectedColumns,
  };
  if (!rules.hasSubChannelPermission) return request;
  const hasSourceSub = isPositive(source.classification);
  return {
    ...request,
    sourceClassificationId: hasSourceSub ? source.classification!.id : null,
    targetClassificationId: hasSourceSub ? (target.classification?.id ?? null) : null,
  };
}
