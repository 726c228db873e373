import { bitcoinChain } from '../../../adapters/bitcoin/bitcoinChain';
import { PorticoError } from '../../../src/adapter/PorticoError';

const PAYMENT = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw';
const MAINNET_P2PKH = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc';

describe('bitcoinChain', () => {
  it('is the bip122 namespace, with any known network’s addresses', () => {
    expect(bitcoinChain.namespace).toBe('bip122');
    expect(bitcoinChain.isAddress(PAYMENT)).toBe(true);
    expect(bitcoinChain.isAddress(MAINNET_P2PKH)).toBe(true);
    expect(bitcoinChain.isAddress('0x0000000000000000000000000000000000000000')).toBe(false);
    // No RPC-transport read: bitcoin reads go through Esplora, in the adapter.
    expect(bitcoinChain.getNativeBalance).toBeUndefined();
  });

  it('checks a receiver, giving bech32 back in lower case', async () => {
    await expect(bitcoinChain.checkReceiver!(PAYMENT.toUpperCase())).resolves.toEqual({
      address: PAYMENT,
    });
    await expect(bitcoinChain.checkReceiver!(MAINNET_P2PKH)).resolves.toEqual({
      address: MAINNET_P2PKH,
    });
    await expect(bitcoinChain.checkReceiver!(PAYMENT.slice(0, -1) + 'q')).resolves.toEqual({
      problem: 'invalid',
    });
  });

  it('converts BTC and sats exactly, with 8 decimals', () => {
    expect(bitcoinChain.parseUnits('0.001', 8)).toBe(100_000n);
    expect(bitcoinChain.formatUnits(100_000n, 8)).toBe('0.001');
    expect(bitcoinChain.parseUnits('21000000', 8)).toBe(2_100_000_000_000_000n);
    expect(bitcoinChain.formatUnits(1n, 8)).toBe('0.00000001');
    expect(bitcoinChain.formatUnits(85_000_000n, 8)).toBe('0.85');
    expect(() => bitcoinChain.parseUnits('0.000000001', 8)).toThrow(PorticoError);
    expect(() => bitcoinChain.parseUnits('0.000000001', 8)).toThrow('Too many decimal places');
  });

  it('asks a relayed wallet with WalletConnect’s bip122 signMessage', () => {
    const params = { account: PAYMENT, address: PAYMENT, message: 'hi' };
    expect(bitcoinChain.requests.signMessage(PAYMENT, 'hi')).toEqual({
      method: 'signMessage',
      params: [params],
    });
    expect(bitcoinChain.requests.signMessageWithNamedParams!(PAYMENT, 'hi')).toEqual({
      method: 'signMessage',
      params,
    });
    expect(
      bitcoinChain.requests.signatureOf!({
        address: PAYMENT,
        signature: 'AA==',
        messageHash: '00',
      }),
    ).toBe('AA==');
    expect(bitcoinChain.requests.signatureOf!('AA==')).toBe('AA==');
    expect(bitcoinChain.pairing?.methods).toEqual([
      'signMessage',
      'sendTransfer',
      'getAccountAddresses',
      'signPsbt',
    ]);
    expect(bitcoinChain.pairing?.events).toEqual(['bip122_addressesChanged']);
  });

  it('knows a signature (base64) and a txid (64 hex) when it sees one', () => {
    const { isSignature, isTransactionHash } = bitcoinChain.requests;
    expect(
      isSignature(
        'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=',
      ),
    ).toBe(true);
    expect(isSignature('AUA=')).toBe(true);
    for (const value of ['', 'abc', 'AU A=', '0x0', 'AA==AA==', 42, null])
      expect(isSignature(value)).toBe(false);
    expect(isTransactionHash('ab'.repeat(32))).toBe(true);
    for (const value of ['ab'.repeat(31), `0x${'ab'.repeat(32)}`, 'zz'.repeat(32), 1])
      expect(isTransactionHash(value)).toBe(false);
  });
});
