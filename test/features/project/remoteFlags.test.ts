import { ApiHttpError, ApiNetworkError, ApiTimeoutError } from '../../../src/api/ApiError';
import { resolveConfig } from '../../../src/config/resolveConfig';
import { ignoredLocalFlags } from '../../../src/features/project/ignoredLocalFlags';
import { isOriginAllowed } from '../../../src/features/project/isOriginAllowed';
import { mergeFeatures } from '../../../src/features/project/mergeFeatures';
import { hostSetFlags } from '../../../src/features/project/projectFlags';
import { toConfigAlert } from '../../../src/features/project/toConfigAlert';
import { toLocalFlags } from '../../../src/features/project/toLocalFlags';
import { baseConfig } from '../../support/fixtures';

const feature = (id: string, isEnabled: boolean, config: unknown = null) => ({
  id,
  isEnabled,
  config,
});

describe('toLocalFlags (remote names → local flags)', () => {
  it('default: each remote name sets its local flag', () => {
    expect(
      toLocalFlags([
        feature('social_login', true, ['google', 'x']),
        feature('swap', false),
        feature('onramp', true, ['meld']),
        feature('activity', false),
        feature('reown_branding', false),
        feature('multi_wallet', true),
      ]),
    ).toEqual({
      email: true,
      socials: ['google', 'x'],
      swaps: false,
      onramp: true,
      activity: false,
      reownBranding: false,
      multiWallet: true,
    });
  });

  it('parameters: social_login off turns off email and socials', () => {
    expect(toLocalFlags([feature('social_login', false, ['google'])])).toEqual({
      email: false,
      socials: false,
    });
  });

  it('parameters: social_login providers keep their order; unknown ones are dropped', () => {
    expect(
      toLocalFlags([feature('social_login', true, ['discord', 'email', 'myspace', 'x'])]),
    ).toEqual({ email: true, socials: ['discord', 'x'] });
  });

  it('parameters: a social_login config that is not a list keeps the host providers', () => {
    expect(toLocalFlags([feature('social_login', true, { providers: 'all' })])).toEqual({
      email: true,
    });
  });

  it('behavior: unknown ids are ignored; unmentioned flags are not set', () => {
    expect(toLocalFlags([feature('telepathy', true), feature('swap', true)])).toEqual({
      swaps: true,
    });
    expect(toLocalFlags([])).toEqual({});
  });
});

describe('the host flags and the notice', () => {
  it('default: only the project flags the host wrote count as set', () => {
    expect(
      hostSetFlags({ features: { swaps: true, analytics: false, multiWallet: false } }),
    ).toEqual(['swaps', 'multiWallet']);
    expect(hostSetFlags({})).toEqual([]);
    expect(
      resolveConfig({ ...baseConfig, features: { onramp: false } }).options.hostFeatureFlags,
    ).toEqual(['onramp']);
  });

  it('behavior: a flag is ignored only when the host set it and the remote value differs', () => {
    const host = resolveConfig(baseConfig).options.features;
    const remote = { swaps: false, onramp: true, multiWallet: true, socials: ['google' as const] };
    expect(ignoredLocalFlags(host, ['swaps', 'onramp', 'socials'], remote)).toEqual([
      'swaps',
      'socials',
    ]);
    // multiWallet differs from the default but the host never set it.
    expect(ignoredLocalFlags(host, [], remote)).toEqual([]);
    expect(ignoredLocalFlags(host, ['swaps'], {})).toEqual([]);
  });

  it('behavior: socials lists compare by value', () => {
    const host = {
      ...resolveConfig(baseConfig).options.features,
      socials: ['google', 'x'] as const,
    };
    expect(
      ignoredLocalFlags({ ...host, socials: [...host.socials] }, ['socials'], {
        socials: ['google', 'x'],
      }),
    ).toEqual([]);
  });

  it('default: remote flags override the host features; without an answer the host ones stay', () => {
    const host = resolveConfig(baseConfig).options.features;
    expect(mergeFeatures(host, null)).toBe(host);
    expect(mergeFeatures(host, { swaps: false })).toEqual({ ...host, swaps: false });
  });
});

describe('isOriginAllowed', () => {
  it.each([
    ['http://127.0.0.1:5173', ['http://127.0.0.1:*'], true],
    ['http://localhost:3000', ['http://127.0.0.1:*', 'http://localhost:*'], true],
    ['https://shop.example', ['https://shop.example/'], true],
    ['https://a.shop.example', ['https://*.shop.example'], true],
    ['https://SHOP.example', ['https://shop.example'], true],
    ['https://evil.example', ['https://shop.example'], false],
    ['https://shop.example.evil', ['https://shop.example'], false],
    ['http://127.0.0.1:5173', ['http://127.0.0.1'], false],
    ['https://shopXexample', ['https://shop.example'], false],
    ['https://shop.example', [], false],
  ])('parameters: %s against %j → %s', (origin, patterns, allowed) => {
    expect(isOriginAllowed(origin, patterns)).toBe(allowed);
  });
});

describe('toConfigAlert', () => {
  it.each([
    [401, 'INVALID_PROJECT_ID'],
    [403, 'PROJECT_ID_NOT_CONFIGURED'],
    [429, 'RATE_LIMITED_APP_CONFIGURATION'],
    [500, 'SERVER_ERROR_APP_CONFIGURATION'],
    [502, 'SERVER_ERROR_APP_CONFIGURATION'],
    [404, null],
    [400, null],
  ])('parameters: HTTP %s → %s', (status, alert) => {
    expect(toConfigAlert(new ApiHttpError('/v1/project/config', status))).toBe(alert);
  });

  it('behavior: no HTTP answer raises no alert', () => {
    expect(toConfigAlert(new ApiNetworkError('/v1/project/config'))).toBeNull();
    expect(toConfigAlert(new ApiTimeoutError('/v1/project/config', 10_000))).toBeNull();
    expect(toConfigAlert(new Error('boom'))).toBeNull();
  });
});
