import { resolveConfig } from '../../src/config/resolveConfig';
import { configErrorOf } from '../support/configErrorOf';
import { baseConfig } from '../support/fixtures';

describe('the consent checkbox options', () => {
  it('error: legalCheckbox without a terms or privacy URL is refused, naming what it needs', () => {
    const error = configErrorOf({ ...baseConfig, features: { legalCheckbox: true } });
    expect(error.field).toBe('features.legalCheckbox');
    expect(error.message).toBe(
      'Invalid Portico config: features.legalCheckbox: needs termsConditionsUrl or privacyPolicyUrl to link to',
    );
  });

  it.each([
    [{ termsConditionsUrl: 'https://host.example/terms' }],
    [{ privacyPolicyUrl: 'https://host.example/privacy' }],
    [
      {
        termsConditionsUrl: 'https://host.example/terms',
        privacyPolicyUrl: 'https://host.example/privacy',
      },
    ],
  ])('behavior: legalCheckbox with %j is kept, with its links', (urls) => {
    const { options } = resolveConfig({
      ...baseConfig,
      ...urls,
      features: { legalCheckbox: true },
    });
    expect(options.features.legalCheckbox).toBe(true);
    expect(options).toMatchObject(urls);
  });

  it('error: the links must be http(s) URLs', () => {
    for (const field of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
      expect(configErrorOf({ ...baseConfig, [field]: 'javascript:alert(1)' }).field).toBe(field);
      expect(configErrorOf({ ...baseConfig, [field]: 'not a url' }).field).toBe(field);
    }
  });

  it('default: the links alone, without the checkbox, are allowed and the box stays off', () => {
    const { options } = resolveConfig({ ...baseConfig, privacyPolicyUrl: 'https://h.example/p' });
    expect(options.features.legalCheckbox).toBe(false);
  });
});

describe('safeAppHosts', () => {
  it('default: the public Safe web app', () => {
    expect(resolveConfig(baseConfig).options.safeAppHosts).toEqual(['app.safe.global']);
  });

  it('behavior: a host list replaces it; an empty one turns the Safe connector off', () => {
    const hosts = ['safe.example.com', 'localhost:4010'];
    expect(resolveConfig({ ...baseConfig, safeAppHosts: hosts }).options.safeAppHosts).toEqual(
      hosts,
    );
    expect(resolveConfig({ ...baseConfig, safeAppHosts: [] }).options.safeAppHosts).toEqual([]);
  });

  it('error: it must be a list of non-empty host names', () => {
    expect(configErrorOf({ ...baseConfig, safeAppHosts: 'app.safe.global' }).field).toBe(
      'safeAppHosts',
    );
    expect(configErrorOf({ ...baseConfig, safeAppHosts: [''] }).field).toBe('safeAppHosts.0');
  });
});
