import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import * as t from './schema';
import { seedDemoData } from './seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: 'pglite' });
  await handle.migrate();
  await seedDemoData(handle.db);
}, 120_000);
afterAll(() => handle.close());

const texts = () =>
  handle.db
    .select({
      en: t.announcements.headingEn,
      de: t.announcements.headingDe,
      fr: t.announcements.headingFr,
      labelFr: t.announcements.linkLabelFr,
    })
    .from(t.announcements)
    .orderBy(asc(t.announcements.id));

describe('the demo announcements', () => {
  it('speak English, German and French', async () => {
    expect(await texts()).toEqual([
      {
        en: 'Welcome to Feedline',
        de: 'Willkommen bei Feedline',
        fr: 'Bienvenue sur Feedline',
        labelFr: 'Premiers pas',
      },
      {
        en: 'Scheduled maintenance on Sunday',
        de: 'Geplante Wartung am Sonntag',
        fr: 'Maintenance prévue dimanche',
        labelFr: null,
      },
    ]);
  });

  it('get their German and French in a database seeded when they spoke English only', async () => {
    const before = await texts();
    await handle.db.update(t.announcements).set({
      headingDe: null,
      messageDe: null,
      linkLabelDe: null,
      headingFr: null,
      messageFr: null,
      linkLabelFr: null,
    });
    await handle.db.update(t.meta).set({ value: '3' }).where(eq(t.meta.key, 'demo_seed_version'));
    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
    expect(await texts()).toEqual(before);
  });
});
