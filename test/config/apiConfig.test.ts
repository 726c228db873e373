import packageJson from '../../package.json';
import { ConfigError } from '../../src/config/ConfigError';
import { resolveConfig } from '../../src/config/resolveConfig';
import { SDK_VERSION } from '../../src/config/sdkVersion';
import { configErrorOf } from '../support/configErrorOf';
import { baseConfig } from '../support/fixtures';

/** The product API's config options: apiUrl, sdkType, sdkVersion, logLevel. */

describe('product-API config', () => {
  it('default: no apiUrl, sdk type portico, sdk version of the package, log level error', () => {
    const { options } = resolveConfig(baseConfig);
    expect(options.apiUrl).toBeUndefined();
    expect(options.sdkType).toBe('portico');
    expect(options.sdkVersion).toBe(packageJson.version);
    expect(SDK_VERSION).toBe(packageJson.version);
    expect(options.logLevel).toBe('error');
  });

  it('parameters: an https apiUrl, or http to this machine, is accepted', () => {
    for (const apiUrl of [
      'http://127.0.0.1:8592',
      'http://127.8.9.10/',
      'http://localhost:3000/api',
      'http://[::1]:8592',
      'https://api.example.com/base/',
    ]) {
      expect(resolveConfig({ ...baseConfig, apiUrl }).options.apiUrl).toBe(apiUrl);
    }
  });

  it.each(['ftp://api.example.com', '/api', 'api.example.com', '', 'javascript:alert(1)'])(
    'parameters: apiUrl %j is refused, naming the field',
    (apiUrl) => {
      expect(() => resolveConfig({ ...baseConfig, apiUrl })).toThrow(ConfigError);
      expect(() => resolveConfig({ ...baseConfig, apiUrl })).toThrow(
        /apiUrl: apiUrl must be an absolute http\(s\) URL/,
      );
    },
  );

  it.each([
    'http://api.example.com',
    'http://10.0.0.1:8592',
    'http://128.0.0.1',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://[::2]',
  ])(
    'parameters: apiUrl %j is plain http off this machine: refused, naming the field',
    (apiUrl) => {
      expect(configErrorOf({ ...baseConfig, apiUrl })).toMatchObject({
        field: 'apiUrl',
        message: expect.stringContaining(
          'apiUrl must be an https URL (http only for localhost, 127.0.0.0/8 or [::1])',
        ),
      });
    },
  );

  it('parameters: sdkType, sdkVersion and logLevel can be set; an unknown level is refused', () => {
    const { options } = resolveConfig({
      ...baseConfig,
      sdkType: 'portico-react',
      sdkVersion: '9.9.9',
      logLevel: 'debug',
    });
    expect(options).toMatchObject({
      sdkType: 'portico-react',
      sdkVersion: '9.9.9',
      logLevel: 'debug',
    });
    expect(() => resolveConfig({ ...baseConfig, logLevel: 'verbose' as 'debug' })).toThrow(
      /logLevel: logLevel must be one of silent, error, warn, info, debug/,
    );
    expect(() => resolveConfig({ ...baseConfig, sdkType: '' })).toThrow(/sdkType/);
  });
});
