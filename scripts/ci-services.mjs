#!/usr/bin/env node
// Finds PostgreSQL and Redis on loopback for CI. `detect` creates a fresh database and prints
// shell assignments for DATABASE_URL / REDIS_URL; `drop NAME` removes that database again.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';

const PG_ADMIN_URL = process.env.CI_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = { host: '127.0.0.1', port: 6379 };

function answers({ host, port }, probe) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      if (!probe) return done(true);
      socket.write(probe);
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    });
  });
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const [command, name] = process.argv.slice(2);
if (command === 'detect') {
  const lines = [];
  try {
    const db = `feedline_ci_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await withAdmin((client) => client.query(`create database ${db}`));
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${db}`;
    lines.push(`export DATABASE_URL='${url}'`);
  } catch (error) {
    console.error(`PostgreSQL not used: ${error.message}`);
  }
  if (await answers(REDIS, 'PING\r\n'))
    lines.push(`export REDIS_URL='redis://${REDIS.host}:${REDIS.port}'`);
  else console.error('Redis not used: nothing answers on 127.0.0.1:6379');
  console.log(lines.join('\n'));
} else if (command === 'drop' && /^feedline_ci_\w+$/.test(name ?? '')) {
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
} else {
  console.error('usage: ci-services.mjs detect | drop <feedline_ci_…>');
  process.exit(2);
}
