import { describe, expect, it } from 'vitest';
import type { Level } from '../../../lib/level';
import { buildMenu, MENU_ITEMS, type MenuItem, type Role } from './menu-items';
import {
  isMenuItemVisible,
  visibleMenuEntries,
  type MenuUser,
  type MenuVisibilityContext,
} from './menu-visibility';

const LEVELS: Level[] = ['top', 'account', 'project', 'site', 'channel'];
const NO_FLAGS: MenuUser = { isMaster: false, isSales: false, isAccountant: false };

const USERS: Record<string, MenuUser | undefined> = {
  none: undefined,
  plain: NO_FLAGS,
  master: { ...NO_FLAGS, isMaster: true },
  sales: { ...NO_FLAGS, isSales: true },
  accountant: { ...NO_FLAGS, isAccountant: true },
  'master+sales': { ...NO_FLAGS, isMaster: true, isSales: true },
};
const ROLE_SETS: (readonly Role[] | undefined)[] = [
  undefined,
  [],
  ['admin'],
  ['master'],
  ['admin', 'master'],
  ['sales'],
  ['accountant'],
  ['sales', 'accountant'],
  ['admin', 'sales', 'master', 'accountant'],
];
const RIGHTS: (MenuItem['right'] | undefined)[] = [undefined, 'write'];
/** absent: the item has no feature; on/off: the list has it available or not; unknown: not loaded. */
const FEATURE_STATES = ['absent', 'on', 'off', 'unknown'] as const;
const BOOLS = [false, true];

function context(
  overrides: Partial<MenuVisibilityContext> & Pick<MenuVisibilityContext, 'user'>,
): MenuVisibilityContext {
  return {
    isUserAdmin: false,
    projectCanWrite: false,
    siteCanWrite: false,
    availableFeatures: new Set(),
    deployment: 'production',
    ...overrides,
  };
}

function item(overrides: Partial<MenuItem> = {}): MenuItem {
  return { id: 'x', level: 'site', icon: 'dashboard', route: '/x', ...overrides };
}

/** Spec §6 restated as a table lookup, independent of the implementation's structure. */
function expected(
  level: Level,
  user: MenuUser | undefined,
  roles: readonly Role[],
  right: 'write' | undefined,
  feature: (typeof FEATURE_STATES)[number],
  isUserAdmin: boolean,
  projectCanWrite: boolean,
  siteCanWrite: boolean,
): boolean {
  if (user === undefined) return false;
  if (feature === 'off' || feature === 'unknown') return false;
  if (roles.length === 0 && right === undefined) return true;
  if (roles.includes('admin') && isUserAdmin) return true;
  if (right === 'write') {
    return {
      top: false,
      account: false,
      project: projectCanWrite,
      site: siteCanWrite,
      channel: siteCanWrite,
    }[level];
  }
  const flags: [Role, boolean][] = [
    ['master', user.isMaster],
    ['sales', user.isSales],
    ['accountant', user.isAccountant],
  ];
  return flags.some(([role, has]) => has && roles.includes(role));
}

describe('menu visibility matrix (level × user × roles × right × feature × admin × canWrite)', () => {
  it('matches spec §2.4/§6 in every combination', () => {
    let checked = 0;
    for (const level of LEVELS)
      for (const [, user] of Object.entries(USERS))
        for (const roles of ROLE_SETS)
          for (const right of RIGHTS)
            for (const feature of FEATURE_STATES)
              for (const isUserAdmin of BOOLS)
                for (const projectCanWrite of BOOLS)
                  for (const siteCanWrite of BOOLS) {
                    const subject = item({
                      level,
                      ...(roles ? { roles } : {}),
                      ...(right ? { right } : {}),
                      ...(feature === 'absent' ? {} : { feature: 'flag' }),
                    });
                    const ctx = context({
                      user,
                      isUserAdmin,
                      projectCanWrite,
                      siteCanWrite,
                      availableFeatures:
                        feature === 'unknown'
                          ? undefined
                          : new Set(feature === 'on' ? ['flag', 'other'] : ['other']),
                    });
                    const want = expected(
                      level,
                      user,
                      roles ?? [],
                      right,
                      feature,
                      isUserAdmin,
                      projectCanWrite,
                      siteCanWrite,
                    );
                    if (isMenuItemVisible(subject, ctx) !== want) {
                      throw new Error(
                        `level=${level} user=${JSON.stringify(user)} roles=${String(roles)} right=${String(
                          right,
                        )} feature=${feature} admin=${isUserAdmin} pw=${projectCanWrite} sw=${siteCanWrite}: expected ${want}`,
                      );
                    }
                    checked += 1;
                  }
    expect(checked).toBe(5 * 6 * 9 * 2 * 4 * 8);
  });
});

