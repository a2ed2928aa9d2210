// Ports a test or bench server may listen on. Browsers and Node's fetch refuse to connect to the
// Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking) — 5060/5061 (SIP)
// and 4190 among them — so a random block of ports must avoid them; and a machine's own services
// (MySQL on 3306, PostgreSQL on 5432, Redis on 6379, NATS on 4222 …) must not be drawn either.
import { createServer } from 'node:net';

export const BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** Whether nothing listens on `port` of the loopback address now. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

/**
 * The first port of a random block of `size` consecutive ports, starting at `from` plus a multiple
 * of `step` below `from + span`, none of them (nor `extra` offsets from the first) blocked by
 * browsers or in use on the loopback address.
 */
export async function randomPortBlock({ from, span, step = size, size, extra = [] }) {
  const choices = Math.floor(span / step);
  const offsets = [...Array.from({ length: size }, (_, index) => index), ...extra];
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const first = from + Math.floor(Math.random() * choices) * step;
    const ports = offsets.map((offset) => first + offset);
    if (ports.some((port) => BLOCKED_PORTS.has(port))) continue;
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) return first;
  }
  throw new Error(
    `no block of ${size} free ports between ${from} and ${from + span} avoids blocked ports`,
  );
}
