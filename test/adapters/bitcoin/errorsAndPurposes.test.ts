import {
  bitcoinPurpose,
  isTaprootAddress,
  toBitcoinAccounts,
} from '../../../adapters/bitcoin/bitcoinPurpose';
import { toBitcoinWalletError } from '../../../adapters/bitcoin/toBitcoinWalletError';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { ORDINALS, ORDINALS_KEY, PAYMENT, PAYMENT_KEY } from './fakes';

describe('bitcoinPurpose', () => {
  it('default: taproot (bc1p, tb1p, bcrt1p) holds ordinals, any other address pays', () => {
    for (const address of [
      ORDINALS,
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
    ])
      expect([isTaprootAddress(address), bitcoinPurpose(address)]).toEqual([true, 'ordinals']);
    for (const address of [
      PAYMENT,
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    ])
      expect([isTaprootAddress(address), bitcoinPurpose(address)]).toEqual([false, 'payment']);
  });

  it('behavior: accounts are checked, one per address, payment first, keys normalised', () => {
    expect(
      toBitcoinAccounts([
        { address: ORDINALS, publicKey: `03${ORDINALS_KEY}` },
        { address: 'javascript:alert(1)' },
        { address: 42 },
        { address: PAYMENT, publicKey: PAYMENT_KEY.toUpperCase(), purpose: 'payment' },
        { address: PAYMENT, purpose: 'ordinals' },
        { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', publicKey: ORDINALS_KEY },
      ]),
    ).toEqual([
      { address: PAYMENT, purpose: 'payment', publicKey: PAYMENT_KEY },
      // An x-only key is no key for a non-taproot address.
      { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', purpose: 'payment' },
      { address: ORDINALS, purpose: 'ordinals', publicKey: ORDINALS_KEY },
    ]);
  });
});

describe('toBitcoinWalletError', () => {
  it.each<[string, unknown]>([
    [
      'EIP-1193 4001 (Unisat, standard wallets)',
      { code: 4001, message: 'User rejected the request.' },
    ],
    ['a string code', { code: '4001', message: 'rejected' }],
    ['sats-connect -32000', { code: -32000, message: 'User rejected request' }],
    ['words only', new Error('WalletSignMessageError: User canceled the request')],
    ['a bare string', 'User denied'],
  ])('behavior: a refusal (%s) is ProviderRpcError 4001', (_case, error) => {
    const typed = toBitcoinWalletError(error);
    expect(typed).toBeInstanceOf(ProviderRpcError);
    expect(typed).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED', cause: error });
  });

  it('behavior: other failures stay typed: the wallet code, else UNKNOWN_ERROR; ours kept', () => {
    expect(toBitcoinWalletError({ code: -32002, message: 'Access denied' })).toMatchObject({
      rpcCode: 4100,
      code: 'UNAUTHORIZED',
    });
    expect(toBitcoinWalletError({ code: 4900, message: 'Disconnected', data: 1 })).toMatchObject({
      rpcCode: 4900,
      code: 'PROVIDER_DISCONNECTED',
      data: 1,
    });
    // A code says what happened: words that sound like a refusal do not override it.
    expect(
      toBitcoinWalletError({ code: 4100, message: 'Request denied: not authorised' }),
    ).toMatchObject({
      rpcCode: 4100,
    });
    const unknown = toBitcoinWalletError(new Error('Something broke'));
    expect(unknown).toBeInstanceOf(PorticoError);
    expect(unknown).toMatchObject({ code: 'UNKNOWN_ERROR', details: 'Something broke' });
    const ours = new PorticoError(
      'INVALID_WALLET_RESPONSE',
      'The wallet returned an invalid answer',
    );
    expect(toBitcoinWalletError(ours)).toBe(ours);
  });
});
