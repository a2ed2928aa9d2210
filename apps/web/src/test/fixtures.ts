import { EMPTY_SSO_SETTINGS } from '@feedline/contracts/sso-constants';
import type {
  Account,
  AccountSummary,
  AccountUser,
  Channel,
  CurrentUser,
  Feature,
  Paginated,
  Project,
  Site,
  SiteStatus,
} from '@feedline/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';

export const apiPath = (path: string) => `${window.location.origin}/api${path}`;

export const demoUser: CurrentUser = {
  id: 1,
  email: 'ada@acme.test',
  name: 'Ada Lovelace',
  language: 'en',
  emailVerified: true,
  isSales: false,
  isMaster: false,
  isAccountant: false,
  hasDenBoschAccess: false,
  hasCpAccess: false,
  twoFactorEnforced: false,
  twoFactorAuth: false,
  accountCount: 2,
};

export const acme: Account = {
  id: 1,
  company: 'Acme Corp',
  name: 'acme',
  projectCount: 2,
  isUserAdmin: true,
  clientType: null,
  forceTwoFactorAuth: false,
  businessTypes: [],
  verticals: [],
};

export const globex: Account = { ...acme, id: 2, company: 'Globex', name: 'globex' };

export const webshop: Project = {
  id: 10,
  name: 'Webshop',
  account: { id: 1, company: 'Acme Corp' },
  canWrite: true,
  siteCount: 2,
};

export const mainSite: Site = {
  id: 100,
  name: 'Main site',
  account: { id: 1, company: 'Acme Corp' },
  project: { id: 10, name: 'Webshop' },
  childSite: false,
  parentSiteId: null,
  canWrite: true,
  channelCount: 2,
};

export const childSite: Site = {
  ...mainSite,
  id: 101,
  name: 'Kids site',
  childSite: true,
  parentSiteId: 100,
};

export const mainSiteStatus: SiteStatus = {
  siteId: 100,
  isActive: true,
  importStatus: 'finished',
  lastImportAt: '2024-05-01T10:00:00.000Z',
  itemCount: 1234,
  errorCount: 3,
};

export const channels: Channel[] = [
  { id: 1000, name: 'Google Shopping' },
  { id: 1001, name: 'Meta catalogue' },
];

export function page<T>(data: T[]): Paginated<T> {
  return {
    data,
    meta: { totalPages: 1, totalCount: data.length, currentPage: 1, countPerPage: 100 },
    links: { first: '?page=1', last: '?page=1' },
  };
}

function summary({ id, company, name, projectCount, isUserAdmin }: Account): AccountSummary {
  return { id, company, name, projectCount, isUserAdmin };
}

export const forbidden = (key: string) =>
  HttpResponse.json({ statusCode: 403, code: 'forbidden', message: key, key }, { status: 403 });

/** Administrators per account id. */
export const demoAdmins: Record<number, AccountUser[]> = {
  1: [{ name: 'Olivia Owner', email: 'owner@acme.test' }],
  2: [
    { name: 'Olivia Owner', email: 'owner@acme.test' },
    { name: 'Gus Globex', email: 'gus@globex.test' },
  ],
};

export function featureList(keys: string[]): { data: Feature[] } {
  return { data: keys.map((key) => ({ key, name: key, permission: true })) };
}

export interface DemoOptions {
  user?: CurrentUser;
  accounts?: Account[];
  admins?: Record<number, AccountUser[]>;
  /** Available features of every account, project and site. */
  features?: string[];
}

/** The demo data set: Ada in Acme (Webshop with two sites) and Globex. */
export function demoHandlers({
  user = demoUser,
  accounts = [acme, globex],
  admins = demoAdmins,
  features = [],
}: DemoOptions = {}): HttpHandler[] {
  return [
    // The strip of every platform page; tests of announcements bring their own.
    http.get(apiPath('/announcements'), () => HttpResponse.json({ data: [] })),
    http.get(apiPath('/accounts/:accountId/users'), ({ params, request }) =>
      new URL(request.url).searchParams.get('role') === 'admin'
        ? HttpResponse.json({ data: admins[Number(params.accountId)] ?? [] })
        : HttpResponse.json({ data: [] }),
    ),
    http.get(apiPath('/accounts/:accountId/features'), () =>
      HttpResponse.json(featureList(features)),
    ),
    http.get(apiPath('/projects/:projectId/features'), () =>
      HttpResponse.json(featureList(features)),
    ),
    http.get(apiPath('/sites/:siteId/features'), () => HttpResponse.json(featureList(features))),
    http.get(apiPath('/user'), () => HttpResponse.json(user)),
    http.get(apiPath('/accounts'), () => HttpResponse.json(page(accounts.map(summary)))),
    http.get(apiPath('/accounts/:accountId'), ({ params }) => {
      const account = accounts.find((candidate) => String(candidate.id) === params.accountId);
      return account
        ? HttpResponse.json(account)
        : HttpResponse.json(
            { statusCode: 404, code: 'not-found', message: 'unknown' },
            { status: 404 },
          );
    }),
    // No single sign-on set up (the details page reads whether it is enforced).
    http.get(apiPath('/accounts/:accountId/sso'), () => HttpResponse.json(EMPTY_SSO_SETTINGS)),
    http.get(apiPath('/accounts/:accountId/projects'), ({ params }) =>
      HttpResponse.json(page(params.accountId === '1' ? [webshop] : [])),
    ),
    http.get(apiPath('/projects/10'), () => HttpResponse.json(webshop)),
    http.get(apiPath('/projects/10/sites'), () => HttpResponse.json(page([mainSite, childSite]))),
    http.get(apiPath('/sites/100'), () => HttpResponse.json(mainSite)),
    http.get(apiPath('/sites/100/status'), () => HttpResponse.json(mainSiteStatus)),
    http.get(apiPath('/sites/100/channels'), () => HttpResponse.json(page(channels))),
  ];
}
