import { describe, expect, it } from 'vitest';
import {
  canAddTarget,
  copyFormProblems,
  copyFormReducer,
  initialCopyForm,
  isSourceClassificationShown,
  isTargetClassificationShown,
  NONE_CLASSIFICATION,
  toCopyRequest,
  type CopyForm,
  type CopyFormEvent,
} from './copy-form';

const NL = { id: 4, name: 'acme.nl' };
const BE = { id: 5, name: 'acme.be' };
const GOOGLE = { id: 11, name: 'Google Shopping NL' };
const META = { id: 12, name: 'Meta Catalog NL' };
const GOOGLE_BE = { id: 21, name: 'Google Shopping BE' };
const SHOES = { id: 31, name: 'Shoes' };
const BAGS = { id: 32, name: 'Bags' };

const WITH = { hasSubChannelPermission: true };
const WITHOUT = { hasSubChannelPermission: false };
const CHANNELS = { sourceHasChannels: true, targetHasChannels: true };

const run = (...events: CopyFormEvent[]) =>
  events.reduce(copyFormReducer, initialCopyForm({ site: NL, channel: GOOGLE }));

const pick = (side: 'source' | 'target', site: typeof NL, channel: typeof GOOGLE) =>
  [
    { type: 'site', side, site },
    { type: 'channel', side, channel },
  ] as CopyFormEvent[];

describe('transitions (spec §4)', () => {
  it("clears a side's channel and sub-channel when its site changes", () => {
    const form = run(
      { type: 'classification', side: 'source', classification: SHOES },
      { type: 'site', side: 'source', site: BE },
    );
    expect(form.source).toEqual({ site: BE, channel: null, classification: null });
  });

  it('clears the sub-channel when the channel changes', () => {
    const form = run(...pick('target', NL, META), {
      type: 'classification',
      side: 'target',
      classification: BAGS,
    });
    expect(
      copyFormReducer(form, { type: 'channel', side: 'target', channel: GOOGLE }).target,
    ).toEqual({ site: NL, channel: GOOGLE, classification: null });
  });

  it("clears the target's sub-channel when the source's is None or cleared", () => {
    const chosen = run(
      { type: 'classification', side: 'source', classification: SHOES },
      ...pick('target', NL, GOOGLE),
      { type: 'classification', side: 'target', classification: BAGS },
    );
    expect(chosen.target.classification).toEqual(BAGS);
    expect(
      copyFormReducer(chosen, {
        type: 'classification',
        side: 'source',
        classification: NONE_CLASSIFICATION,
      }).target.classification,
    ).toBeNull();
    expect(
      copyFormReducer(chosen, { type: 'classification', side: 'source', classification: null })
        .target.classification,
    ).toBeNull();
  });

  it('adds the chosen target once, then clears its channel; a target can be removed', () => {
    let form = run(...pick('target', BE, GOOGLE_BE), { type: 'add-target' });
    expect(form.targets).toEqual([{ site: BE, channel: GOOGLE_BE }]);
    expect(form.target).toEqual({ site: BE, channel: null, classification: null });
    form = copyFormReducer(form, { type: 'channel', side: 'target', channel: GOOGLE_BE });
    form = copyFormReducer(form, { type: 'add-target' });
    expect(form.targets).toHaveLength(1);
    expect(copyFormReducer(form, { type: 'remove-target', channelId: 21 }).targets).toEqual([]);
  });

  it('adds nothing without a target site and channel, and says so', () => {
    const form = run({ type: 'site', side: 'target', site: BE });
    expect(canAddTarget(form)).toBe(false);
    expect(copyFormReducer(form, { type: 'add-target' })).toBe(form);
    expect(canAddTarget(run(...pick('target', BE, GOOGLE_BE)))).toBe(true);
  });
});

describe('what is shown (spec §5)', () => {
  it('offers the source sub-channel with the permission once a source channel is chosen', () => {
    expect(isSourceClassificationShown(run(), WITH)).toBe(true);
    expect(isSourceClassificationShown(run(), WITHOUT)).toBe(false);
    expect(
      isSourceClassificationShown(run({ type: 'channel', side: 'source', channel: null }), WITH),
    ).toBe(false);
  });

  it('offers the target sub-channel only for a source sub-channel other than None', () => {
    const shoes = run({ type: 'classification', side: 'source', classification: SHOES });
    expect(isTargetClassificationShown(shoes, WITH)).toBe(true);
    expect(isTargetClassificationShown(shoes, WITHOUT)).toBe(false);
    const none = run({
      type: 'classification',
      side: 'source',
      classification: NONE_CLASSIFICATION,
    });
    expect(isTargetClassificationShown(none, WITH)).toBe(false);
  });
});