describe('menu visibility rules, one by one', () => {
  it('hides everything without a user', () => {
    expect(isMenuItemVisible(item(), context({ user: undefined }))).toBe(false);
  });

  it('shows an item without roles and rights to every user', () => {
    expect(isMenuItemVisible(item(), context({ user: NO_FLAGS }))).toBe(true);
    expect(isMenuItemVisible(item({ roles: [] }), context({ user: NO_FLAGS }))).toBe(true);
  });

  it('lets an organisation admin pass items that list admin', () => {
    const adminItem = item({ roles: ['admin', 'master'] });
    expect(isMenuItemVisible(adminItem, context({ user: NO_FLAGS, isUserAdmin: true }))).toBe(true);
    expect(isMenuItemVisible(adminItem, context({ user: NO_FLAGS }))).toBe(false);
    expect(
      isMenuItemVisible(
        item({ roles: ['master'] }),
        context({ user: NO_FLAGS, isUserAdmin: true }),
      ),
    ).toBe(false);
  });

  it('requires canWrite of the site at site and channel level, of the project at project level', () => {
    const write = (level: Level) => item({ level, right: 'write' });
    const user = NO_FLAGS;
    expect(isMenuItemVisible(write('site'), context({ user, siteCanWrite: true }))).toBe(true);
    expect(isMenuItemVisible(write('site'), context({ user, projectCanWrite: true }))).toBe(false);
    expect(isMenuItemVisible(write('channel'), context({ user, siteCanWrite: true }))).toBe(true);
    expect(isMenuItemVisible(write('project'), context({ user, projectCanWrite: true }))).toBe(
      true,
    );
    expect(isMenuItemVisible(write('project'), context({ user, siteCanWrite: true }))).toBe(false);
    expect(
      isMenuItemVisible(
        write('account'),
        context({ user, siteCanWrite: true, projectCanWrite: true }),
      ),
    ).toBe(false);
  });

  it('matches the master, sales and accountant flags against the listed roles', () => {
    const master = { ...NO_FLAGS, isMaster: true };
    expect(isMenuItemVisible(item({ roles: ['master'] }), context({ user: master }))).toBe(true);
    expect(isMenuItemVisible(item({ roles: ['sales'] }), context({ user: master }))).toBe(false);
    expect(
      isMenuItemVisible(
        item({ roles: ['accountant'] }),
        context({ user: { ...NO_FLAGS, isAccountant: true } }),
      ),
    ).toBe(true);
  });

  it('hides an item whose feature is unavailable, off, or not known yet', () => {
    const flagged = item({ feature: 'feedback_service_ui' });
    const user = NO_FLAGS;
    expect(
      isMenuItemVisible(
        flagged,
        context({ user, availableFeatures: new Set(['feedback_service_ui']) }),
      ),
    ).toBe(true);
    expect(isMenuItemVisible(flagged, context({ user, availableFeatures: new Set() }))).toBe(false);
    expect(isMenuItemVisible(flagged, context({ user, availableFeatures: undefined }))).toBe(false);
  });

  it('needs both the feature and the permission', () => {
    const both = item({ feature: 'shared_data_source', roles: ['admin', 'master'] });
    const features = new Set(['shared_data_source']);
    expect(isMenuItemVisible(both, context({ user: NO_FLAGS, availableFeatures: features }))).toBe(
      false,
    );
    expect(
      isMenuItemVisible(
        both,
        context({ user: NO_FLAGS, isUserAdmin: true, availableFeatures: new Set() }),
      ),
    ).toBe(false);
    expect(
      isMenuItemVisible(
        both,
        context({ user: NO_FLAGS, isUserAdmin: true, availableFeatures: features }),
      ),
    ).toBe(true);
  });
});

