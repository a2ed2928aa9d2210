import { describe, expect, it } from 'vitest';
import { shouldAttachBearer } from './bearer';

const origin = 'http://localhost:3000';

describe('shouldAttachBearer (spec §7)', () => {
  it('attaches to API calls, including the current-user endpoint under /api', () => {
    expect(shouldAttachBearer('http://localhost:3000/api/accounts', origin)).toBe(true);
    expect(shouldAttachBearer('/api/user', origin)).toBe(true);
    expect(shouldAttachBearer('http://localhost:3000/api/user', origin)).toBe(true);
  });

  it('skips paths starting with /user', () => {
    expect(shouldAttachBearer('/user', origin)).toBe(false);
    expect(shouldAttachBearer('http://localhost:3000/user/invitations/abc', origin)).toBe(false);
  });

  it('skips paths starting with /unauthorized', () => {
    expect(shouldAttachBearer('/unauthorized', origin)).toBe(false);
    expect(shouldAttachBearer('/unauthorized/details?x=1', origin)).toBe(false);
  });

  it('judges the path only, not the query', () => {
    expect(shouldAttachBearer('/api/accounts?next=/user', origin)).toBe(true);
  });
});
