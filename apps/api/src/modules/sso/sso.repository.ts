import { schema, type Executor, type SsoSigningCert } from '@feedline/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

const { ssoSettings, accountMembers, users } = schema;

export type SsoRow = typeof ssoSettings.$inferSelect;

export async function findSsoRow(db: Executor, accountId: number): Promise<SsoRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
  return row;
}

export async function findSsoRowBySubdomain(
  db: Executor,
  subdomain: string,
): Promise<SsoRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.subdomain, subdomain));
  return row;
}

/** Whether another organisation than `exceptAccountId` holds the subdomain. */
export async function isSubdomainTaken(
  db: Executor,
  subdomain: string,
  exceptAccountId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: ssoSettings.accountId })
    .from(ssoSettings)
    .where(
      exceptAccountId === undefined
        ? eq(ssoSettings.subdomain, subdomain)
        : and(eq(ssoSettings.subdomain, subdomain), ne(ssoSettings.accountId, exceptAccountId)),
    );
  return row !== undefined;
}

export interface AuthenticationWrite {
  idpId: string;
  subdomain: string;
  metadata: string;
  idpEntityId: string;
  endpointUrl: string;
  binding: string;
  signingCerts: SsoSigningCert[];
}

/**
 * Saves the identity provider of the add wizard or the edit screen: the status becomes Configured
 * and an enforcement ends (spec §4). Inside the caller's transaction.
 */
export async function upsertAuthentication(
  db: Executor,
  accountId: number,
  input: AuthenticationWrite,
): Promise<void> {
  const values = {
    ...input,
    status: 1,
    enforceType: -1,
    enforceDomains: null,
    updatedAt: new Date(),
  };
  await db
    .insert(ssoSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: ssoSettings.accountId, set: values });
}

export async function updateSsoStatus(
  db: Executor,
  accountId: number,
  input: { status: number; enforceType: number; enforceDomains: string | null },
): Promise<void> {
  await db
    .update(ssoSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(ssoSettings.accountId, accountId));
}

/** Every enforced Company setting: few rows, matched against an e-mail's domain by the caller. */
export async function listEnforcedSettings(db: Executor) {
  return db
    .select({
      accountId: ssoSettings.accountId,
      subdomain: ssoSettings.subdomain,
      enforceDomains: ssoSettings.enforceDomains,
    })
    .from(ssoSettings)
    .where(and(eq(ssoSettings.status, 3), eq(ssoSettings.enforceType, 1)));
}

/** Members of the organisation whose e-mail address ends in `@domain` for one of the domains. */
export async function listMembersInDomains(db: Executor, accountId: number, domains: string[]) {
  if (domains.length === 0) return [];
  const domainOf = sql<string>`lower(split_part(${users.email}, '@', 2))`;
  return db
    .select({ name: users.name, email: users.email })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        sql`${domainOf} in (${sql.join(
          domains.map((domain) => sql`${domain}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(users.email));
}
