import { describe, expect, it } from 'vitest';
import { buildPageTitle, PLATFORM_TITLE } from './page-title';

const loaded = {
  accountCompany: 'Acme Corp',
  projectName: 'Webshop',
  siteId: 42,
  siteName: 'acme.com',
};

describe('buildPageTitle', () => {
  it('is the platform title at top level', () => {
    expect(PLATFORM_TITLE).toBe('Feedline');
    expect(buildPageTitle({ level: 'top', ...loaded })).toBe('Feedline');
  });

  it('prefixes the company at account level', () => {
    expect(buildPageTitle({ level: 'account', ...loaded })).toBe('Acme Corp - Feedline');
  });

  it('prefixes the project name at project level', () => {
    expect(buildPageTitle({ level: 'project', ...loaded })).toBe('Webshop - Feedline');
  });

  it('prefixes site id and site name at site and channel level', () => {
    expect(buildPageTitle({ level: 'site', ...loaded })).toBe('42 acme.com - Feedline');
    expect(buildPageTitle({ level: 'channel', ...loaded })).toBe('42 acme.com - Feedline');
  });

  it('falls back to the platform title while the entity is not loaded', () => {
    expect(buildPageTitle({ level: 'account' })).toBe('Feedline');
    expect(buildPageTitle({ level: 'project', accountCompany: 'Acme Corp' })).toBe('Feedline');
    expect(buildPageTitle({ level: 'site', siteId: 42 })).toBe('Feedline');
    expect(buildPageTitle({ level: 'channel', siteName: 'acme.com' })).toBe('Feedline');
  });
});
