import {
  isBitcoinStandardWallet,
  standardBitcoinWallet,
} from '../../../adapters/bitcoin/standardBitcoinWallet';
import { toBitcoinWalletError } from '../../../adapters/bitcoin/toBitcoinWalletError';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  account,
  base64,
  BIP322_SIGNATURE,
  fakeStandardWallet,
  LEGACY_SIGNATURE,
  ORDINALS,
  ORDINALS_KEY,
  PAYMENT,
  PAYMENT_KEY,
  PSBT_BYTES,
  SIGNED_PSBT_BYTES,
} from './fakes';

const BOTH = [
  { address: PAYMENT, purpose: 'payment', publicKey: PAYMENT_KEY },
  { address: ORDINALS, purpose: 'ordinals', publicKey: ORDINALS_KEY },
];

describe('standardBitcoinWallet', () => {
  it('default: connect asks for payment and ordinals, purposes inferred from the addresses', async () => {
    const fake = fakeStandardWallet('Std');
    const wallet = standardBitcoinWallet(fake.wallet);
    expect(isBitcoinStandardWallet(fake.wallet)).toBe(true);
    expect(wallet.source).toBe('standard');
    expect(wallet.chains()).toEqual(['bitcoin:mainnet', 'bitcoin:regtest']);
    expect(wallet.accounts()).toEqual([]);
    await expect(wallet.connect(false)).resolves.toEqual(BOTH);
    expect(fake.connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] });
    expect(wallet.accounts()).toEqual(BOTH);
  });

  it('behavior: accounts answered ordinals first come back payment first', async () => {
    const fake = fakeStandardWallet('Std');
    fake.connect.mockResolvedValueOnce({
      accounts: [account(ORDINALS, ORDINALS_KEY), account(PAYMENT, PAYMENT_KEY)],
    });
    await expect(standardBitcoinWallet(fake.wallet).connect(false)).resolves.toEqual(BOTH);
  });

  it('behavior: a silent connect reads wallet.accounts and never calls bitcoin:connect', async () => {
    const unauthorised = fakeStandardWallet('Std');
    await expect(standardBitcoinWallet(unauthorised.wallet).connect(true)).resolves.toEqual([]);
    const authorised = fakeStandardWallet('Std', { authorized: true });
    await expect(standardBitcoinWallet(authorised.wallet).connect(true)).resolves.toEqual(BOTH);
    expect(unauthorised.connect).not.toHaveBeenCalled();
    expect(authorised.connect).not.toHaveBeenCalled();
  });

  it('behavior: accounts of another chain are not bitcoin accounts', async () => {
    const fake = fakeStandardWallet('Std');
    fake.connect.mockResolvedValueOnce({
      accounts: [
        {
          ...account('83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g', PAYMENT_KEY),
          chains: ['solana:mainnet'],
        },
        account(PAYMENT, PAYMENT_KEY),
      ],
    });
    await expect(standardBitcoinWallet(fake.wallet).connect(false)).resolves.toEqual([BOTH[0]]);
  });

  it('behavior: account changes reach the listener until it unsubscribes', async () => {
    const fake = fakeStandardWallet('Std', { authorized: true });
    const wallet = standardBitcoinWallet(fake.wallet);
    const seen: unknown[] = [];
    const off = wallet.onAccountsChanged((accounts) => seen.push(accounts));
    fake.setAccounts([account(PAYMENT, PAYMENT_KEY)]);
    fake.setAccounts([]);
    off();
    fake.setAccounts([account(ORDINALS, ORDINALS_KEY)]);
    expect(seen).toEqual([[BOTH[0]], []]);
    expect(fake.listenerCount()).toBe(0);
  });

  it('behavior: disconnect calls standard:disconnect', async () => {
    const fake = fakeStandardWallet('Std', { authorized: true });
    await standardBitcoinWallet(fake.wallet).disconnect();
    expect(fake.disconnect).toHaveBeenCalled();
  });

  it('behavior: signMessage sends the UTF-8 bytes and tells BIP-322 from legacy by the bytes', async () => {
    const fake = fakeStandardWallet('Std', { authorized: true });
    const wallet = standardBitcoinWallet(fake.wallet);
    await expect(wallet.signMessage(PAYMENT, 'héllo')).resolves.toEqual({
      signature: base64(BIP322_SIGNATURE),
      protocol: 'bip322',
    });
    const input = fake.signMessage.mock.calls[0]![0]!;
    expect(input.account.address).toBe(PAYMENT);
    expect(Buffer.from(input.message).toString('utf8')).toBe('héllo');

    fake.signMessage.mockResolvedValueOnce([
      { signedMessage: new Uint8Array(), signature: LEGACY_SIGNATURE },
    ]);
    await expect(wallet.signMessage(PAYMENT, 'hi')).resolves.toEqual({
      signature: base64(LEGACY_SIGNATURE),
      protocol: 'legacy',
    });
    // 65 bytes whose header is no BIP-137 one is not a compact signature.
    const notCompact = Uint8Array.from([2, ...new Array<number>(64).fill(1)]);
    fake.signMessage.mockResolvedValueOnce([
      { signedMessage: new Uint8Array(), signature: notCompact },
    ]);
    await expect(wallet.signMessage(PAYMENT, 'hi')).resolves.toMatchObject({ protocol: 'bip322' });
  });

  it('behavior: signing with an address the wallet has not authorised is 4100, a missing feature 4200', async () => {
    const fake = fakeStandardWallet('Std');
    const wallet = standardBitcoinWallet(fake.wallet);
    await expect(wallet.signMessage(PAYMENT, 'hi')).rejects.toMatchObject({ rpcCode: 4100 });
    await expect(
      wallet.signPsbt(base64(PSBT_BYTES), [{ address: PAYMENT, indexes: [0] }], 'bitcoin:mainnet'),
    ).rejects.toMatchObject({ rpcCode: 4100 });
    expect(fake.signMessage).not.toHaveBeenCalled();

    const noSign = fakeStandardWallet('Std', { authorized: true });
    delete (noSign.wallet.features as Record<string, unknown>)['bitcoin:signMessage'];
    await expect(
      standardBitcoinWallet(noSign.wallet).signMessage(PAYMENT, 'hi'),
    ).rejects.toMatchObject({
      rpcCode: 4200,
    });
  });

  it('behavior: signPsbt passes the bytes, the chain and each account with its input indexes', async () => {
    const fake = fakeStandardWallet('Std', { authorized: true });
    const wallet = standardBitcoinWallet(fake.wallet);
    const signed = await wallet.signPsbt(
      base64(PSBT_BYTES),
      [
        { address: PAYMENT, indexes: [0, 2] },
        { address: ORDINALS, indexes: [1] },
      ],
      'bitcoin:regtest',
    );
    expect(signed).toBe(base64(SIGNED_PSBT_BYTES));
    const [input] = fake.signTransaction.mock.calls[0]! as [
      {
        psbt: Uint8Array;
        chain: string;
        inputsToSign: { account: { address: string }; signingIndexes: number[] }[];
      },
    ];
    expect(Array.from(input.psbt)).toEqual(Array.from(PSBT_BYTES));
    expect(input.chain).toBe('bitcoin:regtest');
    expect(
      input.inputsToSign.map(({ account: { address }, signingIndexes }) => [
        address,
        signingIndexes,
      ]),
    ).toEqual([
      [PAYMENT, [0, 2]],
      [ORDINALS, [1]],
    ]);
  });

  it('behavior: an answer that is not bytes is refused; a rejection becomes 4001', async () => {
    const fake = fakeStandardWallet('Std', { authorized: true });
    const wallet = standardBitcoinWallet(fake.wallet);
    fake.signTransaction.mockResolvedValueOnce([{ signedPsbt: 'cHNidP8=' as never }]);
    const invalid = await wallet
      .signPsbt(base64(PSBT_BYTES), [{ address: PAYMENT, indexes: [0] }], 'bitcoin:mainnet')
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(PorticoError);
    expect(invalid).toMatchObject({ code: 'INVALID_WALLET_RESPONSE' });

    fake.connect.mockRejectedValueOnce(new Error('User rejected the request.'));
    const refused = await wallet.connect(false).catch(toBitcoinWalletError);
    expect(refused).toBeInstanceOf(ProviderRpcError);
    expect(refused).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
  });
});
