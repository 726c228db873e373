import { verifyMessage } from 'ethers/hash';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  announceDevWallet,
  createDevWallet,
  DEV_ADDRESSES,
  injectDevWallet,
} from '../../../src/testing';
import { localChain } from '../../support/fixtures';
import { BROWSER_WALLET_ADAPTERS } from './browserWalletAdapters';

const secondChain: CaipNetwork = {
  ...localChain,
  id: 31338,
  name: 'Second chain',
  caipNetworkId: 'eip155:31338',
};
const unknownToWallet: CaipNetwork = {
  ...localChain,
  id: 31339,
  name: 'Third chain',
  caipNetworkId: 'eip155:31339',
};

describe.each(BROWSER_WALLET_ADAPTERS)('%s', (_name, createAdapter) => {
  function setup(walletOptions: Partial<Parameters<typeof createDevWallet>[0]> = {}) {
    const wallet = createDevWallet({
      chains: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' },
      ...walletOptions,
    });
    const unannounce = announceDevWallet(wallet);
    const events: AdapterEvent[] = [];
    const adapter: ChainAdapter = createAdapter();
    adapter.setup({
      projectId: 'test',
      networks: [localChain, secondChain],
      emit: (e) => events.push(e),
    });
    const connectorId = adapter.getConnectors()[0]!.id;
    return {
      wallet,
      adapter,
      events,
      connectorId,
      teardown: () => {
        adapter.destroy();
        unannounce();
      },
    };
  }

  let teardown = () => {};
  afterEach(() => teardown());

  it('default: discovers an EIP-6963 wallet with its name, icon and rdns', () => {
    const t = setup();
    teardown = t.teardown;
    expect(t.adapter.getConnectors()).toEqual([
      expect.objectContaining({
        namespace: 'eip155',
        group: 'injected',
        installed: true,
        name: 'Portico Dev Wallet',
      }),
    ]);
    expect(t.adapter.getConnectors()[0]!.imageUrl).toMatch(/^data:image\//);
    expect(t.events.at(-1)).toMatchObject({ type: 'connectorsChanged' });
  });

  it('behavior: the legacy window.ethereum is listed once, not twice, when it is also announced', () => {
    const t = setup();
    const restore = injectDevWallet(t.wallet);
    teardown = () => {
      restore();
      t.teardown();
    };
    t.adapter.destroy();
    const adapter = createAdapter();
    adapter.setup({ projectId: 'test', networks: [localChain], emit: () => {} });
    expect(adapter.getConnectors()).toHaveLength(1);
    adapter.destroy();
  });

  it('behavior: connect returns the first dev account and the wallet chain as CAIP ids', async () => {
    const t = setup();
    teardown = t.teardown;
    const result = await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: DEV_ADDRESSES[0], type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    });
  });

  it('behavior: a user rejection is a typed 4001 error', async () => {
    const t = setup({ script: { behavior: 'reject' } });
    teardown = t.teardown;
    const error = await t.adapter
      .connect({ connectorId: t.connectorId, network: localChain })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
  });

  it('behavior: reconnect is silent: null when not authorised, the account when it is', async () => {
    const t = setup();
    teardown = t.teardown;
    t.wallet.controls.behavior = 'reject'; // a prompt would now fail: reconnect must not prompt
    expect(
      await t.adapter.reconnect({ connectorId: t.connectorId, network: localChain }),
    ).toBeNull();
    const returning = setup({ authorized: true, script: { behavior: 'reject' } });
    teardown = () => {
      t.teardown();
      returning.teardown();
    };
    const result = await returning.adapter.reconnect({
      connectorId: returning.connectorId,
      network: localChain,
    });
    expect(result?.accounts[0]?.address).toBe(DEV_ADDRESSES[0]);
  });

  it('behavior: an unknown connector id fails clearly', async () => {
    const t = setup();
    teardown = t.teardown;
    await expect(t.adapter.connect({ connectorId: 'nope', network: localChain })).rejects.toThrow(
      'Wallet not found',
    );
  });

  it('behavior: wallet events reach the adapter context', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    t.wallet.controls.switchAccount(1);
    t.wallet.controls.setChain(31338);
    t.wallet.controls.disconnect();
    const types = t.events.filter((e) => e.type !== 'connectorsChanged');
    expect(types).toEqual([
      { type: 'accountsChanged', connectorId: t.connectorId, addresses: [DEV_ADDRESSES[1]] },
      { type: 'chainChanged', connectorId: t.connectorId, caipNetworkId: 'eip155:31338' },
      { type: 'disconnected', connectorId: t.connectorId },
      { type: 'accountsChanged', connectorId: t.connectorId, addresses: [] },
    ]);
  });

  it('behavior: switchNetwork switches a known chain', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    await t.adapter.switchNetwork({ connectorId: t.connectorId, network: secondChain });
    expect(await t.wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('behavior: on 4902 it adds the chain, then switches to it', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    await t.adapter.switchNetwork({ connectorId: t.connectorId, network: unknownToWallet });
    expect(await t.wallet.request({ method: 'eth_chainId' })).toBe('0x7a6b');
  });

  it('behavior: a refused add gives "Chain is not supported"; a refused switch is a 4001', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    t.wallet.controls.next('wallet_addEthereumChain', { code: -32603, message: 'cannot add' });
    await expect(
      t.adapter.switchNetwork({ connectorId: t.connectorId, network: unknownToWallet }),
    ).rejects.toThrow('Chain is not supported');
    t.wallet.controls.refuseChainSwitch = true;
    await expect(
      t.adapter.switchNetwork({ connectorId: t.connectorId, network: secondChain }),
    ).rejects.toMatchObject({
      rpcCode: 4001,
    });
  });

  it('behavior: signMessage round-trips through personal_sign', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    const signature = await t.adapter.signMessage({
      connectorId: t.connectorId,
      address: DEV_ADDRESSES[0]!,
      message: 'Hello Portico',
    });
    expect(verifyMessage('Hello Portico', signature)).toBe(DEV_ADDRESSES[0]);
  });

  it('behavior: disconnect revokes the permission, so reconnect is silent afterwards', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localChain });
    await t.adapter.disconnect({ connectorId: t.connectorId });
    expect(
      await t.adapter.reconnect({ connectorId: t.connectorId, network: localChain }),
    ).toBeNull();
  });

  it('behavior: units and addresses follow the chain module', () => {
    const adapter = createAdapter();
    expect(adapter.chain.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(adapter.chain.formatUnits(10_000n * 10n ** 18n, 18)).toBe('10000');
    expect(adapter.chain.formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(() => adapter.chain.parseUnits('1.0000001', 6)).toThrow('Too many decimal places');
    expect(() => adapter.chain.parseUnits('abc', 18)).toThrow('Invalid amount');
    expect(adapter.chain.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(adapter.chain.isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(adapter.chain.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false);
  });
});
