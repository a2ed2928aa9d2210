import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree, randomPortBlock } from './ports.mjs';

const draws = (count: number, options: Parameters<typeof randomPortBlock>[0]) =>
  Promise.all(Array.from({ length: count }, () => randomPortBlock(options)));

describe('randomPortBlock', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  });

  it('never hands out a block that holds a port fetch refuses (5060, 5061)', async () => {
    // Two choices: 5050–5055, or 5060–5065 which holds SIP's ports.
    const firsts = new Set(await draws(100, { from: 5050, span: 20, step: 10, size: 6 }));
    expect([...firsts]).toEqual([5050]);
  });

  it('checks the extra offsets too', async () => {
    // 3658 + 1 = 3659 is blocked; 3656 + 2000 = 5656 is not.
    const firsts = new Set(
      await draws(100, { from: 3656, span: 4, step: 2, size: 2, extra: [2000] }),
    );
    expect([...firsts]).toEqual([3656]);
  });

  it('never hands out a block with a port something already listens on', async () => {
    // Two choices: the 3 ports below a busy one, or the block that holds the busy one. On a busy
    // machine a port below may be taken too (by a connection of another test): another busy port.
    let port = 0;
    for (let attempt = 0; attempt < 50 && port === 0; attempt += 1) {
      const busy = createServer();
      servers.push(busy);
      await new Promise<void>((done) => busy.listen({ port: 0, host: '127.0.0.1' }, done));
      const candidate = (busy.address() as { port: number }).port;
      const below = [candidate - 3, candidate - 2, candidate - 1];
      if ((await Promise.all(below.map(isPortFree))).every(Boolean)) port = candidate;
    }
    expect(port).toBeGreaterThan(0);
    const from = port - 3;
    const firsts = new Set(await draws(50, { from, span: 6, step: 3, size: 3 }));
    expect([...firsts]).toEqual([from]);
  });

  it('says so when no block is free', async () => {
    await expect(randomPortBlock({ from: 5060, span: 2, step: 1, size: 1 })).rejects.toThrow(
      /no block of 1 free ports/,
    );
  });
});
