import { createHash, randomUUID } from 'node:crypto';
import {
  createIdpEntity,
  createSpEntity,
  NAME_ID_FORMAT,
  responseTemplate,
  SamlLib,
  STATUS_SUCCESS,
  type IdpEntityOptions,
  type ResponseTags,
} from './saml';
import type { DemoIdpNameIdMode, DemoIdpResponseInput, DemoIdpSigning, DemoIdpUser } from './types';

const MINUTE_MS = 60_000;
const CONDITIONS_SKEW_MS = MINUTE_MS;
const ASSERTION_LIFETIME_MS = 5 * MINUTE_MS;
const SESSION_LIFETIME_MS = 8 * 60 * MINUTE_MS;

export interface ResponseContext extends IdpEntityOptions {
  users: DemoIdpUser[];
  signing: DemoIdpSigning;
  nameIdMode: DemoIdpNameIdMode;
}

/** A fresh XML ID (NCName: must not start with a digit). */
export function newId(): string {
  return `_${randomUUID()}`;
}

/**
 * A stable opaque identifier for this IdP and e-mail address, so the same person gets the same
 * persistent NameID every time (also across restarts with the same entity id).
 */
export function persistentNameId(entityId: string, email: string): string {
  return createHash('sha256').update(`${entityId}\n${email.toLowerCase()}`).digest('hex');
}

function displayNameFor(users: DemoIdpUser[], email: string): string {
  const lower = email.toLowerCase();
  const user = users.find((candidate) => candidate.email.toLowerCase() === lower);
  return user?.name ?? email.split('@')[0] ?? email;
}

function responseTags(context: ResponseContext, input: DemoIdpResponseInput): ResponseTags {
  const overrides = input.overrides ?? {};
  const now = overrides.issueInstant ?? new Date();
  const notOnOrAfter = (
    overrides.notOnOrAfter ?? new Date(now.getTime() + ASSERTION_LIFETIME_MS)
  ).toISOString();
  const nameIdMode = overrides.nameIdMode ?? context.nameIdMode;
  const isEmailNameId = nameIdMode === 'email';
  return {
    ID: newId(),
    AssertionID: overrides.assertionId ?? newId(),
    IssueInstant: now.toISOString(),
    Destination: overrides.destination ?? input.acsUrl,
    InResponseTo: input.inResponseTo,
    Issuer: overrides.issuer ?? context.entityId,
    StatusCode: STATUS_SUCCESS,
    NameIDFormat: isEmailNameId ? NAME_ID_FORMAT.email : NAME_ID_FORMAT.persistent,
    NameID: isEmailNameId ? input.email : persistentNameId(context.entityId, input.email),
    SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
    SubjectRecipient: overrides.recipient ?? input.acsUrl,
    ConditionsNotBefore: (
      overrides.notBefore ?? new Date(now.getTime() - CONDITIONS_SKEW_MS)
    ).toISOString(),
    ConditionsNotOnOrAfter: notOnOrAfter,
    Audience: overrides.audience ?? input.audience,
    AuthnInstant: now.toISOString(),
    SessionIndex: newId(),
    SessionNotOnOrAfter: (
      overrides.sessionNotOnOrAfter ?? new Date(now.getTime() + SESSION_LIFETIME_MS)
    ).toISOString(),
    attrEmail: input.email,
    attrMail: input.email,
    attrDisplayName: displayNameFor(context.users, input.email),
  };
}

/** The IdP entity that signs: the demo IdP's own, or one with a test's other key. */
function signingEntityOptions(
  context: ResponseContext,
  input: DemoIdpResponseInput,
): IdpEntityOptions {
  const overrides = input.overrides ?? {};
  if (!overrides.signWithKeyPem) return context;
  return {
    ...context,
    keyPair: {
      privateKeyPem: overrides.signWithKeyPem,
      certificatePem: overrides.signWithCertPem ?? context.keyPair.certificatePem,
    },
  };
}

/**
 * Builds a SAML Response (base64) with samlify: the template filled in, then the assertion and/or
 * the Response signed (RSA-SHA256, exclusive c14n, enveloped) as `signing` says.
 */
export async function buildResponse(
  context: ResponseContext,
  idp: ReturnType<typeof createIdpEntity>,
  input: DemoIdpResponseInput,
): Promise<string> {
  const tags = responseTags(context, input);
  const signing = input.overrides?.signing ?? context.signing;
  const signingIdp = input.overrides?.signWithKeyPem
    ? createIdpEntity(signingEntityOptions(context, input))
    : idp;
  const fill = (template: string) => ({
    id: tags.ID,
    context: SamlLib.replaceTagsByValue(template, { ...tags }),
  });
  if (signing === 'none') {
    return Buffer.from(fill(responseTemplate(signingIdp)).context, 'utf8').toString('base64');
  }
  const sp = createSpEntity(input.audience, input.acsUrl, signing);
  // The template callback sets InResponseTo itself, so samlify needs nothing from the request.
  const result = await signingIdp.createLoginResponse(
    sp,
    { extract: {} },
    'post',
    { email: input.email },
    { customTagReplacement: fill },
  );
  return result.context;
}
