import { EMPTY_SSO_SETTINGS } from '@feedline/contracts/sso-constants';
import { ENFORCE_TYPE, SSO_STATUS, type SsoSettings, type SsoStatus } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_ENFORCE_FORM,
  SSO_STEPS,
  canEnable,
  canEnforce,
  canStepBack,
  certificateStateOf,
  enableUpdateOf,
  enforceDomainsOf,
  enforceUpdateOf,
  isEnforceDisabled,
  isRetypeMatch,
  providerActionOf,
  stepBackUpdateOf,
  stepStateOf,
  type EnforceForm,
} from './sso-steps';

const STATUSES: SsoStatus[] = [0, 1, 2, 3];

const ENABLED: SsoSettings = {
  ...EMPTY_SSO_SETTINGS,
  status: SSO_STATUS.Enabled,
  subdomain: 'acme',
  entityId: 'https://idp.acme.test/entity',
  endpointUrl: 'https://idp.acme.test/sso',
  loginUrl: 'https://acme.sso.example.test/',
  spMetadataUrl: 'https://api.example.test/sso/acme/metadata',
  certificates: [{ subject: 'CN=idp', notAfter: '2030-01-01T00:00:00Z', fingerprint256: 'AB' }],
};

describe('the SSO steps (spec §4)', () => {
  it('has the four steps in order', () => {
    expect(SSO_STEPS).toEqual(['provider-settings', 'enable', 'testing', 'enforce']);
  });

  it.each(STATUSES)(
    'at status %i selects the step of that index and completes those before',
    (status) => {
      expect(SSO_STEPS.map((_step, index) => stepStateOf(status, index))).toEqual(
        SSO_STEPS.map((_step, index) =>
          index < status ? 'completed' : index === status ? 'selected' : 'upcoming',
        ),
      );
    },
  );

  it('selects exactly one step and completes only lower ones', () => {
    expect(stepStateOf(0, 0)).toBe('selected');
    expect(stepStateOf(0, 1)).toBe('upcoming');
    expect(stepStateOf(1, 0)).toBe('completed');
    expect(stepStateOf(3, 3)).toBe('selected');
    expect(stepStateOf(3, 2)).toBe('completed');
  });

  it("offers 'configure' with no set-up or while Inactive, 'edit' once completed", () => {
    expect(providerActionOf(EMPTY_SSO_SETTINGS.status)).toBe('configure');
    expect(providerActionOf(SSO_STATUS.Inactive)).toBe('configure');
    expect(providerActionOf(SSO_STATUS.Configured)).toBe('edit');
    expect(providerActionOf(SSO_STATUS.Enabled)).toBe('edit');
    expect(providerActionOf(SSO_STATUS.Enforced)).toBe('edit');
  });

  it('offers enable only at Configured, enforce only at Enabled, step back only at Enforced', () => {
    expect(STATUSES.filter(canEnable)).toEqual([SSO_STATUS.Configured]);
    expect(STATUSES.filter(canEnforce)).toEqual([SSO_STATUS.Enabled]);
    expect(STATUSES.filter(canStepBack)).toEqual([SSO_STATUS.Enforced]);
  });

  it('an empty load is Inactive with nothing set', () => {
    expect(EMPTY_SSO_SETTINGS).toMatchObject({
      status: 0,
      subdomain: null,
      enforceType: -1,
      enforceDomains: null,
      certificates: [],
    });
  });
});

