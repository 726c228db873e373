/** @jest-environment node */
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import type { AdapterEvent } from '../../../src/adapter/ChainAdapter';
import { isUserRejection } from '../../../src/adapter/providerErrors';
import { localChain } from '../../support/fixtures';
import { fakeLoader } from '../../support/fakeUniversalProvider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT = `${localChain.caipNetworkId}:${ADDRESS}`;

function setup(options: Parameters<typeof universalAdapter>[0] = {}, analytics = false) {
  const loader = fakeLoader();
  const events: AdapterEvent[] = [];
  const adapter = universalAdapter({
    loadProvider: loader.load,
    chains: [eip155Chain],
    ...options,
  });
  adapter.setup({
    projectId: 'p1',
    networks: [localChain],
    analytics,
    emit: (event) => events.push(event),
  });
  return { adapter, loader, events, fake: () => loader.state.provider! };
}

async function connected(t: ReturnType<typeof setup>) {
  const result = t.adapter.connect({ connectorId: 'walletConnect', network: localChain });
  await new Promise((r) => setTimeout(r, 0));
  t.fake().approve([ACCOUNT]);
  return result;
}

describe('universalAdapter', () => {
  test('default: setup announces the walletConnect connector and loads nothing', () => {
    const t = setup();
    expect(t.adapter.capabilities.walletConnect).toBe(true);
    expect(t.events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [expect.objectContaining({ id: 'walletConnect', group: 'walletConnect' })],
      },
    ]);
    expect(t.loader.state.loads).toBe(0);
  });

  test('parameters: SDK options; telemetry only with both opt-ins', async () => {
    const t = setup({ relayUrl: 'ws://127.0.0.1:9', customStoragePrefix: 'dapp' });
    await connected(t);
    expect(t.fake().initOptions).toEqual({
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:9',
      customStoragePrefix: 'dapp',
      telemetryEnabled: false,
    });
    const onlyAnalytics = setup({}, true);
    await connected(onlyAnalytics);
    expect(onlyAnalytics.fake().initOptions.telemetryEnabled).toBe(false);
    const both = setup({ telemetryEnabled: true }, true);
    await connected(both);
    expect(both.fake().initOptions.telemetryEnabled).toBe(true);
  });

  test('behavior: proposes the configured chains with an rpcMap to their own nodes', async () => {
    const t = setup();
    const result = await connected(t);
    const { optionalNamespaces } = t.fake().pending[0]!.params;
    const rpc = localChain.rpcUrls.default.http[0]!;
    expect(optionalNamespaces.eip155).toMatchObject({
      chains: [localChain.caipNetworkId],
      rpcMap: { [localChain.caipNetworkId]: rpc, [String(localChain.id)]: rpc },
      defaultChain: localChain.caipNetworkId,
    });
    expect(optionalNamespaces.eip155!.methods).toContain('personal_sign');
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      caipNetworkId: localChain.caipNetworkId,
    });
    expect(t.events).toContainEqual(
      expect.objectContaining({ type: 'pairingUri', connectorId: 'walletConnect' }),
    );
  });

  test('behavior: a rejected proposal is a user rejection (4001)', async () => {
    const t = setup();
    const result = t.adapter.connect({ connectorId: 'walletConnect', network: localChain });
    await new Promise((r) => setTimeout(r, 0));
    t.fake().reject({ code: 5000, message: 'User rejected.' });
    const error: unknown = await result.catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  test('behavior: a failing SDK load is "Relay unreachable" and can be retried', async () => {
    const t = setup({ loadProvider: () => Promise.reject(new Error('socket hang up')) });
    await expect(
      t.adapter.connect({ connectorId: 'walletConnect', network: localChain }),
    ).rejects.toMatchObject({ code: 'RELAY_UNREACHABLE' });
  });

  test('behavior: reconnect restores a stored session silently, or returns null', async () => {
    const t = setup();
    expect(
      await t.adapter.reconnect({ connectorId: 'walletConnect', network: localChain }),
    ).toBeNull();
    t.fake().session = {
      topic: 's',
      namespaces: { eip155: { accounts: [ACCOUNT], methods: [], events: [] } },
    };
    expect(
      await t.adapter.reconnect({ connectorId: 'walletConnect', network: localChain }),
    ).toMatchObject({ caipNetworkId: localChain.caipNetworkId });
    expect(t.fake().pending).toHaveLength(0);
  });

  test('behavior: session events become adapter events', async () => {
    const t = setup();
    await connected(t);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    t.fake().emit('session_event', {
      params: {
        chainId: localChain.caipNetworkId,
        event: { name: 'accountsChanged', data: [`eip155:1:${other}`] },
      },
    });
    t.fake().emit('session_event', {
      params: { chainId: localChain.caipNetworkId, event: { name: 'chainChanged', data: '0x1' } },
    });
    t.fake().emit('session_delete', { topic: 'session-topic' });
    expect(t.events.slice(-3)).toEqual([
      { type: 'accountsChanged', connectorId: 'walletConnect', addresses: [other] },
      { type: 'chainChanged', connectorId: 'walletConnect', caipNetworkId: 'eip155:1' },
      { type: 'disconnected', connectorId: 'walletConnect' },
    ]);
  });

  test('behavior: disconnect ends the session on the wallet side; sign goes over the session', async () => {
    const t = setup();
    await connected(t);
    t.fake().requestResult = `0x${'1'.repeat(130)}`;
    await t.adapter.signMessage({ connectorId: 'walletConnect', address: ADDRESS, message: 'hi' });
    expect(t.fake().requests).toEqual([
      { method: 'personal_sign', params: ['0x6869', ADDRESS], chain: localChain.caipNetworkId },
    ]);
    await t.adapter.disconnect({ connectorId: 'walletConnect' });
    expect(t.fake().disconnects).toBe(1);
    t.adapter.destroy();
  });
});
