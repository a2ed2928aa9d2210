import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import { DOMParser, MIME_TYPE, onWarningStopParsing } from '@xmldom/xmldom';
import type { Db } from '@feedline/db';
import type { SsoConfig } from '../config';
import { ssoAddressesOf } from '../modules/sso/sso-addresses';
import { rememberAssertion, requestStore } from './saml-store';
import { serviceProviderFor, type SpSettings } from './service-provider';

/** Why a SAML response was refused; each is an audit reason and a message on the error page. */
export const SAML_FAILURES = [
  'malformed',
  'bad-signature',
  'unknown-request',
  'wrong-audience',
  'wrong-issuer',
  'wrong-destination',
  'wrong-recipient',
  'expired',
  'not-yet-valid',
  'replayed',
  'idp-error',
  'no-email',
  'not-a-member',
  'invalid-response',
] as const;
export type SamlFailure = (typeof SAML_FAILURES)[number];

export type LoginCheck =
  | { ok: true; email: string; interactionUid: string; assertionId: string }
  | { ok: false; reason: SamlFailure; detail: string; email?: string };

/** A base64 SAMLResponse larger than this is not a login. */
const MAX_RESPONSE_CHARS = 512 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class Refused extends Error {
  constructor(
    readonly reason: SamlFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * node-saml reports its checks only as messages; this maps them to our reasons for the audit log
 * and the page (anything unknown stays `invalid-response`, which is refused all the same).
 */
function reasonOf(error: unknown): SamlFailure {
  if (error instanceof SamlStatusError) return 'idp-error';
  const message = error instanceof Error ? error.message : String(error);
  const rules: [RegExp, SamlFailure][] = [
    [/InResponseTo/i, 'unknown-request'],
    [/signature|signed/i, 'bad-signature'],
    [/audience/i, 'wrong-audience'],
    [/issuer/i, 'wrong-issuer'],
    [/expired/i, 'expired'],
    // The subject confirmation is only refused for its time window.
    [/subject confirmation/i, 'expired'],
    [/not yet valid/i, 'not-yet-valid'],
    [/parse|xml|not well-formed|Missing SAML assertion/i, 'malformed'],
  ];
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? 'invalid-response';
}

/** The response's Destination, when it names one, must be this organisation's consumer URL. */
function checkDestination(responseXml: string, consumerUrl: string) {
  const doc = new DOMParser({ onError: onWarningStopParsing }).parseFromString(
    responseXml,
    MIME_TYPE.XML_TEXT,
  );
  const destination = doc.documentElement?.getAttribute('Destination');
  if (destination && destination !== consumerUrl) {
    throw new Refused('wrong-destination', `The response is for ${destination}`);
  }
}

type AssertionObject = {
  Assertion?: {
    $?: { ID?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
    Subject?: {
      SubjectConfirmation?: { SubjectConfirmationData?: { $?: { Recipient?: string } }[] }[];
    }[];
  };
};

/** The signed assertion's subject confirmation must name this organisation's consumer URL. */
function checkRecipient(assertion: AssertionObject, consumerUrl: string) {
  const recipients = (assertion.Assertion?.Subject?.[0]?.SubjectConfirmation ?? []).map(
    (confirmation) => confirmation.SubjectConfirmationData?.[0]?.$?.Recipient,
  );
  if (!recipients.includes(consumerUrl)) {
    throw new Refused(
      'wrong-recipient',
      `The assertion is for ${recipients.join(', ') || 'nobody'}`,
    );
  }
}

/** The user's e-mail: an e-mail NameID, else the `email` or `mail` attribute. */
function emailOf(profile: Profile): string {
  const candidates = [profile.nameID, profile.email, profile.mail];
  const email = candidates.find(
    (value): value is string => typeof value === 'string' && EMAIL.test(value),
  );
  if (!email) throw new Refused('no-email', 'The assertion carries no e-mail address');
  return email.trim().toLowerCase();
}

/**
 * Checks a SAML response posted to an organisation's consumer URL, in order: node-saml (signature
 * by the organisation's identity provider, InResponseTo of a request of this organisation, issuer,
 * audience, time window with a small clock skew), then the destination and recipient, that the
 * assertion is new, and that it names an e-mail. Membership is the caller's (users module).
 */
export async function checkLoginResponse(
  deps: { db: Db; sso: SsoConfig },
  account: { accountId: number } & SpSettings,
  samlResponse: string,
): Promise<LoginCheck> {
  if (!samlResponse || samlResponse.length > MAX_RESPONSE_CHARS) {
    return { ok: false, reason: 'malformed', detail: 'No SAML response of a sensible size' };
  }
  const store = requestStore(deps.db, account.accountId);
  const { consumerUrl } = ssoAddressesOf(deps.sso, account.subdomain);
  try {
    const { profile } = await serviceProviderFor(
      deps.sso,
      account,
      store,
    ).validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!profile?.getSamlResponseXml || !profile.getAssertion) {
      throw new Refused('invalid-response', 'The response carries no login');
    }
    // node-saml compares the issuer of logout messages only: the assertion's is ours to check.
    if (profile.issuer !== account.idpEntityId) {
      throw new Refused(
        'wrong-issuer',
        `The assertion was issued by ${profile.issuer ?? 'nobody'}`,
      );
    }
    checkDestination(profile.getSamlResponseXml(), consumerUrl);
    const assertion = profile.getAssertion() as AssertionObject;
    checkRecipient(assertion, consumerUrl);
    const interactionUid = store.claimedInteraction();
    if (!interactionUid) throw new Refused('replayed', 'The request was answered already');
    const assertionId = assertion.Assertion?.$?.ID ?? '';
    const notOnOrAfter = Date.parse(assertion.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
    const keepUntil = new Date(
      Math.max(Number.isNaN(notOnOrAfter) ? 0 : notOnOrAfter, Date.now()) + 10 * 60_000,
    );
    const isNew =
      assertionId !== '' &&
      (await rememberAssertion(deps.db, account.accountId, profile.issuer, assertionId, keepUntil));
    if (!isNew) throw new Refused('replayed', 'The assertion was used already');
    return { ok: true, email: emailOf(profile), interactionUid, assertionId };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, detail: error.message };
    return {
      ok: false,
      reason: reasonOf(error),
      detail: error instanceof Error ? error.message : 'The response is not valid',
    };
  }
}
