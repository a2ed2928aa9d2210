export type DemoIdpSigning = 'assertion' | 'response' | 'both' | 'none';
export type DemoIdpNameIdMode = 'email' | 'attribute';

export interface DemoIdpUser {
  email: string;
  name: string;
}

export interface DemoIdpKeyPair {
  privateKeyPem: string;
  certificatePem: string;
}

export interface DemoIdpOptions {
  /** Default '127.0.0.1'; only loopback addresses are accepted. */
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** Who may sign in. */
  users: DemoIdpUser[];
  /** One password for all demo users (demo data uses 'feedline-demo'). */
  password: string;
  /** Default `${baseUrl}/metadata`. */
  entityId?: string;
  /** Else an RSA-2048 key and a self-signed certificate are generated at start. */
  keyPair?: DemoIdpKeyPair;
  /** How the response is signed: 'assertion' (default), 'response', 'both', or 'none' (to test that an SP refuses it). */
  signing?: DemoIdpSigning;
  /** NameID format: email NameID (default) or a persistent opaque NameID with the e-mail in a `mail`/`email` attribute. */
  nameIdMode?: DemoIdpNameIdMode;
}

/** What a test may change to build a response that a strict SP must refuse. */
export interface DemoIdpResponseOverrides {
  signing?: DemoIdpSigning;
  /** Sign with another key (an SP that trusts only the IdP's certificate must refuse it). */
  signWithKeyPem?: string;
  /** The certificate put in KeyInfo with `signWithKeyPem` (default: the IdP's own). */
  signWithCertPem?: string;
  issuer?: string;
  destination?: string;
  recipient?: string;
  audience?: string;
  notBefore?: Date;
  /** Applies to both Conditions and SubjectConfirmationData. */
  notOnOrAfter?: Date;
  issueInstant?: Date;
  sessionNotOnOrAfter?: Date;
  nameIdMode?: DemoIdpNameIdMode;
  assertionId?: string;
}

export interface DemoIdpResponseInput {
  /** Need not be one of `users`: a test may sign in a stranger. */
  email: string;
  /** Left out = an unsolicited (IdP-initiated) response. */
  inResponseTo?: string;
  acsUrl: string;
  /** The SP entity id. */
  audience: string;
  overrides?: DemoIdpResponseOverrides;
}

export interface DemoIdp {
  /** Base URL, e.g. http://127.0.0.1:43211 */
  url: string;
  entityId: string;
  /** `${url}/sso` (HTTP-Redirect binding, AuthnRequest in SAMLRequest query, RelayState kept). */
  ssoUrl: string;
  /** EntityDescriptor + IDPSSODescriptor with a signing KeyDescriptor and SingleSignOnService (HTTP-Redirect) at ssoUrl. */
  metadataXml: string;
  certificatePem: string;
  /**
   * Builds a signed SAMLResponse (base64) for tests, without a browser: for the given AuthnRequest
   * id, ACS URL and SP entity id (audience). Overrides let a test make bad ones that a strict SP must refuse.
   */
  createResponse(input: DemoIdpResponseInput): Promise<string>;
  close(): Promise<void>;
}
