import { schema, type Db } from '@feedline/db';
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import { errors, type Adapter, type AdapterConstructor, type AdapterPayload } from 'oidc-provider';

const table = schema.oidcPayloads;

/**
 * Models whose single use is a security property: a second `consume` of the same row means two
 * requests raced with one code or refresh token, and only the first may win.
 */
const SINGLE_USE = new Set(['AuthorizationCode', 'RefreshToken']);

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * oidc-provider's storage in the `oidc_payloads` table (one row per model instance, keyed by
 * model name and id), through Drizzle, so it works on PGlite and PostgreSQL alike and every api
 * process sees the same sessions, grants and tokens.
 */
export function createDbAdapter(db: Db): AdapterConstructor {
  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    private notExpired(): SQL {
      return or(isNull(table.expiresAt), gt(table.expiresAt, new Date()))!;
    }

    private async findOne(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: table.payload, consumedAt: table.consumedAt })
        .from(table)
        .where(and(eq(table.type, this.model), condition, this.notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: stringOrNull(payload.grantId),
        userCode: stringOrNull(payload.userCode),
        uid: stringOrNull(payload.uid),
        expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(table)
        .values({ id, type: this.model, ...values })
        .onConflictDoUpdate({ target: [table.type, table.id], set: values });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(table.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(table.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(table.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      const consumed = await db
        .update(table)
        .set({ consumedAt: new Date() })
        .where(and(eq(table.type, this.model), eq(table.id, id), isNull(table.consumedAt)))
        .returning({ id: table.id });
      if (consumed.length === 0 && SINGLE_USE.has(this.model)) {
        throw new errors.InvalidGrant(`${this.model} already used or revoked`);
      }
    }

    async destroy(id: string): Promise<void> {
      await db.delete(table).where(and(eq(table.type, this.model), eq(table.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(table).where(and(eq(table.type, this.model), eq(table.grantId, grantId)));
    }
  };
}

/**
 * Whether the grant an access token was issued under still exists: signing out and revoking
 * delete it (and its tokens), so its absence is the revocation record every api process sees.
 */
export async function isGrantActive(db: Db, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.type, 'Grant'),
        eq(table.id, grantId),
        or(isNull(table.expiresAt), gt(table.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Deletes rows that expired more than `graceMs` ago; expired rows are already invisible to `find`. */
export async function purgeExpiredPayloads(db: Db, graceMs = 60 * 60_000): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(lt(table.expiresAt, new Date(Date.now() - graceMs)))
    .returning({ id: table.id });
  return deleted.length;
}
