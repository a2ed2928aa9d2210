// `npm run secrets`: a new set of the secrets every api process of a deployment shares (docs/deploy.md),
// as environment lines to put into each process's configuration. Printed, never stored.
import { generateSecrets } from './plugins/secrets';

const secrets = generateSecrets();
const quoted = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
console.info(
  [
    `COOKIE_KEYS=${quoted(secrets.cookieKeys.join(','))}`,
    `HASH_SECRET=${quoted(secrets.hashSecret)}`,
    `OIDC_JWKS=${quoted(JSON.stringify(secrets.jwks))}`,
  ].join('\n'),
);
