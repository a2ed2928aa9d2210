import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'feedline-precompress-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside each text asset that decompress to the original', async () => {
    const dir = tempDir();
    const script = `export const words = ${JSON.stringify('feed '.repeat(2000))};\n`;
    writeFileSync(join(dir, 'index-abc123.js'), script);

    const done = await precompressDirectory(dir);

    expect(done).toHaveLength(1);
    const br = readFileSync(join(dir, 'index-abc123.js.br'));
    const gz = readFileSync(join(dir, 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(done[0]).toMatchObject({ raw: script.length, br: br.length, gzip: gz.length });
  });

  it('leaves a failed build alone, whose own error is the one reported', async () => {
    const plugin = precompress();
    const configResolved = plugin.configResolved as unknown as (config: object) => void;
    const closeBundle = plugin.closeBundle as unknown as (error?: Error) => Promise<void>;
    configResolved({ root: tempDir(), build: { outDir: 'not-written' } });
    await expect(closeBundle(new Error('the build failed'))).resolves.toBeUndefined();
    await expect(closeBundle()).rejects.toThrow(/ENOENT/);
  });

  it('leaves small files, images and already compressed copies alone', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toEqual([]);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
  });
});
