import type { AdapterEvent, ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { pairing } from '../../src/adapter/pairing';
import { AdapterRegistry } from '../../src/features/adapters/AdapterRegistry';
import { testSourceContext } from '../support/sourceContext';
import { localChain } from '../support/fixtures';
import { sendCostOf } from '../../src/adapter/chainFees';

/** A recording adapter listing `ids`; each call is logged as `<name>:<method>`. */
function recordingAdapter(
  name: string,
  ids: string[],
  log: string[],
  namespace = 'eip155' as const,
) {
  let emit: ((event: AdapterEvent) => void) | null = null;
  const connectors: ConnectorInfo[] = ids.map((id) => ({
    id,
    name: id,
    namespace,
    kind: name === 'pairing' ? 'pairing' : 'injected',
    group: name === 'pairing' ? 'walletConnect' : 'injected',
    installed: name !== 'pairing',
  }));
  const record =
    (method: string, value: unknown = undefined) =>
    async () => {
      log.push(`${name}:${method}`);
      return value;
    };
  const adapter = {
    namespace,
    chain: { namespace, isAddress: () => name === 'base' },
    capabilities: {
      send: true,
      signTypedData: true,
      switchNetwork: true,
      walletConnect: false,
      smartAccount: false,
      names: false,
      activity: false,
    },
    setup: (context: { emit: (event: AdapterEvent) => void }) => {
      emit = context.emit;
    },
    getConnectors: () => connectors,
    connect: record('connect', { accounts: [], caipNetworkId: 'eip155:31337' }),
    reconnect: record('reconnect', null),
    disconnect: record('disconnect'),
    getAccounts: record('getAccounts', []),
    switchNetwork: record('switchNetwork'),
    getBalance: record('getBalance', { value: 1n, decimals: 18, symbol: 'ETH' }),
    signMessage: record('signMessage', '0xsig'),
    sendTransaction: record('sendTransaction', '0xhash'),
    destroy: () => log.push(`${name}:destroy`),
  } as unknown as ChainAdapter;
  return { adapter, announce: () => emit?.({ type: 'connectorsChanged', connectors }) };
}

/** `base`'s namespace as the registry joins a pairing source of `side` to it. */
const joinedWithPairing = (base: ChainAdapter, side: ChainAdapter) =>
  new AdapterRegistry([base], { sources: [pairing(side)], context: testSourceContext() }).get(
    base.namespace,
  );

describe('pairing source', () => {
  it('default: connector calls go to the adapter that lists the connector; reads stay with the base', async () => {
    const log: string[] = [];
    const base = recordingAdapter('base', ['io.metamask'], log);
    const side = recordingAdapter('pairing', ['walletConnect'], log);
    const combined = joinedWithPairing(base.adapter, side.adapter);
    expect(combined.capabilities.walletConnect).toBe(true);
    expect(combined.getConnectors().map((c) => c.id)).toEqual(['walletConnect', 'io.metamask']);

    await combined.connect({ connectorId: 'walletConnect', network: localChain });
    await combined.connect({ connectorId: 'io.metamask', network: localChain });
    await combined.signMessage({ connectorId: 'walletConnect', address: '0x1', message: 'hi' });
    await combined.disconnect({ connectorId: 'io.metamask' });
    await combined.getBalance({ address: '0x1', network: localChain });
    expect(combined.chain.isAddress('0x1')).toBe(true);
    combined.destroy();
    expect(log).toEqual([
      'pairing:connect',
      'base:connect',
      'pairing:signMessage',
      'base:disconnect',
      'base:getBalance',
      'pairing:destroy',
      'base:destroy',
    ]);
  });

  it('behavior: a list change on either side announces both lists together', () => {
    const log: string[] = [];
    const base = recordingAdapter('base', ['io.metamask'], log);
    const side = recordingAdapter('pairing', ['walletConnect'], log);
    const events: AdapterEvent[] = [];
    joinedWithPairing(base.adapter, side.adapter).setup({
      projectId: 'p',
      networks: [localChain],
      emit: (event) => events.push(event),
    });
    base.announce();
    side.announce();
    const lists = events.map((e) =>
      e.type === 'connectorsChanged' ? e.connectors.map((c) => c.id) : [],
    );
    expect(lists).toEqual([
      ['walletConnect', 'io.metamask'],
      ['walletConnect', 'io.metamask'],
    ]);
  });

  it("behavior: send costs are the base's reads; a token send goes to the connector's adapter, refused (4200) where it cannot", async () => {
    const log: string[] = [];
    const base = recordingAdapter('base', ['app.phantom'], log);
    const side = recordingAdapter('pairing', ['walletConnect'], log);
    Object.assign(base.adapter, {
      chain: {
        ...base.adapter.chain,
        estimateSendCost: async (transport: unknown) => (
          log.push(`base:estimateSendCost over ${String(transport)}`),
          { fee: 1n, extras: [] }
        ),
      },
      transport: async () => (log.push('base:transport'), 'base-rpc'),
      sendToken: async () => (log.push('base:sendToken'), 'signature'),
    });
    const combined = joinedWithPairing(base.adapter, side.adapter);
    const token = { address: 'mint', decimals: 6 };
    await sendCostOf(combined, { network: localChain, from: 'a', to: 'b', value: 1n });
    await combined.sendToken!({
      connectorId: 'app.phantom',
      network: localChain,
      from: 'a',
      to: 'b',
      token,
      amount: 1n,
    });
    await expect(
      combined.sendToken!({
        connectorId: 'walletConnect',
        network: localChain,
        from: 'a',
        to: 'b',
        token,
        amount: 1n,
      }),
    ).rejects.toMatchObject({ rpcCode: 4200 });
    expect(log).toEqual([
      'base:transport',
      'base:estimateSendCost over base-rpc',
      'base:sendToken',
    ]);
    // A base without them offers none.
    const plain = joinedWithPairing(recordingAdapter('base', [], []).adapter, side.adapter);
    expect([plain.sendToken, plain.transport]).toEqual([undefined, undefined]);
  });

  it('errors: a namespace the pairing adapter cannot serve is refused', () => {
    const side = recordingAdapter('pairing', ['walletConnect'], [], 'solana' as never);
    expect(() => pairing(side.adapter, { namespaces: ['eip155'] })).toThrow(
      expect.objectContaining({
        code: 'ADAPTER_INVALID',
        details: 'pairing: the adapter cannot serve eip155',
      }),
    );
  });
});
