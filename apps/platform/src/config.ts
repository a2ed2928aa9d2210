/**
 * Runtime configuration of the platform host, written by the server into index.html as JSON
 * (`<script id="feedline-platform-config" type="application/json">`). The shell origin is the only
 * window the screens talk to; the API is where they read their data.
 */
export interface PlatformConfig {
  /** Exact origin of the shell, e.g. `https://app.example.com`. */
  shellOrigin: string;
  /** Base URL of the API, e.g. `https://app.example.com/api`. */
  api: string;
}

export const PLATFORM_CONFIG_ELEMENT_ID = 'feedline-platform-config';

export class PlatformConfigError extends Error {
  override readonly name = 'PlatformConfigError';
}

function isHttpOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Parses and checks the configuration text; a bad value names itself. */
export function parsePlatformConfig(text: string | null | undefined): PlatformConfig {
  if (!text) throw new PlatformConfigError('The platform configuration is missing from the page.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PlatformConfigError('The platform configuration is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null) {
    throw new PlatformConfigError('The platform configuration must be an object.');
  }
  const { shellOrigin, api } = value as Record<string, unknown>;
  if (!isHttpOrigin(shellOrigin)) {
    throw new PlatformConfigError('shellOrigin must be an exact http(s) origin.');
  }
  if (typeof api !== 'string' || !/^https?:\/\//.test(api)) {
    throw new PlatformConfigError('api must be an absolute http(s) address.');
  }
  return { shellOrigin, api: api.replace(/\/+$/, '') };
}

let current: PlatformConfig | undefined;

/** The configuration of this page, read once. */
export function platformConfig(): PlatformConfig {
  current ??= parsePlatformConfig(document.getElementById(PLATFORM_CONFIG_ELEMENT_ID)?.textContent);
  return current;
}
