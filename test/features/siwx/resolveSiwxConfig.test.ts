/** @jest-environment node */
import { ConfigError } from '../../../src/config/ConfigError';
import { createDefaultSiwx } from '../../../src/features/siwx/createDefaultSiwx';
import { resolveSiwxConfig } from '../../../src/features/siwx/resolveSiwxConfig';
import { CHAINS } from '../../support/siwxFixtures';

const siwe = {
  getNonce: async () => 'nonce1234',
  createMessage: () => 'text',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
  required: true,
};

describe('resolveSiwxConfig', () => {
  it('default: no sign-in configured', () => {
    expect(resolveSiwxConfig({})).toBeUndefined();
  });

  it('behavior: siwx is used as given', () => {
    const siwx = createDefaultSiwx({ chains: CHAINS });
    expect(resolveSiwxConfig({ siwx })).toBe(siwx);
  });

  it('behavior: a legacy siweConfig is adapted', () => {
    const resolved = resolveSiwxConfig({ siweConfig: siwe });
    expect(typeof resolved?.addSession).toBe('function');
    expect(resolved?.getRequired?.()).toBe(true);
  });

  it.each([
    ['siwx.createMessage', { siwx: { ...createDefaultSiwx(), createMessage: undefined } }],
    ['siwx.revokeSession', { siwx: { ...createDefaultSiwx(), revokeSession: 'no' } }],
    ['siweConfig.getNonce', { siweConfig: { ...siwe, getNonce: undefined } }],
    ['siwx', { siwx: createDefaultSiwx({ chains: CHAINS }), siweConfig: siwe }],
  ])('errors: %s', (field, runtime) => {
    try {
      resolveSiwxConfig(runtime);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(field);
    }
  });
});