describe('checks on submit (spec §5)', () => {
  const problems = (form: CopyForm, rules = WITH, available = CHANNELS) =>
    copyFormProblems(form, rules, available);

  it('wants both sites and channels, with the hints site and channel', () => {
    const empty = copyFormReducer(initialCopyForm(), { type: 'submit' });
    expect(problems(empty)).toEqual({
      fields: {
        'source.site': 'site',
        'target.site': 'site',
        'source.channel': 'channel',
        'target.channel': 'channel',
      },
      toast: null,
    });
  });

  it('needs no target channel once the list has a target', () => {
    const form = run(...pick('target', BE, GOOGLE_BE), { type: 'add-target' });
    expect(problems(form)).toEqual({ fields: {}, toast: null });
  });

  it('flags a site without channels on its channel', () => {
    const form = run(...pick('target', BE, GOOGLE_BE));
    expect(
      problems(form, WITH, { sourceHasChannels: false, targetHasChannels: true }).fields,
    ).toEqual({ 'source.channel': 'channel' });
    expect(
      problems(form, WITH, { sourceHasChannels: true, targetHasChannels: false }).fields,
    ).toEqual({ 'target.channel': 'channel' });
  });

  it('wants the target sub-channel when it is shown (hint classification)', () => {
    const form = run(
      { type: 'classification', side: 'source', classification: SHOES },
      ...pick('target', BE, GOOGLE_BE),
    );
    expect(problems(form).fields).toEqual({ 'target.classification': 'classification' });
  });

  it('refuses the same site and main channel with no sub-channel: copy-data-flow.same-main-channel', () => {
    expect(problems(run(...pick('target', NL, GOOGLE))).toast).toBe(
      'copy-data-flow.same-main-channel',
    );
    expect(problems(run(...pick('target', NL, GOOGLE)), WITHOUT).toast).toBe(
      'copy-data-flow.same-main-channel',
    );
    expect(problems(run(...pick('target', NL, META))).toast).toBeNull();
  });

  it('with the permission, refuses a positive source sub-channel without one on the target', () => {
    const form: CopyForm = {
      ...run(
        { type: 'classification', side: 'source', classification: SHOES },
        ...pick('target', BE, GOOGLE_BE),
      ),
    };
    // The field hint comes first; once the selector is not shown the toast explains.
    const hidden = { ...form, target: { ...form.target, classification: NONE_CLASSIFICATION } };
    expect(problems(hidden).toast).toBe('copy-data-flow.target-classification-required');
  });

  it('with the permission, refuses the same site, channel and sub-channel: copy-data-flow.same-sub-channel', () => {
    const form = run(
      { type: 'classification', side: 'source', classification: SHOES },
      ...pick('target', NL, GOOGLE),
      { type: 'classification', side: 'target', classification: SHOES },
    );
    expect(problems(form).toast).toBe('copy-data-flow.same-sub-channel');
    const other = copyFormReducer(form, {
      type: 'classification',
      side: 'target',
      classification: BAGS,
    });
    expect(problems(other)).toEqual({ fields: {}, toast: null });
  });
});

describe('the request (spec §3)', () => {
  it('sends the sides, the listed targets as additional targets and the toggles', () => {
    const form = run(
      ...pick('target', BE, GOOGLE_BE),
      { type: 'add-target' },
      ...pick('target', NL, META),
      { type: 'duplicate-channel', value: true },
    );
    expect(toCopyRequest(form, 4, WITHOUT)).toEqual({
      siteId: 4,
      sourceSiteId: 4,
      sourceChannelId: 11,
      targetSiteId: 4,
      targetChannelId: 12,
      additionalTargets: [
        { title: '5 – acme.be, 21 – Google Shopping BE', siteId: 5, channelId: 21 },
      ],
      duplicateChannel: true,
      copyUnconnectedColumns: false,
    });
  });

  it('sends classification ids only with the permission, and both null for None', () => {
    const subs = run(
      { type: 'classification', side: 'source', classification: SHOES },
      ...pick('target', NL, GOOGLE),
      { type: 'classification', side: 'target', classification: BAGS },
    );
    expect(toCopyRequest(subs, 4, WITH)).toMatchObject({
      sourceClassificationId: 31,
      targetClassificationId: 32,
    });
    expect(toCopyRequest(subs, 4, WITHOUT)).not.toHaveProperty('sourceClassificationId');
    const none = run(
      { type: 'classification', side: 'source', classification: NONE_CLASSIFICATION },
      ...pick('target', NL, META),
    );
    expect(toCopyRequest(none, 4, WITH)).toMatchObject({
      sourceClassificationId: null,
      targetClassificationId: null,
    });
  });
});
