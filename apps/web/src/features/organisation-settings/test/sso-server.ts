import type { SsoAuthentication, SsoSettings, SubdomainCheck } from '@feedline/contracts';
import { EMPTY_SSO_AUTHENTICATION } from '@feedline/contracts/sso-constants';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, demoHandlers } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { idpMetadata } from './idp-metadata';

export const SETTINGS_PATH = '/organisation-settings/account/1';

/** Acme's SSO settings at a status (a complete set-up from Configured on). */
export function ssoSettings(status: SsoSettings['status'], overrides: Partial<SsoSettings> = {}) {
  const isSetUp = status > 0;
  return {
    status,
    subdomain: isSetUp ? 'acme' : null,
    enforceType: status === 3 ? 1 : -1,
    enforceDomains: status === 3 ? 'acme.test' : null,
    entityId: isSetUp ? 'https://idp.acme.test/saml' : null,
    endpointUrl: isSetUp ? 'https://idp.acme.test/saml/sso' : null,
    loginUrl: isSetUp ? 'http://acme.sso.localhost:3000/' : null,
    spMetadataUrl: isSetUp ? 'http://localhost:3000/api/sso/acme/metadata' : null,
    certificates: isSetUp
      ? [
          {
            subject: 'CN=idp.acme.test',
            notAfter: '2099-01-01T00:00:00.000Z',
            fingerprint256: 'AA:BB',
          },
        ]
      : [],
    ...overrides,
  } satisfies SsoSettings;
}

export const ACME_AUTHENTICATION: SsoAuthentication = {
  idpId: 'idp-1',
  status: 1,
  subdomain: 'acme',
  metadata: idpMetadata(),
};

export const refusal = (
  status: number,
  invalidParams: { name: string; key: string; reason?: string }[],
) =>
  HttpResponse.json(
    {
      statusCode: status,
      code: status === 409 ? 'conflict' : status === 429 ? 'rate-limited' : 'bad-request',
      message: 'refused',
      invalidParams,
    },
    { status },
  );

const serverError = () =>
  HttpResponse.json({ statusCode: 500, code: 'internal', message: 'failed' }, { status: 500 });

export interface SsoServerOptions {
  settings?: SsoSettings | 'fail';
  /** 'none': none added yet (the API's empty authentication); 'fail': the fetch fails. */
  authentication?: SsoAuthentication | 'none' | 'fail';
  /** The answer of a settings PUT (default: the body echoed onto the settings). */
  putSettings?: (body: Record<string, unknown>) => Response;
  putAuthentication?: (body: Record<string, unknown>) => Response;
  check?: (subdomain: string) => SubdomainCheck | Response;
  members?: { name: string; email: string }[];
  extra?: HttpHandler[];
}

/** Acme's SSO endpoints, recording every call the screens make. */
export function ssoServer({
  settings = ssoSettings(0),
  authentication = 'none',
  putSettings,
  putAuthentication,
  check = () => ({ valid: true, available: true }),
  members = [],
  extra = [],
}: SsoServerOptions = {}) {
  const calls = {
    settingsPuts: [] as Record<string, unknown>[],
    authenticationPuts: [] as Record<string, unknown>[],
    checks: [] as { subdomain: string | null; accountId: string | null }[],
    previews: [] as (string | null)[],
  };
  let current = settings;
  server.use(
    ...extra,
    http.get(apiPath('/accounts/1/sso'), () =>
      current === 'fail'
        ? HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 })
        : HttpResponse.json(current),
    ),
    http.put(apiPath('/accounts/1/sso'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.settingsPuts.push(body);
      if (putSettings) return putSettings(body);
      current = { ...(current === 'fail' ? ssoSettings(0) : current), ...body } as SsoSettings;
      return HttpResponse.json(current);
    }),
    http.get(apiPath('/accounts/1/sso/enforce-preview'), ({ request }) => {
      const domains = new URL(request.url).searchParams.get('domains');
      calls.previews.push(domains);
      return HttpResponse.json({ domains: domains ? [domains] : [], members });
    }),
    http.get(apiPath('/accounts/1/sso/authentication'), () =>
      authentication === 'fail'
        ? serverError()
        : HttpResponse.json(authentication === 'none' ? EMPTY_SSO_AUTHENTICATION : authentication),
    ),
    http.put(apiPath('/accounts/1/sso/authentication'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.authenticationPuts.push(body);
      return putAuthentication
        ? putAuthentication(body)
        : HttpResponse.json({ ...body, idpId: body.idpId || 'idp-new' });
    }),
    http.get(apiPath('/sso/check-subdomain'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      calls.checks.push({ subdomain: search.get('subdomain'), accountId: search.get('accountId') });
      const answer = check(search.get('subdomain') ?? '');
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    ...demoHandlers(),
  );
  return calls;
}
