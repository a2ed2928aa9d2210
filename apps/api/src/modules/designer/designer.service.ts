import type { DesignerKind, DesignerTemplate, DesignerTemplateInput } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { HttpError } from '../../lib/http-error';
import { insertAuditEvent } from '../activity/activity.service';
import { findTemplate, upsertTemplate, type DesignerTemplateRow } from './designer.repository';

/** What a designer starts from before its site saved a template: the price on a white image. */
export function defaultTemplate(siteId: number, kind: DesignerKind): DesignerTemplate {
  return {
    siteId,
    kind,
    name: 'Default',
    background: '#ffffff',
    layers: [
      {
        id: 'price',
        type: 'text',
        text: '{price} {currency}',
        x: 5,
        y: 85,
        fontSize: 32,
        color: '#ffffff',
        background: '#1f2937',
        bold: true,
      },
    ],
    updatedAt: null,
  };
}

const toTemplate = (row: DesignerTemplateRow): DesignerTemplate => ({
  siteId: row.siteId,
  kind: row.kind,
  name: row.name,
  background: row.background,
  layers: row.layers,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * 403 for a member who may only read the site. Its own key: `unauthorized-user` would tell the
 * shell that the identity has no Feedline user at all (spec §8) and end up on /unauthorized.
 */
export const writeAccessRequired = () =>
  new HttpError(403, 'forbidden', 'You have no write access to this site', {
    key: 'write-access-required',
  });

export async function readTemplate(db: Db, siteId: number, kind: DesignerKind) {
  const row = await findTemplate(db, siteId, kind);
  return row ? toTemplate(row) : defaultTemplate(siteId, kind);
}

interface SaveTarget {
  site: { id: number; account: { id: number }; canWrite: boolean };
  kind: DesignerKind;
  userId: number;
}

/** Saves a template (write access to the site needed) and records it in the organisation's activity. */
export async function saveTemplate(
  db: Db,
  { site, kind, userId }: SaveTarget,
  input: DesignerTemplateInput,
): Promise<DesignerTemplate> {
  if (!site.canWrite) throw writeAccessRequired();
  const row = await db.transaction(async (tx) => {
    const saved = await upsertTemplate(tx, { siteId: site.id, kind, userId }, input);
    await insertAuditEvent(tx, {
      accountId: site.account.id,
      siteId: site.id,
      userId,
      action: 'designer-template.saved',
      targetType: 'designer-template',
      targetId: String(saved.id),
      data: { kind, name: saved.name, layers: saved.layers.length },
    });
    return saved;
  });
  return toTemplate(row);
}
