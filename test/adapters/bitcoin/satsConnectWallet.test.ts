import type { BitcoinWallet } from '../../../adapters/bitcoin/BitcoinWallet';
import { satsConnectWallet } from '../../../adapters/bitcoin/satsConnectWallet';
import { toBitcoinWalletError } from '../../../adapters/bitcoin/toBitcoinWalletError';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  base64,
  BIP322_SIGNATURE,
  fakeSatsConnectProvider,
  flush,
  LEGACY_SIGNATURE,
  ORDINALS,
  ORDINALS_KEY,
  PAYMENT,
  PAYMENT_KEY,
  PSBT_BYTES,
  SATS_ADDRESSES,
  SIGNED_PSBT_BYTES,
  type RpcAnswer,
} from './fakes';

const BOTH = [
  { address: PAYMENT, purpose: 'payment', publicKey: PAYMENT_KEY },
  { address: ORDINALS, purpose: 'ordinals', publicKey: ORDINALS_KEY },
];
const AUTHORISED: RpcAnswer = { result: { id: 'x', addresses: SATS_ADDRESSES } };

const make = (answers: Parameters<typeof fakeSatsConnectProvider>[0] = {}) => {
  const fake = fakeSatsConnectProvider(answers);
  const wallet: BitcoinWallet = satsConnectWallet({
    entry: { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: undefined },
    provider: fake.provider,
  });
  return { fake, wallet };
};

