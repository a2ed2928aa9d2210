// Sign-in attempts on two api processes share one count (Redis): wrong attempts sent at the same
// moment, half to each process, never reach the password check beyond the limit.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, readForm } from '../apps/api/test/identity-fixtures/browser';
import { servicesAnswer, startTestCluster, type TestCluster } from './cluster-fixture';

/** LOGIN_MAX_ATTEMPTS's default: failures allowed per client address and e-mail. */
const LIMIT = 10;
const ATTEMPTS = 24;

let cluster: TestCluster;

describe.runIf(servicesAnswer)('the sign-in throttle of two api processes', () => {
  beforeAll(async () => {
    cluster = await startTestCluster();
  });
  afterAll(() => cluster?.close());

  /** Cookies of one browser: what each answer set, sent back with the next request. */
  function cookieJar() {
    const cookies = new Map<string, string>();
    return {
      take(response: Response) {
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
      },
      header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
  }

  /** A sign-in page opened through nginx as the shell starts one: its form and cookies. */
  async function openSignIn(client: string) {
    const jar = cookieJar();
    const query = new URLSearchParams({
      client_id: 'feedline-shell',
      redirect_uri: `${cluster.publicUrl}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile email offline_access api',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    let location = `${cluster.url}/oidc/auth?${query}`;
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: jar.header(), 'x-forwarded-for': client },
      });
      jar.take(response);
      const next = response.headers.get('location');
      if (!next) return { jar, form: readForm(await response.text()) };
      location = new URL(next, cluster.url).toString();
    }
    throw new Error('the sign-in page was not reached');
  }

  it('lets no more concurrent wrong attempts through than the limit, whichever process takes them', async () => {
    // A client address and an e-mail of this run only: Redis outlives the cluster.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const email = `throttle-${randomBytes(4).toString('hex')}@acme.test`;
    const pages = await Promise.all(Array.from({ length: ATTEMPTS }, () => openSignIn(client)));
    const answers = await Promise.all(
      pages.map(({ jar, form }, index) => {
        // Half to each process, directly (the form's path on its port), all at once.
        const { port } = cluster.processes[index % 2]!;
        const action = new URL(form.action, cluster.url);
        return fetch(`http://127.0.0.1:${port}${action.pathname}${action.search}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': client,
          },
          body: new URLSearchParams({ ...form.fields, email, password: 'wrong' }).toString(),
        });
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ATTEMPTS - LIMIT);
  });
});
