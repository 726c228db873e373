import bs58 from 'bs58';
import { decodeBase58, isSolanaAddress } from '../../../adapters/solana/solanaAddress';
import { solanaChain } from '../../../adapters/solana/solanaChain';

const DEV = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';
const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill);

describe('isSolanaAddress', () => {
  it('default: a base58 public key of 32 bytes is an address, at 32 and 44 characters', () => {
    expect(isSolanaAddress(DEV)).toBe(true);
    // The system program: 32 zero bytes are 32 '1's, the shortest address.
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    const longest = bs58.encode(bytes(32, 255));
    expect(longest).toHaveLength(44);
    expect(isSolanaAddress(longest)).toBe(true);
  });

  it('behavior: 31 or 45 characters are refused (spec §5: 32-44)', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress(`${DEV}1`)).toBe(false); // 45 characters
  });

  it('behavior: characters outside the base58 alphabet (0, O, I, l, +) are refused', () => {
    for (const bad of ['0', 'O', 'I', 'l', '+'])
      expect(isSolanaAddress(`${bad}${DEV.slice(1)}`)).toBe(false);
    expect(isSolanaAddress(` ${DEV.slice(1)}`)).toBe(false);
  });

  it('behavior: base58 of 31 or 33 bytes is refused even at an allowed length', () => {
    const short = bs58.encode(bytes(31, 255));
    const long = bs58.encode(bytes(33, 1));
    expect(short.length).toBeGreaterThanOrEqual(32);
    expect(long.length).toBeLessThanOrEqual(44);
    expect(isSolanaAddress(short)).toBe(false);
    expect(isSolanaAddress(long)).toBe(false);
  });

  it('parameters: decodeBase58 answers the bytes, or null for another length or a non-string', () => {
    expect(decodeBase58(DEV, 32)).toHaveLength(32);
    expect(decodeBase58(DEV, 64)).toBeNull();
    expect(decodeBase58(42, 32)).toBeNull();
  });

  it('behavior: checkReceiver writes a valid address as it is; anything else is invalid', async () => {
    await expect(solanaChain.checkReceiver!(DEV)).resolves.toEqual({ address: DEV });
    await expect(
      solanaChain.checkReceiver!('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ).resolves.toEqual({
      problem: 'invalid',
    });
  });
});