describe('satsConnectWallet', () => {
  it('default: wallet_connect asks for payment and ordinals; bitcoin addresses kept, stacks dropped', async () => {
    const { fake, wallet } = make();
    expect(wallet.source).toBe('satsConnect');
    expect(wallet.info.name).toBe('Xverse Wallet');
    await expect(wallet.connect(false)).resolves.toEqual(BOTH);
    expect(fake.request).toHaveBeenCalledWith(
      'wallet_connect',
      expect.objectContaining({
        addresses: ['payment', 'ordinals'],
        purposes: ['payment', 'ordinals'],
      }),
    );
    expect(wallet.accounts()).toEqual(BOTH);
    expect(wallet.chains()).toEqual(['bitcoin:mainnet']);
  });

  it('behavior: a wallet without wallet_connect is asked getAccounts, whose answer may be the list', async () => {
    const { fake, wallet } = make({
      wallet_connect: { error: { code: -32601, message: 'Method not found' } },
      getAccounts: { result: [...SATS_ADDRESSES].reverse() },
    });
    await expect(wallet.connect(false)).resolves.toEqual(BOTH);
    expect(fake.methods()).toEqual(['wallet_connect', 'getAccounts']);
    expect(fake.request).toHaveBeenLastCalledWith('getAccounts', {
      purposes: ['payment', 'ordinals'],
    });
  });

  it('behavior: a silent connect asks wallet_getAccount only, and answers none when refused', async () => {
    const refused = make();
    await expect(refused.wallet.connect(true)).resolves.toEqual([]);
    const throwing = make();
    throwing.fake.request.mockRejectedValueOnce(new Error('not connected'));
    await expect(throwing.wallet.connect(true)).resolves.toEqual([]);
    const authorised = make({ wallet_getAccount: AUTHORISED });
    await expect(authorised.wallet.connect(true)).resolves.toEqual(BOTH);
    for (const { fake } of [refused, throwing, authorised])
      expect(fake.methods()).toEqual(['wallet_getAccount']);
  });

  it('behavior: account changes reach the listener, read again when the event does not name them', async () => {
    let answer: RpcAnswer = AUTHORISED;
    const { fake, wallet } = make({ wallet_getAccount: () => answer });
    await wallet.connect(true);
    const seen: unknown[] = [];
    const off = wallet.onAccountsChanged((accounts) => seen.push(accounts));

    answer = { result: { addresses: [SATS_ADDRESSES[1]] } };
    fake.emit('accountChange', { type: 'accountChange' });
    await flush();
    expect(seen).toEqual([[BOTH[1]]]);

    // An event that names the addresses is believed as it is (checked once the schemas load).
    fake.emit('accountChange', { type: 'accountChange', addresses: [SATS_ADDRESSES[0]] });
    await flush();
    expect(seen.at(-1)).toEqual([BOTH[0]]);
    expect(fake.methods()).toEqual(['wallet_getAccount', 'wallet_getAccount']);

    // Access withdrawn: no account; and the wallet's disconnect event says the same.
    answer = { error: { code: -32002, message: 'Access denied' } };
    fake.emit('accountChange', { type: 'accountChange' });
    await flush();
    expect(seen.at(-1)).toEqual([]);
    fake.emit('disconnect', { type: 'disconnect' });
    expect(seen).toHaveLength(4);

    off();
    expect(fake.listenerCount('accountChange')).toBe(0);
    expect(fake.listenerCount('disconnect')).toBe(0);
    fake.emit('disconnect', { type: 'disconnect' });
    expect(seen).toHaveLength(4);
  });

  it('behavior: a named event overtaken by a later one, or a malformed one, tells nothing', async () => {
    const { fake, wallet } = make({ wallet_getAccount: AUTHORISED });
    await wallet.connect(true);
    const seen: unknown[] = [];
    wallet.onAccountsChanged((accounts) => seen.push(accounts));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // Both arrive before the schemas answer: the disconnect has the last word.
      fake.emit('accountChange', { type: 'accountChange', addresses: [SATS_ADDRESSES[0]] });
      fake.emit('disconnect', { type: 'disconnect' });
      await flush();
      expect(seen).toEqual([[]]);
      expect(wallet.accounts()).toEqual([]);

      // Addresses of the wrong shape are not believed; the wallet is asked, and answers badly.
      fake.request.mockImplementation(async () => ({ result: { addresses: 'bc1q' } }));
      fake.emit('accountChange', { type: 'accountChange', addresses: 'bc1q' });
      fake.emit('accountChange', null);
      await flush();
      await flush();
      expect(seen).toEqual([[]]);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('behavior: signMessage asks BIP322 for the address; the protocol is read from the bytes', async () => {
    const { fake, wallet } = make();
    await expect(wallet.signMessage(PAYMENT, 'hello')).resolves.toEqual({
      signature: base64(BIP322_SIGNATURE),
      protocol: 'bip322',
    });
    expect(fake.request).toHaveBeenCalledWith('signMessage', {
      address: PAYMENT,
      message: 'hello',
      protocol: 'BIP322',
    });
    const legacy = make({
      signMessage: { result: { signature: base64(LEGACY_SIGNATURE), protocol: 'ECDSA' } },
    });
    await expect(legacy.wallet.signMessage(PAYMENT, 'hello')).resolves.toEqual({
      signature: base64(LEGACY_SIGNATURE),
      protocol: 'legacy',
    });
  });

  it('behavior: signPsbt sends base64 and each address with its indexes, never broadcast', async () => {
    const { fake, wallet } = make();
    const signed = await wallet.signPsbt(
      base64(PSBT_BYTES),
      [
        { address: PAYMENT, indexes: [0] },
        { address: ORDINALS, indexes: [1] },
        { address: PAYMENT, indexes: [2] },
      ],
      'bitcoin:mainnet',
    );
    expect(signed).toBe(base64(SIGNED_PSBT_BYTES));
    expect(fake.request).toHaveBeenCalledWith('signPsbt', {
      psbt: base64(PSBT_BYTES),
      signInputs: { [PAYMENT]: [0, 2], [ORDINALS]: [1] },
      broadcast: false,
    });
  });

  it('behavior: disconnect asks wallet_disconnect, else wallet_renouncePermissions', async () => {
    const { fake, wallet } = make({ wallet_getAccount: AUTHORISED });
    await wallet.connect(true);
    await wallet.disconnect();
    expect(wallet.accounts()).toEqual([]);
    expect(fake.methods()).toEqual(['wallet_getAccount', 'wallet_disconnect']);
    const older = make({
      wallet_disconnect: { error: { code: -32601, message: 'Method not found' } },
      wallet_renouncePermissions: { result: null },
    });
    await older.wallet.disconnect();
    expect(older.fake.methods()).toEqual(['wallet_disconnect', 'wallet_renouncePermissions']);
  });

  it('behavior: a rejection (-32000 answered, or 4001 thrown) becomes 4001; access denied 4100', async () => {
    const answered = make({
      wallet_connect: { error: { code: -32000, message: 'User rejected request' } },
    });
    const refused = await answered.wallet.connect(false).catch(toBitcoinWalletError);
    expect(refused).toBeInstanceOf(ProviderRpcError);
    expect(refused).toMatchObject({ rpcCode: 4001 });

    const thrown = make();
    thrown.fake.request.mockRejectedValueOnce({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(
      thrown.wallet.signMessage(PAYMENT, 'x').catch(toBitcoinWalletError),
    ).resolves.toMatchObject({
      rpcCode: 4001,
    });

    const denied = make({ signPsbt: { error: { code: -32002, message: 'Access denied' } } });
    await expect(
      denied.wallet
        .signPsbt(base64(PSBT_BYTES), [{ address: PAYMENT, indexes: [0] }], 'bitcoin:mainnet')
        .catch(toBitcoinWalletError),
    ).resolves.toMatchObject({ rpcCode: 4100, code: 'UNAUTHORIZED' });

    const other = make({ signMessage: { error: { code: -32603, message: 'Internal error' } } });
    await expect(
      other.wallet.signMessage(PAYMENT, 'x').catch(toBitcoinWalletError),
    ).resolves.toMatchObject({
      rpcCode: -32603,
      code: 'INTERNAL_ERROR',
    });
  });

  it.each<[string, string, unknown]>([
    ['no envelope', 'wallet_connect', 'yes'],
    ['no result', 'wallet_connect', { jsonrpc: '2.0', id: '1' }],
    ['addresses not a list', 'wallet_connect', { result: { addresses: 'bc1q' } }],
    [
      'an address without address',
      'wallet_connect',
      { result: { addresses: [{ purpose: 'payment' }] } },
    ],
    [
      'a signature not base64',
      'signMessage',
      { result: { signature: 'not base64!', protocol: 'BIP322' } },
    ],
    ['a PSBT not base64', 'signPsbt', { result: { psbt: 12 } }],
    ['an error not an object', 'signPsbt', { error: 42 }],
  ])(
    'security: a malformed answer (%s) is refused with a clear error',
    async (_case, method, body) => {
      const { fake, wallet } = make();
      fake.request.mockImplementation(async () => body);
      const run = {
        wallet_connect: () => wallet.connect(false),
        signMessage: () => wallet.signMessage(PAYMENT, 'x'),
        signPsbt: () =>
          wallet.signPsbt(
            base64(PSBT_BYTES),
            [{ address: PAYMENT, indexes: [0] }],
            'bitcoin:mainnet',
          ),
      }[method]!;
      const error = await run().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({
        code: 'INVALID_WALLET_RESPONSE',
        shortMessage: 'The wallet returned an invalid answer',
        details: expect.stringContaining(method),
      });
      // The adapter's typing keeps it as it is.
      expect(toBitcoinWalletError(error)).toBe(error);
    },
  );
});
