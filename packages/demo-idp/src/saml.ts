import { createRequire } from 'node:module';
import type * as Samlify from 'samlify';
import type { DemoIdpKeyPair, DemoIdpSigning } from './types';

// samlify is CommonJS and re-exports SamlLib through getters that Node's ESM import cannot see
// (`import * as samlify` has no SamlLib under plain Node, only under bundlers), so load it as
// CommonJS everywhere.
const samlify = createRequire(import.meta.url)('samlify') as typeof Samlify;

const { Constants } = samlify;

export const NAME_ID_FORMAT = {
  email: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  persistent: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
} as const;

const ATTRIBUTE_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const PASSWORD_PROTECTED_TRANSPORT =
  'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';

/*
 * samlify insists on an XML schema validator before it parses anything. This IdP only reads the
 * AuthnRequest's ID, Issuer and AssertionConsumerServiceURL (each checked in authn-request.ts) and
 * trusts any SP that asks, so a validator that accepts everything is acceptable here; the SP that
 * consumes our responses (node-saml in Feedline) does its own strict validation. The setting is
 * global to samlify, which nothing else in Feedline uses.
 */
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped: demo IdP') });

/**
 * The Response template. samlify fills the `{Tag}`s (XML-escaped; a tag whose value is undefined
 * drops its attribute, so an unsolicited response has no InResponseTo) and puts each Signature
 * right after the Issuer of what it signs, as the schema requires.
 */
const RESPONSE_TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer>' +
  '<samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status>' +
  '<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer>' +
  '<saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID>' +
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
  '<saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"/>' +
  '</saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}">' +
  '<saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction>' +
  '</saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{AuthnInstant}" SessionIndex="{SessionIndex}" SessionNotOnOrAfter="{SessionNotOnOrAfter}">' +
  `<saml:AuthnContext><saml:AuthnContextClassRef>${PASSWORD_PROTECTED_TRANSPORT}</saml:AuthnContextClassRef></saml:AuthnContext>` +
  '</saml:AuthnStatement>' +
  '{AttributeStatement}' +
  '</saml:Assertion></samlp:Response>';

/** Attribute name → template tag (samlify names the tag `attr` + capitalised valueTag). */
const ATTRIBUTES = [
  { name: 'email', valueTag: 'email' },
  { name: 'mail', valueTag: 'mail' },
  { name: 'displayName', valueTag: 'displayName' },
].map((attribute) => ({
  ...attribute,
  nameFormat: ATTRIBUTE_NAME_FORMAT,
  valueXsiType: 'xs:string',
}));

export interface ResponseTags {
  ID: string;
  AssertionID: string;
  IssueInstant: string;
  Destination: string;
  InResponseTo: string | undefined;
  Issuer: string;
  StatusCode: string;
  NameIDFormat: string;
  NameID: string;
  SubjectConfirmationDataNotOnOrAfter: string;
  SubjectRecipient: string;
  ConditionsNotBefore: string;
  ConditionsNotOnOrAfter: string;
  Audience: string;
  AuthnInstant: string;
  SessionIndex: string;
  SessionNotOnOrAfter: string;
  attrEmail: string;
  attrMail: string;
  attrDisplayName: string;
}

export const STATUS_SUCCESS = Constants.StatusCode.Success;

export interface IdpEntityOptions {
  entityId: string;
  ssoUrl: string;
  keyPair: DemoIdpKeyPair;
}

export function createIdpEntity(options: IdpEntityOptions): Samlify.IdentityProviderInstance {
  return samlify.IdentityProvider({
    entityID: options.entityId,
    privateKey: options.keyPair.privateKeyPem,
    signingCert: options.keyPair.certificatePem,
    wantAuthnRequestsSigned: false,
    nameIDFormat: [NAME_ID_FORMAT.email, NAME_ID_FORMAT.persistent],
    singleSignOnService: [
      { Binding: Constants.namespace.binding.redirect, Location: options.ssoUrl },
    ],
    loginResponseTemplate: { context: RESPONSE_TEMPLATE, attributes: ATTRIBUTES },
  });
}

/**
 * The SP as samlify sees it when it signs a response for it. samlify decides what to sign from the
 * SP's wishes: WantAssertionsSigned signs the assertion, wantMessageSigned (or not wanting signed
 * assertions) signs the Response.
 */
export function createSpEntity(
  entityId: string,
  acsUrl: string,
  signing: Exclude<DemoIdpSigning, 'none'>,
): Samlify.ServiceProviderInstance {
  return samlify.ServiceProvider({
    entityID: entityId,
    assertionConsumerService: [{ Binding: Constants.namespace.binding.post, Location: acsUrl }],
    wantAssertionsSigned: signing !== 'response',
    wantMessageSigned: signing !== 'assertion',
  });
}

/** Stands for "whichever SP sent this AuthnRequest": only used to read unsigned requests. */
export const ANY_SP = samlify.ServiceProvider({ entityID: 'urn:feedline:demo-idp:any-sp' });

/** The login response template with the attribute statement already expanded. */
export function responseTemplate(idp: Samlify.IdentityProviderInstance): string {
  const template = idp.entitySetting.loginResponseTemplate?.context;
  if (typeof template !== 'string') throw new Error('demo-idp: no login response template');
  return template;
}

export const { SamlLib } = samlify;
