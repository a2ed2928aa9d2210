import {
  EMPTY_SSO_AUTHENTICATION,
  EMPTY_SSO_SETTINGS,
  ENFORCE_TYPE,
  isValidSubdomain,
  SSO_PARAM_KEYS,
  SSO_STATUS,
  type EnforceDomainReason,
  type SsoAuthentication,
  type SsoSettings,
  type SubdomainCheck,
} from '@feedline/contracts';
import type { Db } from '@feedline/db';
import type { SsoConfig } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { parseIdpMetadata, type MetadataProblem } from '../../saml/metadata';
import { insertAuditEvent } from '../activity/activity.service';
import { requireSettingsAccess, type SettingsScope } from '../accounts/account-settings.service';
import { parseDomains, PUBLIC_MAIL_DOMAINS } from './domains';
import {
  findSsoRow,
  isSubdomainTaken,
  listEnforcedSettings,
  listMembersInDomains,
  updateSsoStatus,
  upsertAuthentication,
  type SsoRow,
} from './sso.repository';
import { ssoAddressesOf } from './sso-addresses';

export interface SsoDeps {
  db: Db;
  sso: SsoConfig;
}

const invalid = (status: number, message: string, name: string, key: string, reason?: string) =>
  new HttpError(status, 'validation-failed', message, {
    invalidParams: [{ name, key, ...(reason ? { reason } : {}) }],
  });

/** The settings the SSO page shows (spec §3); Inactive with nothing else when none exist. */
export function toSettings(config: SsoConfig, row: SsoRow | undefined): SsoSettings {
  if (!row) return EMPTY_SSO_SETTINGS;
  const addresses = row.subdomain ? ssoAddressesOf(config, row.subdomain) : undefined;
  return {
    status: row.status as SsoSettings['status'],
    subdomain: row.subdomain,
    enforceType: row.enforceType as SsoSettings['enforceType'],
    enforceDomains: row.enforceDomains,
    entityId: row.idpEntityId,
    endpointUrl: row.endpointUrl,
    loginUrl: addresses?.loginUrl ?? null,
    spMetadataUrl: addresses?.entityId ?? null,
    certificates: row.signingCerts.map(({ subject, notAfter, fingerprint256 }) => ({
      subject,
      notAfter,
      fingerprint256,
    })),
  };
}

export async function getSettings(deps: SsoDeps, scope: SettingsScope): Promise<SsoSettings> {
  requireSettingsAccess(scope);
  return toSettings(deps.sso, await findSsoRow(deps.db, scope.account.id));
}

export async function getAuthentication(
  deps: SsoDeps,
  scope: SettingsScope,
): Promise<SsoAuthentication> {
  requireSettingsAccess(scope);
  const row = await findSsoRow(deps.db, scope.account.id);
  // None added yet: the empty, Inactive one (the wizard starts from it; no error to report).
  if (!row?.subdomain) return EMPTY_SSO_AUTHENTICATION;
  return {
    idpId: row.idpId,
    status: row.status === SSO_STATUS.Inactive ? 0 : 1,
    subdomain: row.subdomain,
    metadata: row.metadata ?? '',
  };
}

/** available: no other organisation holds it; valid: it can be a subdomain (spec §3). */
export async function checkSubdomain(
  db: Db,
  subdomain: string,
  ownAccountId?: number,
): Promise<SubdomainCheck> {
  const valid = isValidSubdomain(subdomain);
  const available = valid && !(await isSubdomainTaken(db, subdomain, ownAccountId));
  return { available, valid };
}

/** Problems of a missing entity id or endpoint leave the metadata incomplete; others incorrect. */
const metadataKeyOf = (problem: MetadataProblem) =>
  problem === 'entity-id-missing' || problem === 'endpoint-missing'
    ? SSO_PARAM_KEYS.metadataIncomplete
    : SSO_PARAM_KEYS.metadataIncorrect;

/**
 * The add wizard's finish and the edit's save: the server parses the metadata again (never the
 * browser's parse), checks the subdomain, and stores both with status Configured (spec §4).
 */
