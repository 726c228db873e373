/** @jest-environment node */
import { sha256 } from '@noble/hashes/sha2';
import { bech32, bech32m } from 'bech32';
import bs58 from 'bs58';
import {
  addressKind,
  bitcoinAddressType,
  decodeBitcoinAddress,
  isBitcoinAddress,
  outputScriptOf,
} from '../../../adapters/bitcoin/bitcoinAddress';
import {
  BIP322_P2PKH,
  BIP322_P2SH_P2WPKH,
  BIP322_P2TR,
  DEV_ACCOUNTS,
  bitcoin,
} from './bitcoinTestKeys';

const { networks, payments } = bitcoin;
const hash20 = new Uint8Array(20).fill(7);
const hash32 = new Uint8Array(32).fill(9);
const segwit = (codec: typeof bech32, hrp: string, version: number, program: Uint8Array) =>
  codec.encode(hrp, [version, ...codec.toWords(program)]);
const base58Of = (network: bitcoin.Network, type: 'p2pkh' | 'p2sh') =>
  payments[type]({ hash: hash20, network }).address!;
/** The same string with one data character changed (its checksum no longer fits). */
const typo = (address: string) =>
  address.slice(0, -3) + (address.at(-3) === 'q' ? 'p' : 'q') + address.slice(-2);

describe('segwit addresses (BIP-173, BIP-350)', () => {
  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'p2wpkh'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', 'p2wpkh'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet', 'p2wsh'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
    [BIP322_P2TR, 'mainnet', 'p2tr'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', 'p2wsh'],
    [DEV_ACCOUNTS[0].paymentAddress, 'regtest', 'p2wpkh'],
    [DEV_ACCOUNTS[0].ordinalsAddress, 'regtest', 'p2tr'],
  ] as const)('%s is %s %s', (address, kind, type) => {
    expect(isBitcoinAddress(address)).toBe(true);
    expect(isBitcoinAddress(address, kind)).toBe(true);
    expect(bitcoinAddressType(address, kind)).toBe(type);
    expect(addressKind(address)).toBe(kind);
  });

  it('testnet and signet share tb1; regtest has bcrt1; each refuses the others', () => {
    const tb = segwit(bech32, 'tb', 0, hash20);
    expect(isBitcoinAddress(tb, 'testnet')).toBe(true);
    expect(isBitcoinAddress(tb, 'signet')).toBe(true);
    expect(isBitcoinAddress(tb, 'mainnet')).toBe(false);
    expect(isBitcoinAddress(tb, 'regtest')).toBe(false);
    const regtest = DEV_ACCOUNTS[0].paymentAddress;
    expect(isBitcoinAddress(regtest, 'mainnet')).toBe(false);
    expect(isBitcoinAddress(regtest, 'testnet')).toBe(false);
    expect(bitcoinAddressType(regtest, 'mainnet')).toBeNull();
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'regtest')).toBe(false);
  });

  it('v0 must be bech32 and v1 bech32m (BIP-350)', () => {
    expect(isBitcoinAddress(segwit(bech32, 'bc', 0, hash20))).toBe(true);
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 0, hash20))).toBe(false);
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 1, hash32))).toBe(true);
    expect(isBitcoinAddress(segwit(bech32, 'bc', 1, hash32))).toBe(false);
  });

  it('programs of the wrong length, and versions past 1, are refused', () => {
    expect(isBitcoinAddress(segwit(bech32, 'bc', 0, new Uint8Array(25)))).toBe(false);
    expect(isBitcoinAddress(segwit(bech32, 'bc', 0, new Uint8Array(33)))).toBe(false);
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 1, hash20))).toBe(false);
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 2, hash32))).toBe(false);
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 16, hash32))).toBe(false);
  });

  it('a wrong checksum, mixed case, an unknown prefix or junk is refused', () => {
    for (const address of [
      typo('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'),
      typo(DEV_ACCOUNTS[0].ordinalsAddress),
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      segwit(bech32, 'ltc', 0, hash20),
      segwit(bech32, 'bcrt', 0, hash20).replace('bcrt1', 'bcrt0'),
      '',
      'bc1',
      'hello',
    ]) {
      expect(isBitcoinAddress(address)).toBe(false);
      expect(addressKind(address)).toBeNull();
      expect(bitcoinAddressType(address)).toBeNull();
    }
  });
});

describe('base58check addresses', () => {
  it.each([
    [base58Of(networks.bitcoin, 'p2pkh'), 'p2pkh', 'mainnet'],
    [base58Of(networks.bitcoin, 'p2sh'), 'p2sh', 'mainnet'],
    [BIP322_P2PKH, 'p2pkh', 'mainnet'],
    [BIP322_P2SH_P2WPKH, 'p2sh', 'mainnet'],
    [base58Of(networks.testnet, 'p2pkh'), 'p2pkh', 'testnet'],
    [base58Of(networks.testnet, 'p2sh'), 'p2sh', 'testnet'],
  ] as const)('%s is %s on %s', (address, type, kind) => {
    expect(bitcoinAddressType(address, kind)).toBe(type);
    expect(addressKind(address)).toBe(kind);
    expect(Array.from(decodeBitcoinAddress(address)!.hash)).toHaveLength(20);
  });

  it('version bytes: testnet, signet and regtest share 0x6f/0xc4; mainnet is 0x00/0x05', () => {
    const testnet = base58Of(networks.testnet, 'p2pkh');
    expect(
      ['testnet', 'signet', 'regtest'].map((kind) => isBitcoinAddress(testnet, kind as 'testnet')),
    ).toEqual([true, true, true]);
    expect(isBitcoinAddress(testnet, 'mainnet')).toBe(false);
    expect(isBitcoinAddress(base58Of(networks.bitcoin, 'p2sh'), 'regtest')).toBe(false);
  });

  it('a wrong checksum, another version byte or another length is refused', () => {
    const good = base58Of(networks.bitcoin, 'p2pkh');
    const bad = good.slice(0, -1) + (good.endsWith('a') ? 'b' : 'a');
    expect(isBitcoinAddress(bad)).toBe(false);
    // Litecoin's p2pkh version (0x30): a valid base58check string, not a bitcoin address.
    expect(isBitcoinAddress(base58Of({ ...networks.bitcoin, pubKeyHash: 0x30 }, 'p2pkh'))).toBe(
      false,
    );
    // The all-zero hash is a valid (burn) address; one byte more, with its checksum, is not.
    expect(isBitcoinAddress('1111111111111111111114oLvT2')).toBe(true);
    const long = Uint8Array.from([0, ...new Uint8Array(21)]);
    const withChecksum = Uint8Array.from([...long, ...sha256(sha256(long)).subarray(0, 4)]);
    expect(isBitcoinAddress(bs58.encode(withChecksum))).toBe(false);
    expect(isBitcoinAddress('0OIl')).toBe(false);
  });
});

describe('outputScriptOf', () => {
  it('writes the script bitcoinjs writes for every type', () => {
    const addresses = [
      BIP322_P2PKH,
      BIP322_P2SH_P2WPKH,
      DEV_ACCOUNTS[0].paymentAddress,
      DEV_ACCOUNTS[0].ordinalsAddress,
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    ];
    for (const address of addresses) {
      const network = address.startsWith('bcrt') ? networks.regtest : networks.bitcoin;
      expect(outputScriptOf(decodeBitcoinAddress(address)!)).toEqual(
        new Uint8Array(bitcoin.address.toOutputScript(address, network)),
      );
    }
  });
});
