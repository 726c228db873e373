import { configErrorOf } from '../support/configErrorOf';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import { resolveConfig } from '../../src/config/resolveConfig';
import { baseConfig, localChain } from '../support/fixtures';

describe('resolveConfig', () => {
  it('default: fills every default of spec §1', () => {
    const { options } = resolveConfig(baseConfig);
    expect(options.features).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    });
    expect(options.features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(options.features.connectorOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
    expect(options.features.connectMethodsOrder).toEqual(['email', 'social', 'wallet']);
    expect(options.features.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
    expect(options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
      cosmos: 'eoa',
    });
    // No locale: the modal follows the page's <html lang>, else the browser (issue 24).
    expect(options.locale).toBeUndefined();
    expect(options.embedded).toBe(false);
    expect(options.enableReconnect).toBe(true);
    expect(options.themeMode).toBeUndefined();
    expect(options.defaultNetwork).toEqual(localChain);
  });

  it('parameters: host values override defaults, feature by feature', () => {
    const { options } = resolveConfig({
      ...baseConfig,
      features: { send: false, connectMethodsOrder: ['wallet', 'email'] },
      themeMode: 'dark',
      locale: 'ar',
    });
    expect(options.features.send).toBe(false);
    expect(options.features.receive).toBe(true);
    expect(options.features.connectMethodsOrder).toEqual(['wallet', 'email']);
    expect(options.themeMode).toBe('dark');
  });

  it('behavior: defaults are fresh copies, never shared between instances', () => {
    const a = resolveConfig(baseConfig).options;
    a.features.connectorOrder.push('recent');
    expect(resolveConfig(baseConfig).options.features.connectorOrder).toHaveLength(7);
  });

  it.each([
    ['missing projectId', { networks: [localChain] }, 'projectId', 'Project ID Not Configured'],
    [
      'empty projectId',
      { projectId: '', networks: [localChain] },
      'projectId',
      'Project ID Not Configured',
    ],
    ['missing networks', { projectId: 'p' }, 'networks', 'networks is required'],
    ['empty networks', { projectId: 'p', networks: [] }, 'networks', 'at least one network'],
    [
      'unknown namespace',
      { projectId: 'p', networks: [{ ...localChain, chainNamespace: 'tron' }] },
      'networks.0.chainNamespace',
      'eip155, solana, polkadot, bip122, cosmos',
    ],
    [
      'bad CAIP-2 id',
      { projectId: 'p', networks: [{ ...localChain, caipNetworkId: 'eip155' }] },
      'networks.0.caipNetworkId',
      'CAIP-2',
    ],
    ['bad theme mode', { ...baseConfig, themeMode: 'blue' }, 'themeMode', ''],
    [
      'unknown social',
      { ...baseConfig, features: { socials: ['myspace'] } },
      'features.socials',
      '',
    ],
    [
      'an empty featured wallet id',
      { ...baseConfig, featuredWalletIds: ['metamask', ''] },
      'featuredWalletIds.1',
      'must not be empty',
    ],
    [
      'wallet ids that are not a list',
      { ...baseConfig, excludeWalletIds: 'metamask' },
      'excludeWalletIds',
      '',
    ],
  ])('behavior: refuses %s and names the field', (_name, input, field, text) => {
    const error = configErrorOf(input);
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
    expect(error.message).toContain(text);
    expect(error.code).toBe('CONFIG_INVALID');
  });

  it('behavior: refuses siweConfig and siwx together', () => {
    const error = configErrorOf({ ...baseConfig, siweConfig: {}, siwx: {} });
    expect(error.field).toBe('siwx');
    expect(error.message).toMatch(/either siweConfig or siwx, not both/);
  });

  it('behavior: accepts one of siweConfig or siwx', () => {
    const fn = () => Promise.resolve(undefined as never);
    const siwx = {
      createMessage: fn,
      addSession: fn,
      getSessions: fn,
      setSessions: fn,
      revokeSession: fn,
    };
    const siweConfig = {
      getNonce: fn,
      createMessage: fn,
      verifyMessage: fn,
      getSession: fn,
      signOut: fn,
    };
    expect(resolveConfig({ ...baseConfig, siwx }).options.hasSiwx).toBe(true);
    expect(resolveConfig({ ...baseConfig, siweConfig }).options.hasSiwx).toBe(true);
    expect(resolveConfig(baseConfig).options.hasSiwx).toBe(false);
  });

  it('errors: a siwx or siweConfig without its methods names the missing one', () => {
    expect(configErrorOf({ ...baseConfig, siwx: {} }).field).toBe('siwx.createMessage');
    expect(configErrorOf({ ...baseConfig, siweConfig: { getNonce: () => '' } }).field).toBe(
      'siweConfig.createMessage',
    );
  });

  it('behavior: refuses a default network that is not configured', () => {
    const other = { ...localChain, id: 1, caipNetworkId: 'eip155:1' as const };
    expect(configErrorOf({ ...baseConfig, defaultNetwork: other }).field).toBe('defaultNetwork');
  });

  it('behavior: refuses a non-object config', () => {
    expect(configErrorOf(null).field).toBe('config');
  });

  it('behavior: keeps live objects out of the serialisable options', () => {
    const adapter = eip155Adapter();
    const { options, runtime } = resolveConfig({ ...baseConfig, adapters: [adapter] });
    expect(runtime.adapters).toEqual([adapter]);
    expect(options).not.toHaveProperty('adapters');
  });
});
