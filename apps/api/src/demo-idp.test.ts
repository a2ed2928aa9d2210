import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoIdpKeyPair } from './demo-idp';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the demo identity provider key', () => {
  it('is one key for processes that start together on one data folder, and kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-demo-idp-'));
    folders.push(dataDir);
    const keys = await Promise.all([demoIdpKeyPair(dataDir), demoIdpKeyPair(dataDir)]);
    expect(keys[1]).toEqual(keys[0]);
    expect(readdirSync(dataDir)).toEqual(['demo-idp-key.json']);
    expect(JSON.parse(readFileSync(join(dataDir, 'demo-idp-key.json'), 'utf8'))).toEqual(keys[0]);
    // A restart reads it again.
    expect(await demoIdpKeyPair(dataDir)).toEqual(keys[0]);
  }, 60_000);
});
