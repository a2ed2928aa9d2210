import type { Invoice } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { desc, eq } from 'drizzle-orm';

const { invoices } = schema;

/** Unpaid and past its due date at `now`. */
export const isOverdue = (invoice: { paidAt: Date | null; dueAt: Date }, now: Date) =>
  invoice.paidAt === null && invoice.dueAt.getTime() < now.getTime();

/** An organisation's invoices, newest first. */
export async function listInvoices(
  db: Executor,
  accountId: number,
  now = new Date(),
): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    amount: row.amount,
    currency: row.currency,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    overdue: isOverdue(row, now),
  }));
}
