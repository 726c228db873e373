/** @jest-environment node */
import { bech32, bech32m } from 'bech32';
import {
  cosmosAddressOf,
  decodeCosmosAddress,
  hasCosmosPrefix,
  isCosmosAddress,
  sameCosmosAccount,
} from '../../../adapters/cosmos/cosmosAddress';
import { cosmosChain } from '../../../adapters/cosmos/cosmosChain';
import { DEV_ACCOUNTS, hexToBytes } from './cosmosTestKeys';

const address = (prefix: string, bytes: number, fill = 7, codec = bech32) =>
  codec.encode(prefix, codec.toWords(new Uint8Array(bytes).fill(fill)), 200);
/** The same string with one data character changed (its checksum no longer fits). */
const typo = (text: string) =>
  text.slice(0, -3) + (text.at(-3) === 'q' ? 'p' : 'q') + text.slice(-2);

describe('cosmos addresses (bech32, 20 or 32 bytes, any prefix)', () => {
  it.each([
    [DEV_ACCOUNTS[0].address, 'cosmos', 20],
    [address('osmo', 20), 'osmo', 20],
    [address('cosmos', 32), 'cosmos', 32],
    [address('juno', 32, 1), 'juno', 32],
    [DEV_ACCOUNTS[1].address.toUpperCase(), 'cosmos', 20],
  ])('default: %s is an address with prefix %s and %i bytes', (text, prefix, length) => {
    expect(decodeCosmosAddress(text)).toEqual({ prefix, data: expect.any(Uint8Array) });
    expect(decodeCosmosAddress(text)!.data).toHaveLength(length);
    expect(isCosmosAddress(text)).toBe(true);
    expect(cosmosChain.isAddress(text)).toBe(true);
  });

  it.each([
    ['a wrong checksum', typo(DEV_ACCOUNTS[0].address)],
    ['mixed case', DEV_ACCOUNTS[0].address.replace('cosmos1', 'COSMOS1')],
    ['19 bytes', address('cosmos', 19)],
    ['21 bytes', address('cosmos', 21)],
    ['33 bytes', address('cosmos', 33)],
    ['bech32m', address('cosmos', 20, 7, bech32m)],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['an empty string', ''],
    ['no separator', 'cosmos'],
  ])('error: %s is refused', (_, text) => {
    expect(decodeCosmosAddress(text)).toBeNull();
    expect(cosmosChain.isAddress(text)).toBe(false);
  });

  it('edge: anything but a string is not an address', () => {
    expect(isCosmosAddress(undefined)).toBe(false);
    expect(isCosmosAddress(42)).toBe(false);
  });

  it('default: the prefix says the chain; a wrong prefix for the chain is told apart', () => {
    expect(hasCosmosPrefix(DEV_ACCOUNTS[0].address, 'cosmos')).toBe(true);
    expect(hasCosmosPrefix(DEV_ACCOUNTS[0].address, 'osmo')).toBe(false);
    expect(hasCosmosPrefix(address('osmo', 20), 'osmo')).toBe(true);
    expect(hasCosmosPrefix(typo(address('osmo', 20)), 'osmo')).toBe(false);
  });

  it('default: a key’s address is bech32 of RIPEMD-160(SHA-256(key)), per prefix (dev accounts)', () => {
    for (const account of DEV_ACCOUNTS)
      expect(cosmosAddressOf(hexToBytes(account.publicKey), 'cosmos')).toBe(account.address);
    const osmo = cosmosAddressOf(hexToBytes(DEV_ACCOUNTS[0].publicKey), 'osmo');
    expect(osmo).toMatch(/^osmo1/);
    expect(sameCosmosAccount(osmo, DEV_ACCOUNTS[0].address)).toBe(true);
    expect(sameCosmosAccount(osmo, DEV_ACCOUNTS[1].address)).toBe(false);
    expect(sameCosmosAccount('nope', DEV_ACCOUNTS[1].address)).toBe(false);
  });

  it('default: checkReceiver gives bech32 back in lower case, and refuses a non-address', async () => {
    await expect(
      cosmosChain.checkReceiver!(DEV_ACCOUNTS[2].address.toUpperCase()),
    ).resolves.toEqual({
      address: DEV_ACCOUNTS[2].address,
    });
    await expect(cosmosChain.checkReceiver!(typo(DEV_ACCOUNTS[2].address))).resolves.toEqual({
      problem: 'invalid',
    });
  });
});

describe('cosmos units', () => {
  it('default: 6 decimals, exactly', () => {
    expect(cosmosChain.parseUnits('1000', 6)).toBe(1_000_000_000n);
    expect(cosmosChain.parseUnits('0.000001', 6)).toBe(1n);
    expect(cosmosChain.formatUnits(1_000_002_800n, 6)).toBe('1000.0028');
    expect(cosmosChain.formatUnits(0n, 6)).toBe('0');
  });

  it('error: more decimals than the denom has is INVALID_AMOUNT', () => {
    expect(() => cosmosChain.parseUnits('0.0000001', 6)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
