// `npm run build -w @feedline/api`: the api as plain JavaScript that `node` runs (dist/server.js,
// dist/migrate.js, dist/secrets.js), no TypeScript tooling at run time. The workspace packages (@feedline/*, which
// are TypeScript) are bundled in; every other dependency stays an import of node_modules. The
// database migrations are copied beside the bundle, where packages/db looks for them.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const outDir = join(root, 'dist');

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  ssr: { noExternal: [/^@feedline\//] },
  build: {
    ssr: true,
    outDir,
    target: 'node20',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        server: join(root, 'src/server.ts'),
        migrate: join(root, 'src/migrate.ts'),
        secrets: join(root, 'src/secrets-cli.ts'),
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
cpSync(join(root, '../../packages/db/drizzle'), join(outDir, 'drizzle'), { recursive: true });