export async function saveAuthentication(
  deps: SsoDeps,
  scope: SettingsScope,
  input: { idpId: string; status: 0 | 1; subdomain: string; metadata: string },
): Promise<SsoAuthentication> {
  requireSettingsAccess(scope);
  const accountId = scope.account.id;
  const subdomain = input.subdomain.trim();
  if (subdomain === '') {
    throw invalid(400, 'The subdomain is missing', 'subdomain', SSO_PARAM_KEYS.subdomainMissing);
  }
  if (!isValidSubdomain(subdomain)) {
    throw invalid(400, 'The subdomain is not valid', 'subdomain', SSO_PARAM_KEYS.subdomainInvalid);
  }
  if (input.metadata.trim() === '') {
    throw invalid(400, 'The metadata is missing', 'metadata', SSO_PARAM_KEYS.metadataMissing);
  }
  const parsed = parseIdpMetadata(input.metadata, { allowLoopback: deps.sso.allowLoopbackIdp });
  if (!parsed.ok) {
    throw invalid(400, parsed.message, 'metadata', metadataKeyOf(parsed.problem), parsed.problem);
  }
  const uniqueSubdomain = () =>
    invalid(409, 'Another organisation uses this subdomain', 'subdomain', 'unique-subdomain');
  if (await isSubdomainTaken(deps.db, subdomain, accountId)) throw uniqueSubdomain();
  const { metadata } = parsed;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findSsoRow(tx, accountId);
      await upsertAuthentication(tx, accountId, {
        idpId: input.idpId || metadata.entityId,
        subdomain,
        metadata: input.metadata,
        idpEntityId: metadata.entityId,
        endpointUrl: metadata.endpointUrl,
        binding: metadata.binding,
        signingCerts: metadata.certificates,
      });
      await insertAuditEvent(tx, {
        accountId,
        userId: scope.user.id,
        action: before?.subdomain ? 'sso.authentication-updated' : 'sso.authentication-added',
        targetType: 'sso',
        targetId: subdomain,
        data: {
          subdomain,
          entityId: metadata.entityId,
          endpointUrl: metadata.endpointUrl,
          previousStatus: before?.status ?? SSO_STATUS.Inactive,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueSubdomain();
    throw error;
  }
  return {
    idpId: input.idpId || metadata.entityId,
    status: 1,
    subdomain,
    metadata: input.metadata,
  };
}

/** The status changes the SSO page makes (spec §4), and the step back from Enforced. */
const TRANSITIONS: Record<number, readonly number[]> = {
  [SSO_STATUS.Configured]: [SSO_STATUS.Enabled],
  [SSO_STATUS.Enabled]: [SSO_STATUS.Enforced, SSO_STATUS.Configured],
  [SSO_STATUS.Enforced]: [SSO_STATUS.Enabled],
};

/** Checks the domains to enforce: host names, nobody's public mail, no other organisation's. */
async function checkEnforceDomains(db: Db, accountId: number, raw: string | null) {
  const reject = (reason: EnforceDomainReason) =>
    invalid(
      400,
      `SSO cannot be enforced for these domains (${reason})`,
      'enforceDomains',
      SSO_PARAM_KEYS.enforceDomains,
      reason,
    );
  const domains = parseDomains(raw ?? '');
  if (!domains) throw reject('invalid-domain');
  if (domains.some((domain) => PUBLIC_MAIL_DOMAINS.has(domain))) throw reject('public-domain');
  const others = (await listEnforcedSettings(db)).filter((row) => row.accountId !== accountId);
  const taken = new Set(others.flatMap((row) => parseDomains(row.enforceDomains ?? '') ?? []));
  if (domains.some((domain) => taken.has(domain))) throw reject('domain-taken');
  return domains;
}

/**
 * PUT accounts/{accountId}/sso (spec §7): changes the status along the SSO steps only (no skipping
 * from Inactive to Enforced); Enforced carries the enforce type and domains. One transaction with
 * its audit event.
 */
export async function updateSettings(
  deps: SsoDeps,
  scope: SettingsScope,
  input: { status: number; enforceType: number; enforceDomains: string | null },
): Promise<SsoSettings> {
  requireSettingsAccess(scope);
  const accountId = scope.account.id;
  const row = await findSsoRow(deps.db, accountId);
  const from = row?.status ?? SSO_STATUS.Inactive;
  if (row && from === input.status && from !== SSO_STATUS.Enforced)
    return toSettings(deps.sso, row);
  if (!row || !(TRANSITIONS[from] ?? []).includes(input.status)) {
    throw new HttpError(409, 'conflict', `SSO cannot go from status ${from} to ${input.status}`, {
      key: 'sso-invalid-transition',
    });
  }
  let next = { status: input.status, enforceType: -1, enforceDomains: null as string | null };
  if (input.status === SSO_STATUS.Enforced) {
    if (input.enforceType !== ENFORCE_TYPE.Company) {
      throw invalid(400, 'Only Company enforcement is offered', 'enforceType', 'enforce-type');
    }
    const domains = await checkEnforceDomains(deps.db, accountId, input.enforceDomains);
    next = { ...next, enforceType: ENFORCE_TYPE.Company, enforceDomains: domains.join(',') };
  }
  await deps.db.transaction(async (tx) => {
    await updateSsoStatus(tx, accountId, next);
    await insertAuditEvent(tx, {
      accountId,
      userId: scope.user.id,
      action: 'sso.status-changed',
      targetType: 'sso',
      targetId: row.subdomain,
      data: { from, to: next.status, enforceDomains: next.enforceDomains },
    });
  });
  return toSettings(deps.sso, await findSsoRow(deps.db, accountId));
}

/** The members who would lose password login if SSO were enforced for these domains. */
export async function previewEnforcement(deps: SsoDeps, scope: SettingsScope, raw: string) {
  requireSettingsAccess(scope);
  const domains = parseDomains(raw);
  if (!domains) {
    throw invalid(400, 'Not a domain', 'domains', SSO_PARAM_KEYS.enforceDomains, 'invalid-domain');
  }
  return { domains, members: await listMembersInDomains(deps.db, scope.account.id, domains) };
}
