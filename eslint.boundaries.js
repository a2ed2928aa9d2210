// Import boundaries of the monorepo, checked by eslint-plugin-import-x (docs/adr/0011-boundary-rules.md).
import { readdirSync } from 'node:fs';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const APPS = ['api', 'web', 'platform'];

/** No app imports another; they share code through packages/*. */
const appZones = APPS.map((app) => ({
  target: `./apps/${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./apps/${other}`),
  message: 'Apps never import each other; share it through a package in packages/.',
}));

/** API layering: plugins know no module; a module reaches another only through its service. */
const apiModules = dirs('apps/api/src/modules');
const apiZones = [
  {
    target: './apps/api/src/plugins',
    from: './apps/api/src/modules',
    message: 'Plugins never import modules; app.ts hands them what they need.',
  },
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/${module}/**`,
    from: apiModules
      .filter((other) => other !== module)
      .flatMap((other) => [
        `./apps/api/src/modules/${other}/*.repository.ts`,
        `./apps/api/src/modules/${other}/*.routes.ts`,
      ]),
    message: "A module asks another module's service, never its repository or routes.",
  })),
  {
    target: './apps/api/src/identity/**',
    from: ['./apps/api/src/modules/*/*.repository.ts', './apps/api/src/modules/*/*.routes.ts'],
    message: "The identity server asks a module's service, never its repository or routes.",
  },
];

/** Features (web) and screens (platform) never import each other. */
const featureZones = (root) => {
  const features = dirs(`${root}`);
  return features.map((feature) => ({
    target: `./${root}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${root}/${other}`),
    message:
      'Features never import each other; move the shared piece to src/data, src/lib, src/components or src/app.',
  }));
};

export const boundaryZones = [
  ...appZones,
  ...apiZones,
  ...featureZones('apps/web/src/features'),
  ...featureZones('apps/platform/src/screens'),
];
