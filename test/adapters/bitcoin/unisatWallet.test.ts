import { toBitcoinWalletError } from '../../../adapters/bitcoin/toBitcoinWalletError';
import { findUnisat, unisatWallet } from '../../../adapters/bitcoin/unisatWallet';
import {
  base64,
  BIP322_SIGNATURE,
  fakeUnisat,
  flush,
  hex,
  LEGACY_SIGNATURE,
  ORDINALS,
  PAYMENT,
  PAYMENT_KEY,
  PSBT_BYTES,
  SIGNED_PSBT_BYTES,
} from './fakes';

// Unisat's key for a taproot address is its compressed internal key: answered x-only.
const TAPROOT_ACCOUNT = { address: ORDINALS, purpose: 'ordinals', publicKey: PAYMENT_KEY.slice(2) };

describe('unisatWallet', () => {
  it('default: connect prompts (requestAccounts) and answers its one address with its purpose', async () => {
    const fake = fakeUnisat();
    expect(findUnisat({ unisat: fake.provider })).toBe(fake.provider);
    expect(findUnisat({ unisat: { requestAccounts: () => undefined } })).toBeUndefined();
    const wallet = unisatWallet(fake.provider);
    expect(wallet.info).toMatchObject({
      id: 'bitcoin:unisat',
      name: 'UniSat',
      namespace: 'bip122',
    });
    expect(wallet.source).toBe('unisat');
    expect(wallet.chains()).toEqual([]);
    await expect(wallet.connect(false)).resolves.toEqual([TAPROOT_ACCOUNT]);
    expect(fake.provider.requestAccounts).toHaveBeenCalled();
    expect(wallet.accounts()).toEqual([TAPROOT_ACCOUNT]);

    const payment = fakeUnisat({ address: PAYMENT });
    await expect(unisatWallet(payment.provider).connect(false)).resolves.toEqual([
      { address: PAYMENT, purpose: 'payment', publicKey: PAYMENT_KEY },
    ]);
  });

  it('behavior: a silent connect reads getAccounts, never requestAccounts', async () => {
    const unauthorised = fakeUnisat();
    await expect(unisatWallet(unauthorised.provider).connect(true)).resolves.toEqual([]);
    const authorised = fakeUnisat({ authorized: true });
    await expect(unisatWallet(authorised.provider).connect(true)).resolves.toEqual([
      TAPROOT_ACCOUNT,
    ]);
    for (const { provider } of [unauthorised, authorised]) {
      expect(provider.getAccounts).toHaveBeenCalled();
      expect(provider.requestAccounts).not.toHaveBeenCalled();
    }
  });

  it('behavior: accountsChanged reaches the listener until it unsubscribes', async () => {
    const fake = fakeUnisat({ authorized: true });
    const wallet = unisatWallet(fake.provider);
    await wallet.connect(true);
    const seen: unknown[] = [];
    const off = wallet.onAccountsChanged((accounts) => seen.push(accounts));
    fake.switchTo([PAYMENT]);
    await flush();
    expect(seen).toEqual([[{ address: PAYMENT, purpose: 'payment', publicKey: PAYMENT_KEY }]]);
    fake.switchTo([]);
    await flush();
    expect(seen.at(-1)).toEqual([]);
    expect(wallet.accounts()).toEqual([]);
    off();
    expect(fake.listenerCount()).toBe(0);
  });

  it('behavior: signMessage asks bip322-simple, and falls back to ecdsa (legacy) when unsupported', async () => {
    const fake = fakeUnisat({ authorized: true, address: PAYMENT });
    const wallet = unisatWallet(fake.provider);
    await wallet.connect(true);
    await expect(wallet.signMessage(PAYMENT, 'hello')).resolves.toEqual({
      signature: base64(BIP322_SIGNATURE),
      protocol: 'bip322',
    });
    expect(fake.provider.signMessage).toHaveBeenCalledWith('hello', 'bip322-simple');

    const legacyOnly = fakeUnisat({ authorized: true, address: PAYMENT, bip322: false });
    await expect(unisatWallet(legacyOnly.provider).signMessage(PAYMENT, 'hello')).resolves.toEqual({
      signature: base64(LEGACY_SIGNATURE),
      protocol: 'legacy',
    });
    expect(legacyOnly.provider.signMessage.mock.calls).toEqual([
      ['hello', 'bip322-simple'],
      ['hello', 'ecdsa'],
    ]);
  });

  it('behavior: a rejection is 4001 and is not retried as ecdsa; another address is 4100', async () => {
    const fake = fakeUnisat({ authorized: true });
    const wallet = unisatWallet(fake.provider);
    await wallet.connect(true);
    fake.provider.signMessage.mockRejectedValueOnce({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(
      wallet.signMessage(ORDINALS, 'hi').catch(toBitcoinWalletError),
    ).resolves.toMatchObject({
      rpcCode: 4001,
      code: 'USER_REJECTED',
    });
    expect(fake.provider.signMessage).toHaveBeenCalledTimes(1);
    await expect(wallet.signMessage(PAYMENT, 'hi')).rejects.toMatchObject({ rpcCode: 4100 });

    fake.provider.requestAccounts.mockRejectedValueOnce({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(wallet.connect(false).catch(toBitcoinWalletError)).resolves.toMatchObject({
      rpcCode: 4001,
    });
  });

  it('behavior: signPsbt converts base64 to hex and back, with each input index and address', async () => {
    const fake = fakeUnisat({ authorized: true });
    const wallet = unisatWallet(fake.provider);
    const signed = await wallet.signPsbt(
      base64(PSBT_BYTES),
      [
        { address: PAYMENT, indexes: [0, 2] },
        { address: ORDINALS, indexes: [1] },
      ],
      'bitcoin:mainnet',
    );
    expect(signed).toBe(base64(SIGNED_PSBT_BYTES));
    expect(fake.provider.signPsbt).toHaveBeenCalledWith(hex(PSBT_BYTES), {
      autoFinalized: false,
      toSignInputs: [
        { index: 0, address: PAYMENT },
        { index: 2, address: PAYMENT },
        { index: 1, address: ORDINALS },
      ],
    });
    fake.provider.signPsbt.mockResolvedValueOnce('zz-not-hex');
    await expect(
      wallet.signPsbt(base64(PSBT_BYTES), [{ address: PAYMENT, indexes: [0] }], 'bitcoin:mainnet'),
    ).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' });
  });
});
