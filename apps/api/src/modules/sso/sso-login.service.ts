import { SSO_STATUS } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import type { SsoConfig } from '../../config';
import { checkLoginResponse, type SamlFailure } from '../../saml/login-response';
import { issueLoginTicket, redeemLoginTicket, requestStore } from '../../saml/saml-store';
import { serviceProviderFor, spMetadataXml } from '../../saml/service-provider';
import { insertAuditEvent } from '../activity/activity.service';
import { isMemberOf } from '../access/access.service';
import { findUserByEmail } from '../users/users.service';
import { domainOfEmail, parseDomains } from './domains';
import { findSsoRowBySubdomain, listEnforcedSettings, type SsoRow } from './sso.repository';

export interface SsoLoginDeps {
  db: Db;
  sso: SsoConfig;
}

/** A row whose identity provider is complete enough to sign in with. */
export type LoginTarget = SsoRow & { subdomain: string; idpEntityId: string; endpointUrl: string };

const isComplete = (row: SsoRow | undefined): row is LoginTarget =>
  Boolean(row?.subdomain && row.idpEntityId && row.endpointUrl && row.signingCerts.length > 0);

/** The organisation of an SSO subdomain, once its SSO is Enabled or Enforced (spec §4). */
export async function findLoginTarget(db: Db, subdomain: string): Promise<LoginTarget | undefined> {
  const row = await findSsoRowBySubdomain(db, subdomain.toLowerCase());
  return isComplete(row) && row.status >= SSO_STATUS.Enabled ? row : undefined;
}

/** The SP metadata XML of an organisation that has added its identity provider. */
export async function findSpMetadata(deps: SsoLoginDeps, subdomain: string) {
  const row = await findSsoRowBySubdomain(deps.db, subdomain.toLowerCase());
  return isComplete(row) ? spMetadataXml(deps.sso, row.subdomain) : undefined;
}

/** The organisation that enforces SSO for this e-mail's domain, if any (spec §4 Enforce). */
export async function findEnforcingTarget(db: Db, email: string) {
  const domain = domainOfEmail(email);
  const row = (await listEnforcedSettings(db)).find((setting) =>
    (parseDomains(setting.enforceDomains ?? '') ?? []).includes(domain),
  );
  return row?.subdomain ? { accountId: row.accountId, subdomain: row.subdomain } : undefined;
}

/** The address of the organisation's identity provider with a new AuthnRequest for the interaction. */
export async function startLogin(
  deps: SsoLoginDeps,
  target: LoginTarget,
  interactionUid: string,
): Promise<
  | { binding: 'HTTP-Redirect'; url: string }
  | { binding: 'HTTP-POST'; url: string; fields: Record<string, string> }
> {
  const sp = serviceProviderFor(
    deps.sso,
    target,
    requestStore(deps.db, target.accountId, interactionUid),
  );
  if (target.binding === 'HTTP-POST') {
    const message = await sp.getAuthorizeMessageAsync('', undefined, {});
    const fields = Object.fromEntries(
      Object.entries(message).map(([name, value]) => [name, String(value)]),
    );
    return { binding: 'HTTP-POST', url: target.endpointUrl, fields };
  }
  return { binding: 'HTTP-Redirect', url: await sp.getAuthorizeUrlAsync('', undefined, {}) };
}

export type ConsumeResult =
  | { ok: true; interactionUid: string; ticket: string }
  | { ok: false; reason: SamlFailure; detail: string };

/**
 * The consumer URL's work: checks the response (saml/login-response.ts), then that the e-mail is
 * an active member of this organisation (no provisioning: docs/adr/0020), and leaves a one-time
 * ticket for the interaction. Every outcome is an audit event of the organisation.
 */
export async function consumeResponse(
  deps: SsoLoginDeps,
  target: LoginTarget,
  samlResponse: string,
  client: { ip: string },
): Promise<ConsumeResult> {
  const check = await checkLoginResponse(deps, target, samlResponse);
  if (!check.ok) return refuse(deps, target, check, client);
  const user = await findUserByEmail(deps.db, check.email);
  if (!user?.isActive || !(await isMemberOf(deps.db, user, target.accountId))) {
    return refuse(
      deps,
      target,
      {
        reason: 'not-a-member',
        detail: `${check.email} is not an active member of the organisation`,
        email: check.email,
      },
      client,
    );
  }
  const ticket = await deps.db.transaction(async (tx) => {
    await insertAuditEvent(tx, {
      accountId: target.accountId,
      userId: user.id,
      action: 'sso.login-succeeded',
      targetType: 'sso',
      targetId: target.subdomain,
      data: { email: check.email, ip: client.ip },
    });
    return issueLoginTicket(tx, {
      interactionUid: check.interactionUid,
      accountId: target.accountId,
      userId: user.id,
    });
  });
  return { ok: true, interactionUid: check.interactionUid, ticket };
}

/** A refused login: its audit event, with the reason and the address when there was one. */
async function refuse(
  deps: SsoLoginDeps,
  target: LoginTarget,
  refused: { reason: SamlFailure; detail: string; email?: string },
  client: { ip: string },
): Promise<ConsumeResult> {
  await insertAuditEvent(deps.db, {
    accountId: target.accountId,
    userId: null,
    action: 'sso.login-failed',
    targetType: 'sso',
    targetId: target.subdomain,
    data: {
      reason: refused.reason,
      detail: refused.detail.slice(0, 300),
      email: refused.email ?? null,
      ip: client.ip,
    },
  });
  return { ok: false, reason: refused.reason, detail: refused.detail };
}

/** Redeems the consumer URL's ticket in the interaction it was issued for. */
export const redeemTicket = redeemLoginTicket;

/** A password sign-in refused because the organisation enforces SSO for the address. */
export async function recordPasswordLoginRefused(
  db: Db,
  target: { accountId: number; subdomain: string },
  email: string,
): Promise<void> {
  await insertAuditEvent(db, {
    accountId: target.accountId,
    userId: null,
    action: 'sso.password-login-refused',
    targetType: 'sso',
    targetId: target.subdomain,
    data: { email },
  });
}
