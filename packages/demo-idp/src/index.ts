import { createServer, type Server } from 'node:http';
import { isIP } from 'node:net';
import { assertUsableKeyPair, generateKeyPair } from './keys';
import { PendingRequests } from './pending-requests';
import { buildResponse, type ResponseContext } from './response';
import { createIdpEntity } from './saml';
import { createRequestListener, type IdpServerState, type PendingSignIn } from './server';
import type { DemoIdp, DemoIdpKeyPair, DemoIdpOptions } from './types';

export { generateKeyPair } from './keys';
export type {
  DemoIdp,
  DemoIdpKeyPair,
  DemoIdpNameIdMode,
  DemoIdpOptions,
  DemoIdpResponseInput,
  DemoIdpResponseOverrides,
  DemoIdpSigning,
  DemoIdpUser,
} from './types';

const PENDING_CAPACITY = 1000;
const PENDING_TTL_MS = 10 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('demo-idp: the server has no TCP address'));
        return;
      }
      resolve(address.port);
    });
  });
}

function validateOptions(options: DemoIdpOptions, host: string): void {
  if (!isLoopback(host)) {
    throw new Error(`demo-idp: refusing to listen on ${host}; only loopback addresses are allowed`);
  }
  if (options.users.length === 0) throw new Error('demo-idp: at least one user is needed');
  if (!options.password) throw new Error('demo-idp: a password is needed');
}

/** Everything the routes need, once the IdP's URLs are known. */
function createState(
  options: DemoIdpOptions,
  base: { entityId: string; ssoUrl: string; keyPair: DemoIdpKeyPair },
): IdpServerState {
  const idp = createIdpEntity(base);
  const context: ResponseContext = {
    ...base,
    users: options.users,
    signing: options.signing ?? 'assertion',
    nameIdMode: options.nameIdMode ?? 'email',
  };
  const pending = new PendingRequests<PendingSignIn>({
    capacity: PENDING_CAPACITY,
    ttlMs: PENDING_TTL_MS,
  });
  return {
    idp,
    pending,
    users: options.users,
    password: options.password,
    metadataXml: idp.getMetadata(),
    createResponse: (input) => buildResponse(context, idp, input),
  };
}

/**
 * Starts a SAML 2.0 identity provider (Web Browser SSO profile, HTTP-Redirect in, HTTP-POST out)
 * on a loopback port, for the demo and for tests.
 */
export async function startDemoIdp(options: DemoIdpOptions): Promise<DemoIdp> {
  const host = options.host ?? '127.0.0.1';
  validateOptions(options, host);
  const keyPair = options.keyPair ?? (await generateKeyPair('Feedline demo identity provider'));
  assertUsableKeyPair(keyPair);

  // Filled in once the server knows its port, which the entity id and the metadata need.
  const ready: { state?: IdpServerState } = {};
  const server = createServer(createRequestListener(() => ready.state));
  const port = await listen(server, host, options.port ?? 0);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const entityId = options.entityId ?? `${url}/metadata`;
  const ssoUrl = `${url}/sso`;
  let state: IdpServerState;
  try {
    state = createState(options, { entityId, ssoUrl, keyPair });
  } catch (error) {
    server.close();
    throw error;
  }
  ready.state = state;
  const sweeper = setInterval(() => state.pending.sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      clearInterval(sweeper);
      state.pending.clear();
      server.close((error) => (error ? reject(error) : resolve()));
      // Keep-alive connections (fetch, browsers) would otherwise hold close() open.
      server.closeAllConnections();
    });
    return closing;
  };

  return {
    url,
    entityId,
    ssoUrl,
    metadataXml: state.metadataXml,
    certificatePem: keyPair.certificatePem,
    createResponse: state.createResponse,
    close,
  };
}