describe('the real menu per level', () => {
  const ids = { accountId: 1, projectId: 2, siteId: 3, channelId: 4 };
  const shown = (level: Level, ctx: MenuVisibilityContext) =>
    visibleMenuEntries(buildMenu(level, ids), ctx).map((entry) => entry.item.id);
  const everyFeature = new Set(
    MENU_ITEMS.flatMap((entry) => (entry.feature ? [entry.feature] : [])),
  );

  it('account level: a plain member sees no admin/master-only item', () => {
    expect(shown('account', context({ user: NO_FLAGS, availableFeatures: everyFeature }))).toEqual([
      'overview',
      'authentication',
    ]);
  });

  it('account level: an organisation admin and a master user see all of them', () => {
    const all = [
      'overview',
      'dashboard',
      'authentication',
      'user-management',
      'monitoring',
      'ftp',
      'activity',
      'shared-settings',
      'shared-datasource',
    ];
    expect(
      shown(
        'account',
        context({ user: NO_FLAGS, isUserAdmin: true, availableFeatures: everyFeature }),
      ),
    ).toEqual(all);
    expect(
      shown('account', context({ user: USERS.master, availableFeatures: everyFeature })),
    ).toEqual(all);
    // Monitoring and the shared data source need their feature (spec §2.4, §5).
    expect(shown('account', context({ user: USERS.master, availableFeatures: new Set() }))).toEqual(
      all.filter((id) => id !== 'shared-datasource' && id !== 'monitoring'),
    );
  });

  it('project level: sales users see only the unrestricted items', () => {
    expect(shown('project', context({ user: USERS.sales, projectCanWrite: true }))).toEqual([
      'overview',
      'authentication',
      'reporting',
    ]);
  });

  it('site level: feedbacks and new designer follow the site features', () => {
    const withFeatures = shown(
      'site',
      context({
        user: NO_FLAGS,
        availableFeatures: new Set(['feedback_service_ui', 'new_gen_image_designer']),
      }),
    );
    expect(withFeatures).toContain('feedbacks');
    expect(withFeatures).toContain('new-designer');
    const without = shown('site', context({ user: NO_FLAGS, availableFeatures: new Set() }));
    expect(without).not.toContain('feedbacks');
    expect(without).not.toContain('new-designer');
    expect(without).not.toContain('monitoring');
    expect(without).toHaveLength(17);
    expect(
      shown('site', context({ user: NO_FLAGS, availableFeatures: new Set(['monitoring']) })),
    ).toContain('monitoring');
  });

  it('site level: feedbacks is not offered on staging, even with its feature (spec §2.3)', () => {
    const allFeatures = new Set(['feedback_service_ui', 'new_gen_image_designer', 'monitoring']);
    const onStaging = shown(
      'site',
      context({ user: NO_FLAGS, availableFeatures: allFeatures, deployment: 'staging' }),
    );
    expect(onStaging).not.toContain('feedbacks');
    expect(onStaging).toContain('new-designer');
    expect(onStaging).toContain('monitoring');
    expect(shown('site', context({ user: NO_FLAGS, availableFeatures: allFeatures })).length).toBe(
      onStaging.length + 1,
    );
  });

  it('top and channel level: everything for any user, nothing without one', () => {
    expect(shown('top', context({ user: NO_FLAGS }))).toEqual(['back-to-projects']);
    expect(shown('channel', context({ user: NO_FLAGS }))).toEqual([
      'setup',
      'status',
      'order-columns',
    ]);
    for (const level of LEVELS) expect(shown(level, context({ user: undefined }))).toEqual([]);
  });
});
