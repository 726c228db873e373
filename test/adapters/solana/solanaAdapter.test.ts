import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { solanaAdapter } from '../../../adapters/solana/createSolanaAdapter';
import { solanaChain } from '../../../adapters/solana/solanaChain';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import { solanaSignIn } from '../../../adapters/solana/solanaSignIn';
import { solana, solanaDevnet, solanaLocalnet } from '../../../adapters/solana/solanaNetworks';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { pairing } from '../../../src/adapter/pairing';
import { AdapterRegistry } from '../../../src/features/adapters/AdapterRegistry';
import { testSourceContext } from '../../support/sourceContext';
import { isUserRejection, ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  createSolanaDevWallet,
  SOLANA_DEV_ADDRESSES,
  type SolanaDevWallet,
  type SolanaDevWalletOptions,
} from '../../../src/testing';

const localnet = solanaLocalnet('http://127.0.0.1:1');
const [DEV0, DEV1] = SOLANA_DEV_ADDRESSES;
let walletCount = 0;

function setup(options: SolanaDevWalletOptions = {}) {
  const name = `Dev Wallet ${++walletCount}`;
  const wallet = createSolanaDevWallet({ name, storage: null, ...options });
  const unregister = getWallets().register(wallet);
  const events: AdapterEvent[] = [];
  const adapter: ChainAdapter = solanaAdapter();
  adapter.setup({
    projectId: 'test',
    networks: [localnet, solana, solanaDevnet],
    emit: (event) => events.push(event),
  });
  const teardown = () => {
    adapter.destroy();
    unregister();
  };
  return { wallet, adapter, events, connectorId: name, teardown };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof ProviderRpcError
        ? error.rpcCode
        : error instanceof PorticoError
          ? error.code
          : 'other',
  );

describe('solanaAdapter', () => {
  let teardown = () => {};
  afterEach(() => teardown());

  it('default: connect asks standard:connect and answers the account on the asked network', async () => {
    const t = setup();
    teardown = t.teardown;
    const result = await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    expect(result).toEqual({
      accounts: [{ namespace: 'solana', address: DEV0, type: 'eoa' }],
      caipNetworkId: 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP',
    });
    expect(t.wallet.controls.calls).toEqual(['standard:connect']);
    await expect(t.adapter.getAccounts({ connectorId: t.connectorId })).resolves.toEqual(
      result.accounts,
    );
  });

  it('behavior: on a network the wallet lacks, connect answers the wallet’s own chain', async () => {
    const t = setup({ chains: ['solana:devnet'] });
    teardown = t.teardown;
    const result = await t.adapter.connect({ connectorId: t.connectorId, network: solana });
    expect(result.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
  });

  it('behavior: reconnect is silent: null, without a prompt, until the wallet authorised us', async () => {
    const t = setup();
    teardown = t.teardown;
    await expect(
      t.adapter.reconnect({ connectorId: t.connectorId, network: localnet }),
    ).resolves.toBeNull();
    expect(t.wallet.controls.getState().connected).toBe(false);
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    await expect(
      t.adapter.reconnect({ connectorId: t.connectorId, network: localnet }),
    ).resolves.toMatchObject({ accounts: [{ address: DEV0 }] });
    // A returning visitor (authorised before): silent connect answers at once.
    const returning = setup({ authorized: true });
    await expect(
      returning.adapter.reconnect({ connectorId: returning.connectorId, network: localnet }),
    ).resolves.toMatchObject({ accounts: [{ address: DEV0 }] });
    returning.teardown();
    // A wallet the page does not have (not registered yet): null, no error.
    await expect(
      t.adapter.reconnect({ connectorId: 'Nope', network: localnet }),
    ).resolves.toBeNull();
  });

  it('behavior: wallet events become accountsChanged and disconnected, once per fact', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    t.wallet.controls.switchAccount(1);
    t.wallet.controls.switchAccount(1);
    t.wallet.controls.disconnect();
    t.wallet.controls.switchAccount(0);
    expect(t.events.filter((e) => e.type !== 'connectorsChanged')).toEqual([
      { type: 'accountsChanged', connectorId: t.connectorId, addresses: [DEV1] },
      { type: 'disconnected', connectorId: t.connectorId },
    ]);
  });

  it('behavior: disconnect asks standard:disconnect and stops listening to the wallet', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    await t.adapter.disconnect({ connectorId: t.connectorId });
    expect(t.wallet.controls.calls).toEqual(['standard:connect', 'standard:disconnect']);
    expect(t.wallet.controls.getState().connected).toBe(false);
    t.wallet.controls.switchAccount(1);
    expect(t.events.filter((e) => e.type !== 'connectorsChanged')).toEqual([]);
  });

  it('errors: the user’s refusal stays 4001 (connect, sign); a locked wallet is 4100', async () => {
    const t = setup({ script: { behavior: 'reject' } });
    teardown = t.teardown;
    const refused = t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    await expect(refused.catch((error: unknown) => isUserRejection(error))).resolves.toBe(true);
    t.wallet.controls.approve();
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    t.wallet.controls.next('solana:signMessage', 'reject');
    await expect(
      codeOf(t.adapter.signMessage({ connectorId: t.connectorId, address: DEV0, message: 'hi' })),
    ).resolves.toBe(4001);
    const locked = setup({ script: { locked: true } });
    await expect(
      codeOf(locked.adapter.connect({ connectorId: locked.connectorId, network: localnet })),
    ).resolves.toBe(4100);
    locked.teardown();
  });

  it('default: signMessage answers the base58 ed25519 signature, which sign-in verifies', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    const message = 'app.example wants you to sign in with your Solana account:\n…';
    const signature = await t.adapter.signMessage({
      connectorId: t.connectorId,
      address: DEV0,
      message,
    });
    await expect(
      solanaSignIn.verifySignature({ message, signature, address: DEV0 }),
    ).resolves.toBeUndefined();
    // An address the wallet has not shown us is not asked for.
    await expect(
      codeOf(t.adapter.signMessage({ connectorId: t.connectorId, address: DEV1, message })),
    ).resolves.toBe(4100);
  });

  it('behavior: switchNetwork within the namespace is the wallet’s chains’ call', async () => {
    const t = setup();
    teardown = t.teardown;
    await t.adapter.connect({ connectorId: t.connectorId, network: localnet });
    await expect(
      t.adapter.switchNetwork({ connectorId: t.connectorId, network: localnet }),
    ).resolves.toBeUndefined();
    const refused = t.adapter.switchNetwork({ connectorId: t.connectorId, network: solanaDevnet });
    await expect(refused).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
      details: expect.stringContaining('solana:devnet'),
    });
    t.wallet.controls.setChains(['solana:localnet', 'solana:devnet']);
    await expect(
      t.adapter.switchNetwork({ connectorId: t.connectorId, network: solanaDevnet }),
    ).resolves.toBeUndefined();
  });

  it('errors: an unknown connector, and call data (tokens go through sendToken), are typed', async () => {
    const t = setup();
    teardown = t.teardown;
    await expect(
      codeOf(t.adapter.connect({ connectorId: 'Nope', network: localnet })),
    ).resolves.toBe('CONNECTOR_NOT_FOUND');
    await expect(
      codeOf(
        t.adapter.sendTransaction({
          connectorId: t.connectorId,
          network: localnet,
          from: DEV0,
          to: DEV1,
          value: 1n,
          data: '0x00',
        }),
      ),
    ).resolves.toBe('UNSUPPORTED_METHOD');
  });
});

