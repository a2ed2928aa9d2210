import type { DesignerKind, DesignerTemplateInput } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, eq } from 'drizzle-orm';

const { designerTemplates } = schema;

export type DesignerTemplateRow = typeof designerTemplates.$inferSelect;

export async function findTemplate(
  db: Executor,
  siteId: number,
  kind: DesignerKind,
): Promise<DesignerTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(designerTemplates)
    .where(and(eq(designerTemplates.siteId, siteId), eq(designerTemplates.kind, kind)));
  return row;
}

/** Saves the site's template of this designer, replacing the one saved before. */
export async function upsertTemplate(
  db: Executor,
  target: { siteId: number; kind: DesignerKind; userId: number },
  input: DesignerTemplateInput,
): Promise<DesignerTemplateRow> {
  const values = {
    name: input.name,
    background: input.background,
    layers: input.layers,
    updatedAt: new Date(),
    updatedBy: target.userId,
  };
  const [row] = await db
    .insert(designerTemplates)
    .values({ siteId: target.siteId, kind: target.kind, ...values })
    .onConflictDoUpdate({ target: [designerTemplates.siteId, designerTemplates.kind], set: values })
    .returning();
  return row!;
}
