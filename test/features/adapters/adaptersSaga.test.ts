import { storeOf } from '../../../src/modal/storeOf';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { accountConnected } from '../../../src/features/connections/connectionsSlice';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { announceDevWallet, createDevWallet, DEV_ADDRESSES } from '../../../src/testing';
import { baseConfig } from '../../support/fixtures';

describe('adaptersSaga', () => {
  it('behavior: registered adapters list their connectors in the store, and wallet events update the account', async () => {
    const wallet = createDevWallet({
      chains: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' },
    });
    const unannounce = announceDevWallet(wallet);
    const adapter = eip155Adapter();
    const modal = createWalletModal({ ...baseConfig, adapters: [adapter] });
    try {
      const [connector] = storeOf(modal).getState().connectors.list;
      expect(connector).toMatchObject({
        name: 'Portico Dev Wallet',
        namespaces: ['eip155'],
        kind: 'injected',
        group: 'injected',
      });
      // Connect through the adapter as the (coming) connect saga will, then let the wallet act.
      await adapter.connect({ connectorId: connector!.id, network: baseConfig.networks[0]! });
      storeOf(modal).dispatch(
        accountConnected({
          namespace: 'eip155',
          connectorId: connector!.id,
          kind: 'injected',
          caipAddress: `eip155:31337:${DEV_ADDRESSES[0]}`,
        }),
      );
      wallet.controls.switchAccount(1);
      await Promise.resolve();
      expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[1]}`);
      wallet.controls.setChain(31338);
      await Promise.resolve();
      expect(modal.getSnapshot().caipAddress).toBe(`eip155:31338:${DEV_ADDRESSES[1]}`);
      wallet.controls.disconnect();
      await Promise.resolve();
      expect(modal.getSnapshot().caipAddress).toBeNull();
      expect(storeOf(modal).getState().connections.byNamespace.eip155).toBeUndefined();
    } finally {
      modal.destroy();
      unannounce();
    }
  });

  it('behavior: destroying the modal destroys its adapters (the channel closes in finally)', () => {
    const adapter = eip155Adapter();
    const destroy = jest.spyOn(adapter, 'destroy');
    const modal = createWalletModal({ ...baseConfig, adapters: [adapter] });
    modal.destroy();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('behavior: refuses an invalid adapter and two adapters for one namespace', () => {
    // A JavaScript host gets no type check: the runtime check still refuses it.
    const invalid = { namespace: 'tron' } as unknown as ChainAdapter;
    expect(() => createWalletModal({ ...baseConfig, adapters: [invalid] })).toThrow(
      'Invalid adapter',
    );
    expect(() =>
      createWalletModal({ ...baseConfig, adapters: [eip155Adapter(), eip155Adapter()] }),
    ).toThrow('Two adapters for eip155');
  });
});
