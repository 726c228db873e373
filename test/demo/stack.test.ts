import { readStack } from './stack';

/** The WalletConnect part of `<meta name="portico-stack">`: relay and wallet page URLs. */

function documentWithMeta(content: string): Document {
  const doc = document.implementation.createHTMLDocument('demo');
  const meta = doc.createElement('meta');
  meta.name = 'portico-stack';
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

const chains = [{ chainId: 31337, name: 'Local chain', rpcUrl: 'http://127.0.0.1:41001' }];

describe('the demo stack description: WalletConnect stand-ins', () => {
  it('default: reads the relay, the wallet page and the control URLs', () => {
    const stack = {
      chains,
      relayUrl: 'ws://127.0.0.1:8590',
      walletUrl: 'http://127.0.0.1:8591/',
      relayControlUrl: 'http://127.0.0.1:8590/control',
      walletControlUrl: 'http://127.0.0.1:8591/api',
    };
    expect(readStack(documentWithMeta(JSON.stringify(stack)))).toEqual(stack);
  });

  it('behavior: without them, the stack has chains only', () => {
    expect(readStack(documentWithMeta(JSON.stringify({ chains })))).toStrictEqual({ chains });
  });

  it('behavior: a malformed URL is left out, the chains still apply', () => {
    const read = readStack(
      documentWithMeta(JSON.stringify({ chains, relayUrl: 42, walletUrl: 'javascript:alert(1)' })),
    );
    expect(read).toStrictEqual({ chains });
  });
});

describe('the demo stack description: the Solana cluster', () => {
  const solana = {
    caipNetworkId: 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP',
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8899',
    mint: '3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ',
    controlUrl: 'http://127.0.0.1:8899/__control',
  };

  it('default: reads the cluster', () => {
    expect(readStack(documentWithMeta(JSON.stringify({ chains, solana })))?.solana).toEqual(solana);
  });

  it('behavior: a malformed cluster is left out', () => {
    for (const bad of [
      { ...solana, caipNetworkId: 'eip155:1' },
      { ...solana, rpcUrl: 'javascript:alert(1)' },
      'solana',
    ])
      expect(readStack(documentWithMeta(JSON.stringify({ chains, solana: bad })))).toStrictEqual({
        chains,
      });
  });
});

describe('the demo stack description: the Bitcoin chain', () => {
  const bitcoin = {
    caipNetworkId: 'bip122:0f9188f13cb7b2f71f2a335e3a4fc328',
    esploraUrl: 'http://127.0.0.1:3002',
    controlUrl: 'http://127.0.0.1:3002/__control',
  };

  it('default: reads the chain', () => {
    expect(readStack(documentWithMeta(JSON.stringify({ chains, bitcoin })))?.bitcoin).toEqual(
      bitcoin,
    );
  });

  it('behavior: a malformed chain is left out', () => {
    for (const bad of [
      { ...bitcoin, caipNetworkId: 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP' },
      { ...bitcoin, esploraUrl: 'javascript:alert(1)' },
      { ...bitcoin, controlUrl: undefined },
    ])
      expect(readStack(documentWithMeta(JSON.stringify({ chains, bitcoin: bad })))).toStrictEqual({
        chains,
      });
  });
});

describe('the demo stack description: the Polkadot and Cosmos chains', () => {
  const polkadot = {
    caipNetworkId: 'polkadot:e4b4f8a0ac1ccb1d5f5a0e3fd9b6c9b2',
    wsUrl: 'ws://127.0.0.1:9944',
    genesisHash: `0x${'e4b4f8a0ac1ccb1d5f5a0e3fd9b6c9b2'.repeat(2)}`,
    symbol: 'ROC',
    decimals: 12,
    ss58Prefix: 42,
  };
  const cosmos = {
    caipNetworkId: 'cosmos:portico-local-1',
    chainId: 'portico-local-1',
    rpcUrl: 'http://127.0.0.1:26657',
    controlUrl: 'http://127.0.0.1:26657/__control',
    denom: 'uatom',
    decimals: 6,
    bech32Prefix: 'cosmos',
    gasPrice: '0.025uatom',
  };

  it('default: reads both chains', () => {
    const read = readStack(documentWithMeta(JSON.stringify({ chains, polkadot, cosmos })));
    expect(read?.polkadot).toEqual(polkadot);
    expect(read?.cosmos).toEqual(cosmos);
  });

  it('behavior: a malformed chain is left out', () => {
    for (const bad of [
      { polkadot: { ...polkadot, wsUrl: 'javascript:alert(1)' } },
      { polkadot: { ...polkadot, decimals: '12' } },
      { cosmos: { ...cosmos, caipNetworkId: 'cosmos:other-1' } },
      { cosmos: { ...cosmos, rpcUrl: 'ftp://127.0.0.1' } },
    ])
      expect(readStack(documentWithMeta(JSON.stringify({ chains, ...bad })))).toStrictEqual({
        chains,
      });
  });
});
