import { configErrorOf } from '../support/configErrorOf';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { ConfigError } from '../../src/config/ConfigError';
import { resolveConfig } from '../../src/config/resolveConfig';
import { createWalletModal } from '../../src/modal/createWalletModal';
import { baseConfig, localChain } from '../support/fixtures';

/** Issue 12 §7: config that must be refused, each naming the field and what is expected. */

const withNetwork = (patch: Partial<CaipNetwork> | Record<string, unknown>) => ({
  ...baseConfig,
  networks: [{ ...localChain, ...patch }],
});
const second: CaipNetwork = { ...localChain, id: 31338, caipNetworkId: 'eip155:31338' };

describe('config refusals', () => {
  it.each([
    [
      'a caipNetworkId of another namespace',
      withNetwork({ caipNetworkId: 'solana:31337' }),
      'networks.0.caipNetworkId',
      'is not in namespace eip155',
    ],
    [
      'a caipNetworkId that contradicts the id',
      withNetwork({ caipNetworkId: 'eip155:5' }),
      'networks.0.caipNetworkId',
      'does not match id 31337',
    ],
    [
      'a caipNetworkId with an empty reference',
      withNetwork({ caipNetworkId: 'eip155:' }),
      'networks.0.caipNetworkId',
      'has no reference',
    ],
    [
      'a caipNetworkId of three parts',
      withNetwork({ caipNetworkId: 'eip155:1:2' }),
      'networks.0.caipNetworkId',
      'CAIP-2 id (namespace:reference)',
    ],
    [
      'a network listed twice',
      { ...baseConfig, networks: [localChain, second, { ...localChain }] },
      'networks.2.caipNetworkId',
      'eip155:31337 is listed twice (first at networks.0)',
    ],
    [
      'a javascript: RPC URL',
      withNetwork({ rpcUrls: { default: { http: ['javascript:alert(1)'] } } }),
      'networks.0.rpcUrls.default.http.0',
      'must be an absolute http(s) URL',
    ],
    [
      'a file: RPC URL',
      withNetwork({ rpcUrls: { default: { http: ['file:///etc/passwd'] } } }),
      'networks.0.rpcUrls.default.http.0',
      'must be an absolute http(s) URL',
    ],
    [
      'an RPC URL that is text',
      withNetwork({ rpcUrls: { default: { http: ['localhost 8545'] } } }),
      'networks.0.rpcUrls.default.http.0',
      'must be an absolute http(s) URL',
    ],
    [
      'a websocket RPC URL that is http',
      withNetwork({
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['http://x'] } },
      }),
      'networks.0.rpcUrls.default.webSocket.0',
      'must be an absolute ws(s) URL',
    ],
    [
      'a huge decimals',
      withNetwork({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1e9 } }),
      'networks.0.nativeCurrency.decimals',
      'decimals must be a whole number from 0 to 36',
    ],
    [
      'negative decimals',
      withNetwork({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } }),
      'networks.0.nativeCurrency.decimals',
      'from 0 to 36',
    ],
    [
      'fractional decimals',
      withNetwork({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }),
      'networks.0.nativeCurrency.decimals',
      'from 0 to 36',
    ],
    [
      'a javascript: block explorer',
      withNetwork({ blockExplorers: { default: { name: 'X', url: 'javascript:alert(1)' } } }),
      'networks.0.blockExplorers.default.url',
      'must be an absolute http(s) URL',
    ],
    [
      'a javascript: network image',
      withNetwork({ assets: { imageUrl: 'javascript:alert(1)' } }),
      'networks.0.assets.imageUrl',
      'must be an http(s) URL or a data:image URL',
    ],
    [
      'a javascript: metadata url',
      {
        ...baseConfig,
        metadata: { name: 'A', description: 'B', url: 'javascript:alert(1)', icons: [] },
      },
      'metadata.url',
      'must be an absolute http(s) URL',
    ],
    [
      'a file: metadata icon',
      {
        ...baseConfig,
        metadata: { name: 'A', description: 'B', url: 'https://a.example', icons: ['file:///x'] },
      },
      'metadata.icons.0',
      'must be an http(s) URL or a data:image URL',
    ],
    [
      'an object that is no adapter',
      { ...baseConfig, adapters: [{ namespace: 'tron' }] },
      'adapters.0',
      'Invalid adapter: namespace tron is not supported',
    ],
    [
      'an adapter without the contract’s methods',
      { ...baseConfig, adapters: [{ namespace: 'eip155', connect: () => undefined }] },
      'adapters.0',
      'Invalid adapter: it has no setup, getConnectors, reconnect, disconnect',
    ],
    [
      'two adapters for one namespace',
      { ...baseConfig, adapters: [eip155Adapter(), eip155Adapter()] },
      'adapters.1',
      'Two adapters for eip155',
    ],
  ])('errors: refuses %s, naming the field', (_name, input, field, text) => {
    const error = configErrorOf(input);
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`Invalid Portico config: ${field}: `)).toBe(true);
    expect(error.message).toContain(text);
    expect(error.message).not.toMatch(/Invalid input/);
  });

  it('default: the valid forms are accepted', () => {
    const { options } = resolveConfig({
      ...baseConfig,
      metadata: {
        name: 'A',
        description: 'B',
        url: 'https://app.example',
        icons: ['https://app.example/icon.png', 'data:image/png;base64,AAAA'],
      },
      networks: [
        {
          ...localChain,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 0 },
          rpcUrls: { default: { http: ['https://rpc.example'], webSocket: ['wss://rpc.example'] } },
          blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
          assets: { imageUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' },
        },
        { ...second, nativeCurrency: { name: 'T', symbol: 'T', decimals: 36 } },
        {
          id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          name: 'Solana',
          chainNamespace: 'solana',
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
        },
      ],
    });
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ]);
  });

  it('behavior: an unknown top-level key is warned in development, naming the likely key', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = { ...baseConfig, netwroks: [localChain], somethingElse: 1 };
    expect(() => resolveConfig(config)).not.toThrow();
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '[portico] config: unknown key "netwroks" is ignored (did you mean "networks"?)',
      '[portico] config: unknown key "somethingElse" is ignored',
    ]);
    warn.mockRestore();
  });

  it('errors: an adapter problem surfaces from createWalletModal as a ConfigError', () => {
    expect(() =>
      createWalletModal({ ...baseConfig, adapters: [eip155Adapter(), eip155Adapter()] }),
    ).toThrow(ConfigError);
  });
});