describe('solanaAdapter with wallets that say things differently', () => {
  /** The dev wallet with `features` replaced or added (its getters kept). */
  function variant(base: SolanaDevWallet, name: string, features: Record<string, unknown>) {
    return {
      version: base.version,
      name,
      icon: base.icon,
      get chains() {
        return base.chains;
      },
      get accounts() {
        return base.accounts;
      },
      features: { ...base.features, ...features },
    } as unknown as Wallet;
  }

  it('errors: a refusal in words (no code) is 4001; a signature of the wrong size is refused', async () => {
    const base = createSolanaDevWallet({ storage: null });
    const off = getWallets().register(
      variant(base, 'Wordy Wallet', {
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async () => {
            throw new Error('WalletSignMessageError: User rejected the request');
          },
        },
      }),
      variant(base, 'Short Wallet', {
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async ({ message }: { message: Uint8Array }) => [
            { signedMessage: message, signature: new Uint8Array(10) },
          ],
        },
      }),
    );
    const adapter = solanaAdapter();
    adapter.setup({ projectId: 'test', networks: [localnet], emit: () => undefined });
    for (const connectorId of ['Wordy Wallet', 'Short Wallet'])
      await adapter.connect({ connectorId, network: localnet });
    await expect(
      codeOf(adapter.signMessage({ connectorId: 'Wordy Wallet', address: DEV0, message: 'x' })),
    ).resolves.toBe(4001);
    await expect(
      codeOf(adapter.signMessage({ connectorId: 'Short Wallet', address: DEV0, message: 'x' })),
    ).resolves.toBe('INVALID_WALLET_RESPONSE');
    adapter.destroy();
    off();
  });
});

describe('solanaAdapter with a pairing source', () => {
  it('parameters: pairing lists WalletConnect beside the browser wallets, on the solana chain module', () => {
    const events: AdapterEvent[] = [];
    const adapter = new AdapterRegistry([solanaAdapter()], {
      sources: [pairing(universalAdapter({ namespace: 'solana' }))],
      context: testSourceContext(),
    }).get('solana');
    adapter.setup({ projectId: 'test', networks: [localnet], emit: (e) => events.push(e) });
    expect(adapter.namespace).toBe('solana');
    expect(adapter.chain).toBe(solanaChain);
    expect(adapter.capabilities.walletConnect).toBe(true);
    expect(adapter.getConnectors()[0]).toMatchObject({
      id: 'walletConnect',
      namespace: 'solana',
      kind: 'pairing',
    });
    adapter.destroy();
  });
});
