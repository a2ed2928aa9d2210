import { describe, expect, it } from 'vitest';
import { createMessage, isFrameToShellMessage, isShellToFrameMessage } from './messages';
import type { FrameMessage } from './messages';
import { parseFrameToShellMessage, parseMessage, parseShellToFrameMessage } from './parse';

const env = { v: 1, source: 'feedline' } as const;

interface Fixture {
  name: string;
  message: FrameMessage;
  /** Keys that may be left out. */
  optional?: readonly string[];
  direction: 'frame-to-shell' | 'shell-to-frame';
}

const FIXTURES: readonly Fixture[] = [
  {
    name: 'ready',
    message: { ...env, type: 'ready', hasContent: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'dialog request (prompt)',
    message: {
      ...env,
      type: 'dialog',
      subtype: 'request',
      id: 'd-1',
      kind: 'prompt',
      title: 'Save view',
      message: 'Name this view',
      label: 'Name',
    },
    optional: ['label'],
    direction: 'frame-to-shell',
  },
  {
    name: 'dialog request (delete)',
    message: {
      ...env,
      type: 'dialog',
      subtype: 'request',
      id: '7',
      kind: 'delete',
      title: 'Delete rule',
      message: 'This cannot be undone',
    },
    direction: 'frame-to-shell',
  },
  {
    name: 'sidebar (collapsed)',
    message: { ...env, type: 'sidebar', collapsed: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'sidebar (toggle)',
    message: { ...env, type: 'sidebar', toggle: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'fullscreen',
    message: { ...env, type: 'fullscreen', enabled: false },
    direction: 'frame-to-shell',
  },
  ...(['success', 'warning', 'error', 'info'] as const).map((subtype): Fixture => ({
    name: `notification (${subtype})`,
    message: { ...env, type: 'notification', subtype, message: '<b>Saved</b>' },
    direction: 'frame-to-shell',
  })),
  {
    name: 'shared-settings',
    message: { ...env, type: 'shared-settings', hasSharedSettings: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'unsaved-changes',
    message: { ...env, type: 'unsaved-changes', hasUnsavedChanges: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'planhat',
    message: {
      ...env,
      type: 'planhat',
      event: 'Rule saved',
      properties: { siteId: 4, name: 'x', isNew: false, parent: null },
    },
    optional: ['properties'],
    direction: 'frame-to-shell',
  },
  { name: 'scroll', message: { ...env, type: 'scroll', top: 120.5 }, direction: 'frame-to-shell' },
  {
    name: 'navigation',
    message: {
      ...env,
      type: 'navigation',
      url: '/data-flow/site/4',
      replaceOnly: false,
      query: 'tab=rules',
    },
    optional: ['url', 'replaceOnly', 'query'],
    direction: 'frame-to-shell',
  },
  {
    name: 'location',
    message: { ...env, type: 'location', query: 'stage=channel&stageId=7&filter=empty%3Agtin' },
    direction: 'frame-to-shell',
  },
  {
    name: 'notifications (collapsed)',
    message: { ...env, type: 'notifications', collapsed: false },
    direction: 'frame-to-shell',
  },
  {
    name: 'notifications (toggle)',
    message: { ...env, type: 'notifications', toggle: true },
    direction: 'frame-to-shell',
  },
  {
    name: 'invoices',
    message: { ...env, type: 'invoices', overdue: true, count: 2 },
    optional: ['count'],
    direction: 'frame-to-shell',
  },
  {
    name: 'session-request',
    message: { ...env, type: 'session-request' },
    direction: 'frame-to-shell',
  },
  {
    name: 'origin',
    message: { ...env, type: 'origin', origin: 'https://app.example.com' },
    direction: 'shell-to-frame',
  },
  {
    name: 'session',
    message: { ...env, type: 'session', accessToken: 'eyJ.token', locale: 'de' },
    direction: 'shell-to-frame',
  },
  {
    name: 'open',
    message: { ...env, type: 'open', path: '/dashboard/site/1/version/1?_locale=de' },
    direction: 'shell-to-frame',
  },
  {
    name: 'layout',
    message: { ...env, type: 'layout', scrollTop: 0, innerWidth: 1280, innerHeight: 720 },
    direction: 'shell-to-frame',
  },
  {
    name: 'dialog confirm',
    message: { ...env, type: 'dialog', subtype: 'confirm', id: 'd-1', value: 'My view' },
    optional: ['value'],
    direction: 'shell-to-frame',
  },
  {
    name: 'dialog cancel',
    message: { ...env, type: 'dialog', subtype: 'cancel', id: 'd-1' },
    direction: 'shell-to-frame',
  },
  {
    name: 'dialog delete',
    message: { ...env, type: 'dialog', subtype: 'delete', id: '7' },
    direction: 'shell-to-frame',
  },
];

const DISCRIMINATORS = new Set(['v', 'source', 'type', 'subtype']);
const fieldsOf = (fixture: Fixture): string[] =>
  Object.keys(fixture.message).filter(
    (key) => !DISCRIMINATORS.has(key) || (key === 'subtype' && fixture.message.type !== 'dialog'),
  );

/** Values of another JS type than `value`: never acceptable, as no field takes two types. */
function wrongTypes(value: unknown): unknown[] {
  const candidates: unknown[] = [null, 'text', 1, true, {}, [], ['text']];
  return candidates.filter((candidate) => {
    if (Array.isArray(value) || Array.isArray(candidate))
      return Array.isArray(value) !== Array.isArray(candidate);
    return typeof candidate !== typeof value || (value === null) !== (candidate === null);
  });
}

const without = (record: object, key: string): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...record };
  delete copy[key];
  return copy;
};

describe('parseMessage: every valid message', () => {
  it.each(FIXTURES)('accepts $name', ({ message }) => {
    expect(parseMessage(message)).toEqual(message);
  });

  it.each(FIXTURES)('accepts $name after a structured clone', ({ message }) => {
    expect(parseMessage(structuredClone(message))).toEqual(message);
  });

  it.each(FIXTURES.filter((fixture) => fixture.optional))(
    'accepts $name without its optional fields',
    ({ message, optional = [] }) => {
      const reduced = optional.reduce<Record<string, unknown>>(without, { ...message });
      expect(parseMessage(reduced)).toEqual(reduced);
    },
  );

  it.each(FIXTURES.filter((fixture) => fixture.optional))(
    'accepts $name with optional fields set to undefined',
    ({ message, optional = [] }) => {
      const data = { ...message, ...Object.fromEntries(optional.map((key) => [key, undefined])) };
      expect(parseMessage(data)).not.toBeNull();
    },
  );

  it('covers every type of the union', () => {
    const types = new Set(FIXTURES.map((fixture) => fixture.message.type));
    expect([...types].sort()).toEqual(
      [
        'ready',
        'layout',
        'dialog',
        'sidebar',
        'fullscreen',
        'notification',
        'shared-settings',
        'unsaved-changes',
        'planhat',
        'scroll',
        'navigation',
        'location',
        'notifications',
        'invoices',
        'session-request',
        'origin',
        'session',
        'open',
      ].sort(),
    );
  });
});

describe('parseMessage: location', () => {
  it.each([
    ['no query', {}],
    ['a query that is not text', { query: 7 }],
    ['a fragment', { query: 'stage=import#top' }],
    ['a query too long', { query: `search=${'x'.repeat(4000)}` }],
    ['a path beside the query', { query: 'a=1', url: '/elsewhere' }],
  ])('rejects a location with %s', (_name, body) => {
    expect(parseMessage({ ...env, type: 'location', ...body })).toBeNull();
  });

  it('takes the empty query (the screen with nothing chosen)', () => {
    expect(parseMessage({ ...env, type: 'location', query: '' })).not.toBeNull();
  });
});

describe('parseMessage: session', () => {
  it.each([
    ['an empty token', { accessToken: '', locale: 'en' }],
    ['a numeric token', { accessToken: 42, locale: 'en' }],
    ['no locale', { accessToken: 'eyJ.token' }],
  ])('rejects a session with %s', (_name, body) => {
    expect(parseMessage({ ...env, type: 'session', ...body })).toBeNull();
  });

  it('is never accepted by the shell, nor a session request by a frame', () => {
    const session = { ...env, type: 'session', accessToken: 'eyJ.token', locale: 'en' };
    expect(parseFrameToShellMessage(session)).toBeNull();
    expect(parseShellToFrameMessage({ ...env, type: 'session-request' })).toBeNull();
  });
});

describe('parseMessage: envelope', () => {
  const valid = FIXTURES[0]!.message;

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ready'],
    ['the message as JSON text', JSON.stringify(valid)],
    ['a number', 1],
    ['an array', [valid]],
    ['a date', new Date()],
    ['a map', new Map(Object.entries(valid))],
  ])('rejects %s', (_name, data) => {
    expect(parseMessage(data)).toBeNull();
  });

  it.each(FIXTURES)('rejects $name without a version', ({ message }) => {
    expect(parseMessage(without(message, 'v'))).toBeNull();
  });

  it.each([0, 2, '1', null, 1.5])('rejects version %s', (v) => {
    expect(parseMessage({ ...valid, v })).toBeNull();
  });

  it.each(FIXTURES)('rejects $name without the feedline marker', ({ message }) => {
    expect(parseMessage(without(message, 'source'))).toBeNull();
  });

  it.each(['Feedline', 'excalidraw', '', null, 1])('rejects source %s', (source) => {
    expect(parseMessage({ ...valid, source })).toBeNull();
  });

  it.each(['unknown', 'READY', 'Ready', '', 'toString', '__proto__', 'constructor'])(
    'rejects unknown type %j',
    (type) => {
      expect(parseMessage({ ...valid, type })).toBeNull();
    },
  );

  it.each([null, 1, true, {}, ['ready']])('rejects a type of %j', (type) => {
    expect(parseMessage({ ...valid, type })).toBeNull();
  });

  it('rejects a message without a type', () => {
    expect(parseMessage(without(valid, 'type'))).toBeNull();
  });
});

describe('parseMessage: fields', () => {
  it.each(FIXTURES)('rejects $name with an extra key', ({ message }) => {
    expect(parseMessage({ ...message, extra: true })).toBeNull();
    expect(parseMessage({ ...message, data: {} })).toBeNull();
  });

  it.each(FIXTURES)('rejects $name with an own __proto__ key', ({ message }) => {
    const data = JSON.parse(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(message).slice(1)}`);
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(parseMessage(data)).toBeNull();
  });

  for (const fixture of FIXTURES) {
    const required = fieldsOf(fixture).filter((key) => !fixture.optional?.includes(key));
    const fields = fieldsOf(fixture);

    if (required.length > 0) {
      it.each(required)(`rejects ${fixture.name} without %s`, (key) => {
        expect(parseMessage(without(fixture.message, key))).toBeNull();
      });
    }

    it.each(fields)(`rejects ${fixture.name} with %s of a wrong type`, (key) => {
      const value = (fixture.message as unknown as Record<string, unknown>)[key];
      const wrong = wrongTypes(value);
      expect(wrong.length).toBeGreaterThan(3);
      for (const candidate of wrong) {
        expect(
          parseMessage({ ...fixture.message, [key]: candidate }),
          JSON.stringify(candidate),
        ).toBeNull();
      }
    });
  }

  it.each(['', 'Dialog', 'open', 'reply', 'toString'])('rejects dialog subtype %j', (subtype) => {
    expect(parseMessage({ ...env, type: 'dialog', subtype, id: 'd-1' })).toBeNull();
  });

  it('rejects a dialog without a subtype', () => {
    expect(parseMessage({ ...env, type: 'dialog', id: 'd-1' })).toBeNull();
  });

  it('rejects the fields of one dialog subtype on another', () => {
    expect(
      parseMessage({ ...env, type: 'dialog', subtype: 'cancel', id: 'd-1', value: 'x' }),
    ).toBeNull();
    expect(
      parseMessage({ ...env, type: 'dialog', subtype: 'confirm', id: 'd-1', kind: 'prompt' }),
    ).toBeNull();
  });

  it.each(['alert', 'danger', 'Prompt', ''])('rejects dialog kind %j', (kind) => {
    const request = FIXTURES[1]!.message;
    expect(parseMessage({ ...request, kind })).toBeNull();
  });

  it('rejects an empty dialog id', () => {
    expect(parseMessage({ ...env, type: 'dialog', subtype: 'cancel', id: '' })).toBeNull();
  });

  it.each(['debug', 'danger', 'Success', ''])('rejects notification subtype %j', (subtype) => {
    expect(parseMessage({ ...env, type: 'notification', subtype, message: 'x' })).toBeNull();
  });

  it.each(['sidebar', 'notifications'])('%s: needs exactly one of collapsed or toggle', (type) => {
    expect(parseMessage({ ...env, type })).toBeNull();
    expect(parseMessage({ ...env, type, collapsed: true, toggle: true })).toBeNull();
    expect(parseMessage({ ...env, type, toggle: false })).toBeNull();
    expect(parseMessage({ ...env, type, collapsed: 'true' })).toBeNull();
    expect(parseMessage({ ...env, type, collapsed: true, toggle: undefined })).toBeNull();
  });

  it.each([
    ['negative', -1],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('rejects a %s layout or scroll number', (_name, value) => {
    const layout = { ...env, type: 'layout', scrollTop: 0, innerWidth: 800, innerHeight: 600 };
    expect(parseMessage({ ...layout, scrollTop: value })).toBeNull();
    expect(parseMessage({ ...layout, innerWidth: value })).toBeNull();
    expect(parseMessage({ ...layout, innerHeight: value })).toBeNull();
    expect(parseMessage({ ...env, type: 'scroll', top: value })).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects an invoice count of %s',
    (count) => {
      expect(parseMessage({ ...env, type: 'invoices', overdue: true, count })).toBeNull();
    },
  );

  it('accepts an invoice count of zero', () => {
    expect(parseMessage({ ...env, type: 'invoices', overdue: false, count: 0 })).not.toBeNull();
  });

  it.each([
    ['an empty event', { event: '' }],
    ['nested object properties', { event: 'e', properties: { a: { b: 1 } } }],
    ['array properties', { event: 'e', properties: ['a'] }],
    ['array property values', { event: 'e', properties: { a: [1] } }],
    ['non-finite property values', { event: 'e', properties: { a: Number.NaN } }],
    ['undefined property values', { event: 'e', properties: { a: undefined } }],
  ])('rejects planhat with %s', (_name, fields) => {
    expect(parseMessage({ ...env, type: 'planhat', ...fields })).toBeNull();
  });

  it.each([
    '*',
    'null',
    '',
    'https://app.example.com/',
    'https://app.example.com/path',
    'HTTPS://app.example.com',
    'app.example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://app.example.com:443',
  ])('rejects origin %j', (origin) => {
    expect(parseMessage({ ...env, type: 'origin', origin })).toBeNull();
  });

  it.each(['http://localhost:3000', 'https://app.example.com:8443', 'http://[::1]:3000'])(
    'accepts origin %j',
    (origin) => {
      expect(parseMessage({ ...env, type: 'origin', origin })).not.toBeNull();
    },
  );
});

describe('directions', () => {
  it.each(FIXTURES)('$name travels $direction only', ({ message, direction }) => {
    const isFrameToShell = direction === 'frame-to-shell';
    expect(isFrameToShellMessage(message)).toBe(isFrameToShell);
    expect(isShellToFrameMessage(message)).toBe(!isFrameToShell);
    expect(parseFrameToShellMessage(message) !== null).toBe(isFrameToShell);
    expect(parseShellToFrameMessage(message) !== null).toBe(!isFrameToShell);
  });

  it('rejects invalid data in both directions', () => {
    expect(parseFrameToShellMessage({ type: 'ready', hasContent: true })).toBeNull();
    expect(parseShellToFrameMessage({ type: 'layout' })).toBeNull();
  });
});

describe('createMessage', () => {
  it('adds the version and marker to a body', () => {
    expect(createMessage({ type: 'ready', hasContent: false })).toEqual({
      v: 1,
      source: 'feedline',
      type: 'ready',
      hasContent: false,
    });
  });

  it('produces messages that parse', () => {
    const message = createMessage({ type: 'dialog', subtype: 'confirm', id: 'a', value: 'b' });
    expect(parseMessage(message)).toEqual(message);
  });
});

describe('parseMessage: open', () => {
  it.each([
    'https://evil.test/data-view/site/1',
    '//evil.test/data-view/site/1',
    '/\\evil.test/data-view/site/1',
    'javascript:alert(1)',
    'data-view/site/1',
    '/data-view/site/1#top',
    '/data-view/site/1\n',
    `/${'a'.repeat(8000)}`,
    '',
  ])("rejects the path %j: only a path of the frame's own origin", (path) => {
    expect(parseMessage({ ...env, type: 'open', path })).toBeNull();
  });

  it.each(['/data-view/site/1?stage=channel&stageId=2&_locale=fr', '/site/3', '/'])(
    'accepts the path %j',
    (path) => {
      expect(parseMessage({ ...env, type: 'open', path })).not.toBeNull();
    },
  );
});
