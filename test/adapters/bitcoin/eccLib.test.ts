/** @jest-environment node */
import * as bitcoinJs from 'bitcoinjs-lib';
import { eccLib } from '../../../adapters/bitcoin/eccLib';
import { bitcoinJsNetwork, loadBitcoinJs } from '../../../adapters/bitcoin/loadBitcoinJs';
import { DEV_ACCOUNTS, hexToBytes, xOnlyOf } from './bitcoinTestKeys';

describe('eccLib (bitcoinjs-lib’s ecc backend over @noble/curves)', () => {
  it('passes bitcoinjs’ own self-test', () => {
    expect(() => bitcoinJs.initEccLib(undefined)).not.toThrow();
    expect(() => bitcoinJs.initEccLib(eccLib)).not.toThrow();
  });

  it('tweaks each dev internal key to its BIP86 ordinals address', () => {
    for (const account of DEV_ACCOUNTS) {
      const { address } = bitcoinJs.payments.p2tr({
        internalPubkey: xOnlyOf(account.ordinalsPrivateKey),
        network: bitcoinJs.networks.regtest,
      });
      expect(address).toBe(account.ordinalsAddress);
    }
  });

  it('refuses what is not an x-only point, and a tweak of the group order or more', () => {
    expect(eccLib.isXOnlyPoint(new Uint8Array(32))).toBe(false);
    expect(eccLib.isXOnlyPoint(new Uint8Array(33).fill(1))).toBe(false);
    expect(eccLib.isXOnlyPoint(hexToBytes('ff'.repeat(32)))).toBe(false);
    const key = xOnlyOf(DEV_ACCOUNTS[0].ordinalsPrivateKey);
    expect(eccLib.isXOnlyPoint(key)).toBe(true);
    expect(eccLib.xOnlyPointAddTweak(key, hexToBytes('ff'.repeat(32)))).toBeNull();
    expect(eccLib.xOnlyPointAddTweak(key, new Uint8Array(32))).toEqual({
      parity: 0,
      xOnlyPubkey: key,
    });
  });

  it('loads bitcoinjs-lib once, registered, with each kind’s network', async () => {
    const [first, second] = await Promise.all([loadBitcoinJs(), loadBitcoinJs()]);
    expect(first).toBe(second);
    expect(bitcoinJsNetwork(first, 'regtest').bech32).toBe('bcrt');
    expect(bitcoinJsNetwork(first, 'signet').bech32).toBe('tb');
    expect(bitcoinJsNetwork(first, 'mainnet').bech32).toBe('bc');
    expect(() =>
      first.payments.p2tr({ internalPubkey: xOnlyOf(DEV_ACCOUNTS[1].ordinalsPrivateKey) }),
    ).not.toThrow();
  });
});