describe('the enforce step (spec §4, §5)', () => {
  const ready: EnforceForm = {
    enforceType: ENFORCE_TYPE.Company,
    domain: 'acme.test',
    isTested: true,
  };

  it('defaults to Company, no domain, not tested', () => {
    expect(INITIAL_ENFORCE_FORM).toEqual({ enforceType: 1, domain: '', isTested: false });
  });

  it('enables the button only when everything is there and nothing loads', () => {
    expect(isEnforceDisabled(ready, false)).toBe(false);
  });

  it('disables it while loading', () => {
    expect(isEnforceDisabled(ready, true)).toBe(true);
  });

  it('disables it until the test is confirmed', () => {
    expect(isEnforceDisabled({ ...ready, isTested: false }, false)).toBe(true);
  });

  it('disables it with no option', () => {
    expect(isEnforceDisabled({ ...ready, enforceType: ENFORCE_TYPE.NoOption }, false)).toBe(true);
  });

  it('disables it for Company with an empty (or blank) domain', () => {
    expect(isEnforceDisabled({ ...ready, domain: '' }, false)).toBe(true);
    expect(isEnforceDisabled({ ...ready, domain: '   ' }, false)).toBe(true);
  });

  it('needs no domain for User', () => {
    expect(isEnforceDisabled({ ...ready, enforceType: ENFORCE_TYPE.User, domain: '' }, false)).toBe(
      false,
    );
  });

  it('sends the domain for Company, else null', () => {
    expect(enforceDomainsOf({ ...ready, domain: ' acme.test ' })).toBe('acme.test');
    expect(enforceDomainsOf({ ...ready, enforceType: ENFORCE_TYPE.User })).toBeNull();
  });

  it('accepts only the exact subdomain when retyped', () => {
    expect(isRetypeMatch('acme', 'acme')).toBe(true);
    expect(isRetypeMatch('Acme', 'acme')).toBe(false);
    expect(isRetypeMatch('acme ', 'acme')).toBe(false);
    expect(isRetypeMatch('acm', 'acme')).toBe(false);
    expect(isRetypeMatch('', '')).toBe(false);
    expect(isRetypeMatch('', null)).toBe(false);
  });
});

describe('the status updates (spec §4, §7)', () => {
  const readOnly = {
    subdomain: 'acme',
    entityId: ENABLED.entityId,
    endpointUrl: ENABLED.endpointUrl,
  };

  it('enables: the full settings with status Enabled', () => {
    expect(enableUpdateOf({ ...ENABLED, status: SSO_STATUS.Configured })).toEqual({
      ...readOnly,
      status: 2,
      enforceType: -1,
      enforceDomains: null,
    });
  });

  it('enforces with the option and the domain', () => {
    expect(
      enforceUpdateOf(ENABLED, { enforceType: 1, domain: 'acme.test', isTested: true }),
    ).toEqual({ ...readOnly, status: 3, enforceType: 1, enforceDomains: 'acme.test' });
    expect(
      enforceUpdateOf(ENABLED, { enforceType: 0, domain: 'acme.test', isTested: true }),
    ).toEqual({ ...readOnly, status: 3, enforceType: 0, enforceDomains: null });
  });

  it('steps back to Enabled with no option and no domains', () => {
    expect(
      stepBackUpdateOf({ ...ENABLED, status: 3, enforceType: 1, enforceDomains: 'acme.test' }),
    ).toEqual({ ...readOnly, status: 2, enforceType: -1, enforceDomains: null });
  });
});

describe('the signing certificate expiry', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('is valid beyond the warning days', () => {
    expect(certificateStateOf('2025-07-02T12:00:00Z', now)).toEqual({
      state: 'valid',
      daysLeft: 31,
    });
  });

  it('warns from SSO_CERTIFICATE_WARNING_DAYS (30) days before', () => {
    expect(certificateStateOf('2025-07-01T12:00:00Z', now)).toEqual({
      state: 'expiring',
      daysLeft: 30,
    });
    expect(certificateStateOf('2025-06-01T12:00:01Z', now)).toEqual({
      state: 'expiring',
      daysLeft: 1,
    });
  });

  it('is expired once the date has passed, or when the date is unreadable', () => {
    expect(certificateStateOf('2025-06-01T12:00:00Z', now).state).toBe('expired');
    expect(certificateStateOf('2024-01-01T00:00:00Z', now).state).toBe('expired');
    expect(certificateStateOf('not a date', now).state).toBe('expired');
  });
});
