import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from './safe-fetch-address';
import { FetchProblem, probeUrl, safeFetch, safeFetchForTests } from './safe-fetch';

interface TestServer {
  port: number;
  origin: string;
  /** TCP connections accepted, so a test can show that a refused fetch never connected. */
  connections: number;
  requests: IncomingHttpHeaders[];
}

const servers: Server[] = [];

async function startServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<TestServer> {
  const server = createServer((request, response) => {
    state.requests.push(request.headers);
    handle(request, response);
  });
  const state: TestServer = { port: 0, origin: '', connections: 0, requests: [] };
  server.on('connection', () => state.connections++);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  return state;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const local = { allowPrivateNetworks: true };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '100.64.0.1',
    '0.0.0.0',
    '::',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::7f00:1',
    '::a00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('safeFetch', () => {
  it('streams the body of an allowed address', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-length': '12' });
      response.write('id,title\n');
      setImmediate(() => response.end('1,a'));
    });
    const response = await safeFetch(`${server.origin}/feed.csv`, local);
    expect(response).toMatchObject({
      url: `${server.origin}/feed.csv`,
      status: 200,
      contentType: 'text/csv',
      contentLength: 12,
    });
    expect((await readAll(response.body)).toString()).toBe('id,title\n1,a');
    expect(server.requests[0]?.['user-agent']).toBe('Feedline feed importer');
  });

  it('connects a name to the address it resolved to', async () => {
    const server = await startServer((request, response) => response.end(request.headers.host));
    const response = await safeFetch(`http://localhost:${server.port}/`, local);
    expect((await readAll(response.body)).toString()).toBe(`localhost:${server.port}`);
  });

  it.each(['127.0.0.1:PORT', 'localhost:PORT', '[::1]:PORT', '2130706433:PORT', '0x7f.1:PORT'])(
    'refuses http://%s before connecting',
    async (host) => {
      const server = await startServer((_request, response) => response.end('secret'));
      const url = `http://${host.replace('PORT', String(server.port))}/`;
      await expect(safeFetch(url)).rejects.toMatchObject({ code: 'blocked-address' });
      expect(server.connections).toBe(0);
    },
  );

  it.each([
    '0177.0.0.1:PORT',
    '[::ffff:127.0.0.1]:PORT',
    '0.0.0.0:PORT',
    '169.254.169.254',
    '10.0.0.1',
    '192.168.0.1',
    '100.64.0.1',
    '[fe80::1]',
    '[fd00::1]',
    '[::]',
    '224.0.0.1',
  ])('refuses http://%s', async (host) => {
    const server = await startServer((_request, response) => response.end('secret'));
    const url = `http://${host.replace('PORT', String(server.port))}/latest/meta-data/`;
    const problem = await safeFetch(url).catch((error: unknown) => error);
    expect(problem).toBeInstanceOf(FetchProblem);
    expect(problem).toMatchObject({ code: 'blocked-address' });
    expect(server.connections).toBe(0);
  });

  it.each(['http://127.0.0.1:PORT/', 'http://169.254.169.254/latest/meta-data/'])(
    'refuses a redirect from an allowed address to %s',
    async (target) => {
      const blocked = await startServer((_request, response) => response.end('secret'));
      const allowed = await startServer((_request, response) => {
        response.writeHead(302, { location: target.replace('PORT', String(blocked.port)) });
        response.end();
      });
      // Only the first server's port passes; everything else gets the real policy.
      const fetchFromFirst = safeFetchForTests(
        (address, url) => url.port === String(allowed.port) || isPublicAddress(address),
      );
      await expect(fetchFromFirst(`${allowed.origin}/feed`)).rejects.toMatchObject({
        code: 'blocked-address',
      });
      expect(allowed.requests).toHaveLength(1);
      expect(blocked.connections).toBe(0);
    },
  );

  it('follows redirects, keeping custom headers within the origin only', async () => {
    const other = await startServer((_request, response) => response.end('moved feed'));
    const first = await startServer((request, response) => {
      const location = request.url === '/old' ? '/new' : `${other.origin}/feed`;
      response.writeHead(request.url === '/old' ? 301 : 307, { location });
      response.end();
    });
    const headers = { authorization: 'Bearer secret', 'if-none-match': '"v1"' };
    const response = await safeFetch(`${first.origin}/old`, { ...local, headers });
    expect(response.url).toBe(`${other.origin}/feed`);
    expect((await readAll(response.body)).toString()).toBe('moved feed');
    expect(first.requests.map((sent) => sent.authorization)).toEqual([
      'Bearer secret',
      'Bearer secret',
    ]);
    expect(other.requests[0]?.authorization).toBeUndefined();
    expect(other.requests[0]?.['if-none-match']).toBeUndefined();
  });

  it('gives up after maxRedirects', async () => {
    const server = await startServer((request, response) => {
      response.writeHead(302, { location: `${request.url}x` });
      response.end();
    });
    await expect(
      safeFetch(`${server.origin}/`, { ...local, maxRedirects: 2 }),
    ).rejects.toMatchObject({ code: 'too-many-redirects' });
    expect(server.requests).toHaveLength(3);
  });

  it('times out when the server accepts but never answers', async () => {
    const server = await startServer(() => {});
    const started = Date.now();
    await expect(
      safeFetch(server.origin, { ...local, headersTimeoutMs: 300 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
  });

  it('fails the body when it stalls', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200);
      response.write('partial');
    });
    const response = await safeFetch(server.origin, { ...local, idleTimeoutMs: 300 });
    await expect(readAll(response.body)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('does not count a slow reader as a stalled server', async () => {
    const server = await startServer((_request, response) => response.end(Buffer.alloc(2 ** 20)));
    const response = await safeFetch(server.origin, { ...local, idleTimeoutMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readAll(response.body)).length).toBe(2 ** 20);
  });

  it('fails a body that drips past totalTimeoutMs', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200);
      const drip = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(drip));
    });
    const response = await safeFetch(server.origin, { ...local, totalTimeoutMs: 400 });
    await expect(readAll(response.body)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('rejects with the reason of an aborted signal', async () => {
    let onRequest = () => {};
    const requested = new Promise<void>((resolve) => (onRequest = resolve));
    const server = await startServer(() => onRequest());
    const controller = new AbortController();
    const fetching = safeFetch(server.origin, { ...local, signal: controller.signal });
    await requested;
    controller.abort(new Error('user cancelled'));
    await expect(fetching).rejects.toThrow('user cancelled');
  });

  it('refuses a Content-Length over maxBytes before reading', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.end(Buffer.alloc(1000));
    });
    await expect(safeFetch(server.origin, { ...local, maxBytes: 100 })).rejects.toMatchObject({
      code: 'too-large',
      message: `The feed at 127.0.0.1:${server.port} is larger than 100 bytes`,
    });
  });

  it('fails a chunked body once it grows past maxBytes', async () => {
    const server = await startServer((_request, response) => {
      for (let chunk = 0; chunk < 10; chunk++) response.write(Buffer.alloc(100));
      response.end();
    });
    const response = await safeFetch(server.origin, { ...local, maxBytes: 500 });
    await expect(readAll(response.body).then((body) => body.length)).rejects.toMatchObject({
      code: 'too-large',
    });
  });

  it('counts decompressed bytes against maxBytes', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 2 ** 20));
    expect(bomb.length).toBeLessThan(2 ** 20);
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length });
      response.end(bomb);
    });
    const response = await safeFetch(server.origin, { ...local, maxBytes: 2 ** 20 });
    await expect(readAll(response.body).then((body) => body.length)).rejects.toMatchObject({
      code: 'too-large',
    });
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ] as const)('decodes a %s body', async (encoding, compress) => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-encoding': encoding });
      response.end(compress(Buffer.from('<rss>feed</rss>')));
    });
    const response = await safeFetch(server.origin, local);
    expect((await readAll(response.body)).toString()).toBe('<rss>feed</rss>');
    expect(response.contentLength).toBeUndefined();
  });

  it('reports a non-2xx status', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(404);
      response.end('no such feed');
    });
    const problem = await safeFetch(`${server.origin}/feed`, local).catch((error) => error);
    expect(problem).toMatchObject({ code: 'http-status', status: 404 });
    expect((problem as Error).message).toContain(`127.0.0.1:${server.port}`);
  });

  it('returns 304 for a conditional request', async () => {
    const server = await startServer((request, response) => {
      response.writeHead(request.headers['if-none-match'] === '"v1"' ? 304 : 200);
      response.end();
    });
    const response = await safeFetch(server.origin, {
      ...local,
      headers: { 'If-None-Match': '"v1"' },
    });
    expect(response.status).toBe(304);
    expect((await readAll(response.body)).length).toBe(0);
  });

  it('reports a refused connection', async () => {
    const server = await startServer(() => {});
    const closed = server.port;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    await expect(safeFetch(`http://127.0.0.1:${closed}/`, local)).rejects.toMatchObject({
      code: 'connection',
    });
  });

  it('reports a host that does not exist', async () => {
    await expect(safeFetch('http://does-not-exist.invalid/feed')).rejects.toMatchObject({
      code: 'dns',
    });
  });

  it.each([
    ['ftp://example.com/feed.csv', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['not a url', 'bad-url'],
  ])('refuses %s', async (url, code) => {
    await expect(safeFetch(url)).rejects.toMatchObject({ code });
  });

  it('refuses credentials in the URL without echoing the password', async () => {
    const problem = await safeFetch('https://shop:hunter2@example.com/feed').catch((e) => e);
    expect(problem).toMatchObject({ code: 'bad-url' });
    expect((problem as Error).message).toContain('example.com');
    expect((problem as Error).message).not.toContain('hunter2');
  });
});

describe('probeUrl', () => {
  it('reads at most the first 64 KiB and closes', async () => {
    let finished: boolean | undefined;
    const server = await startServer(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.on('close', () => (finished = response.writableFinished));
      for (let sent = 0; sent < 32 && !response.destroyed; sent++) {
        if (!response.write(Buffer.alloc(2 ** 20, 'a'))) {
          await Promise.race([once(response, 'drain'), once(response, 'close')]);
        }
      }
      response.end();
    });
    const probe = await probeUrl(`${server.origin}/big.xml`, local);
    expect(probe).toMatchObject({ status: 200, contentType: 'application/xml' });
    expect(probe.head.length).toBe(64 * 1024);
    await vi.waitFor(() => expect(finished).toBe(false));
  });

  it('applies the same address checks', async () => {
    const server = await startServer((_request, response) => response.end('secret'));
    await expect(probeUrl(server.origin)).rejects.toMatchObject({ code: 'blocked-address' });
    expect(server.connections).toBe(0);
  });
});
