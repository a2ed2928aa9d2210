import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { shellUrls } from './provider';

const base = { PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/tmp/feedline-unused' };

describe('shellUrls', () => {
  it('lets the shell of `npm run dev` sign in during development', () => {
    const urls = shellUrls(
      loadConfig({ ...base, NODE_ENV: 'development', DEV_SHELL_URL: 'http://localhost:5173/' }),
    );
    expect(urls.redirectUris).toEqual([
      'http://localhost:3000/auth/callback',
      'http://localhost:5173/auth/callback',
    ]);
    expect(urls.postLogoutRedirectUris).toContain('http://localhost:5173/');
  });

  it('never outside development', () => {
    const urls = shellUrls(
      loadConfig({ ...base, NODE_ENV: 'production', DEV_SHELL_URL: 'http://localhost:5173' }),
    );
    expect(urls.redirectUris).toEqual(['http://localhost:3000/auth/callback']);
    expect(urls.postLogoutRedirectUris).not.toContain('http://localhost:5173/');
  });
});
