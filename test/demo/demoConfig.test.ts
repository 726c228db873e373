import { storeOf } from '../../src/modal/storeOf';
import { createWalletModal, type ChainAdapter } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { localChain, localChain2, localNetworks } from '../stack/chain/localChains';
import { readDemoSettings } from './demoConfig';
import { readStack, stackRpcUrls } from './stack';

/** The demo's startup wiring, without a browser: stack meta → networks → a valid config. */

function documentWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('demo');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'portico-stack';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

const stack = {
  chains: [
    { chainId: 31337, name: 'Local chain', rpcUrl: 'http://127.0.0.1:41001' },
    { chainId: 31338, name: 'Portico Local 2', rpcUrl: 'http://127.0.0.1:41002' },
  ],
};

describe('the demo stack description', () => {
  it('default: reads the chains from <meta name="portico-stack">', () => {
    expect(readStack(documentWithMeta(JSON.stringify(stack)))).toEqual(stack);
  });

  it.each([
    ['no meta tag', null],
    ['not JSON', '{chains'],
    ['no chains', '{}'],
    [
      'a malformed chain',
      JSON.stringify({ chains: [{ chainId: '31337', name: 'x', rpcUrl: 'y' }] }),
    ],
  ])('behavior: %s reads as no stack, so the fixed ports apply', (_case, content) => {
    const read = readStack(documentWithMeta(content));
    expect(read).toBeNull();
    expect(localNetworks(stackRpcUrls(read))).toEqual([localChain, localChain2]);
  });
});

describe('the demo config', () => {
  it('default: both local chains on the reported RPC URLs, with the eip155 adapter', () => {
    const networks = localNetworks(stackRpcUrls(stack));
    const { config } = readDemoSettings('', networks);
    expect(config.networks.map((n) => [n.caipNetworkId, n.name, n.rpcUrls.default.http])).toEqual([
      ['eip155:31337', 'Local chain', ['http://127.0.0.1:41001']],
      ['eip155:31338', 'Portico Local 2', ['http://127.0.0.1:41002']],
    ]);
    expect(config.networks.every((n) => !n.testnet && n.nativeCurrency.symbol === 'ETH')).toBe(
      true,
    );
    expect(config.adapters?.map((a) => (a as ChainAdapter).namespace)).toEqual(['eip155']);

    const modal = createWalletModal(config);
    try {
      expect(storeOf(modal).getState().options.networks).toHaveLength(2);
    } finally {
      modal.destroy();
    }
  });

  it('parameters: ?theme, ?locale, ?embedded and ?accent are kept', () => {
    const { config, embedded } = readDemoSettings(
      '?theme=dark&locale=ar&embedded=1&accent=%23e8590c',
    );
    expect(embedded).toBe(true);
    expect(config).toMatchObject({
      themeMode: 'dark',
      locale: 'ar',
      embedded: true,
      themeVariables: { accent: '#e8590c' },
    });
  });

  it('parameters: an apiUrl from the stack turns the product API on; without one it is off', () => {
    const networks = localNetworks(stackRpcUrls(stack));
    expect(readDemoSettings('', networks, undefined, 'http://127.0.0.1:41003').config.apiUrl).toBe(
      'http://127.0.0.1:41003',
    );
    expect(readDemoSettings('', networks).config).not.toHaveProperty('apiUrl');
  });

  it('parameters: ?projectId, ?features and ?analytics set the project and host flags', () => {
    const { config } = readDemoSettings(
      '?projectId=e2e-1&features=swaps:1,multiWallet:0,nope:1,onramp:x&analytics=0',
    );
    expect(config.projectId).toBe('e2e-1');
    expect(config.features).toEqual({ swaps: true, multiWallet: false, analytics: false });
    expect(readDemoSettings('').config).toMatchObject({ projectId: 'portico-demo' });
    expect(readDemoSettings('').config).not.toHaveProperty('features');
  });

  it('default: portico/adapters/eip155 resolves to the adapter source', () => {
    expect(eip155Adapter().namespace).toBe('eip155');
  });
});
