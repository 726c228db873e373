/** @jest-environment node */
import { PorticoError } from '../../../src/adapter/PorticoError';
import { assetsToBalances } from '../../../src/features/tokens/assetsToBalances';
import { dropZeroDecimals } from '../../../src/features/tokens/dropZeroDecimals';

/**
 * Spec §3 "Asset from wallet_getAssets" and §5: the auth connector's asset-discovery answer
 * (EIP-7811, `{ [hexChainId]: Asset[] }`) read into token balances, exactly, one entry at a time.
 */

const CHAIN = 'eip155:31337' as const;
const HEX_CHAIN = '0x7a69';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const erc20 = (overrides: Record<string, unknown> = {}) => ({
  address: USDC,
  balance: '0x2540be400', // 10 000 × 10^6
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
  ...overrides,
});

const native = (overrides: Record<string, unknown> = {}) => ({
  address: NATIVE,
  balance: '0x21e19e0c9bab2400000', // 10 000 × 10^18
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
  ...overrides,
});

const read = (...assets: unknown[]) => assetsToBalances({ [HEX_CHAIN]: assets }, CHAIN);

describe('assetsToBalances', () => {
  it('default: an ERC20 asset is a token balance with its CAIP-10 address, value and icon', () => {
    const [balance] = read(
      erc20({ metadata: { ...erc20().metadata, iconUrl: 'https://x/u.png' } }),
    );
    expect(balance).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: CHAIN,
      address: `${CHAIN}:${USDC}`,
      value: 10_000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: 'https://x/u.png',
    });
  });

  it('default: a NATIVE asset has no address, with the placeholder or without one', () => {
    const withPlaceholder = read(native())[0];
    const { address: _omitted, ...bare } = native();
    const withoutAddress = read(bare)[0];
    for (const balance of [withPlaceholder, withoutAddress]) {
      expect(balance).toEqual({
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN,
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
      });
      expect(balance).not.toHaveProperty('address');
    }
    // The placeholder in any case.
    expect(read(native({ address: NATIVE.toUpperCase().replace('0X', '0x') }))).toHaveLength(1);
  });

  it('parameters: hex balances become exact decimals with 6 and 18 decimals (bigint, no float)', () => {
    const cases: Array<[string, number, string]> = [
      ['0x1', 6, '0.000001'],
      ['0xf4240', 6, '1'],
      ['0x12d687', 6, '1.234567'],
      ['0x0', 6, '0'],
      ['0x1', 18, '0.000000000000000001'],
      // 2^64 + 1 wei: beyond a double's 53 bits.
      ['0x10000000000000001', 18, '18.446744073709551617'],
      // 123456789.123456789123456789 ETH: 27 significant digits.
      ['0x661efdf2e3b19f7c045f15', 18, '123456789.123456789123456789'],
      ['0xDE0B6B3A7640000', 18, '1'],
    ];
    for (const [balance, decimals, numeric] of cases) {
      const [token] = read(erc20({ balance, metadata: { name: 'T', symbol: 'T', decimals } }));
      expect(token?.quantity).toEqual({ decimals: String(decimals), numeric });
    }
  });

  it('parameters: decimals may be a numeric string; no price is a price and value of 0', () => {
    const [token] = read(erc20({ metadata: { name: 'T', symbol: 'T', decimals: '6' } }));
    expect(token).toMatchObject({
      price: 0,
      value: 0,
      quantity: { decimals: '6', numeric: '10000' },
    });
    expect(token).not.toHaveProperty('iconUrl');
  });

  it('behavior: a malformed entry among good ones is ignored, the others kept', () => {
    const balances = read(erc20(), { nonsense: true }, null, 'ERC20', native());
    expect(balances.map((b) => b.symbol)).toEqual(['USDC', 'ETH']);
  });

  it('parameters: EIP-7811’s own spelling (lower-case types, the native address "native") reads the same', () => {
    const balances = read(erc20({ type: 'erc20' }), native({ type: 'native', address: 'native' }));
    expect(balances.map((b) => [b.symbol, b.address ?? 'native'])).toEqual([
      ['USDC', `eip155:31337:${USDC}`],
      ['ETH', 'native'],
    ]);
  });

  it('errors: entries of the wrong types are ignored, one by one', () => {
    const bad = [
      erc20({ type: 'ERC721' }),
      erc20({ type: undefined }),
      erc20({ balance: '10000' }), // decimal, not hex
      erc20({ balance: 10_000 }),
      erc20({ balance: '0x' }),
      erc20({ balance: '0xzz' }),
      erc20({ address: undefined }), // an ERC20 needs its contract
      erc20({ address: 'eip155:31337:0xA0b8' }),
      erc20({ address: '0x1234' }),
      erc20({ address: NATIVE.slice(0, 41) }),
      native({ address: USDC }), // a native asset with a token's address
      erc20({ metadata: undefined }),
      erc20({ metadata: { symbol: 'T', decimals: 6 } }),
      erc20({ metadata: { name: 'T', symbol: 7, decimals: 6 } }),
      erc20({ metadata: { name: 'T', symbol: 'T' } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: 1.5 } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: -1 } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: '6.0' } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: '256' } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: 6, price: '1' } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: 6, price: -1 } }),
      erc20({ metadata: { name: 'T', symbol: 'T', decimals: 6, iconUrl: 5 } }),
    ];
    expect(read(...bad, erc20())).toEqual([expect.objectContaining({ symbol: 'USDC' })]);
  });

  it('behavior: decimals "0" are read, then dropped with the API path\'s rule (spec §5)', () => {
    const balances = read(
      erc20({ metadata: { name: 'Odd', symbol: 'ODD', decimals: 0 } }),
      native(),
    );
    expect(balances[0]?.quantity).toEqual({ decimals: '0', numeric: '10000000000' });
    expect(dropZeroDecimals(balances).map((b) => b.symbol)).toEqual(['ETH']);
  });

  it('parameters: only the asked chain counts; its key may be written in any hex case', () => {
    const answer = {
      '0x1': [erc20({ metadata: { name: 'Main', symbol: 'MAIN', decimals: 6 } })],
      '0x7A69': [native()],
      '0x07a69': [erc20()],
      '0x7a6a': [erc20({ metadata: { name: 'Other', symbol: 'OTHER', decimals: 6 } })],
      '31337': [erc20({ metadata: { name: 'Decimal key', symbol: 'DEC', decimals: 6 } })],
    };
    expect(assetsToBalances(answer, CHAIN).map((b) => b.symbol)).toEqual(['ETH', 'USDC']);
    expect(assetsToBalances(answer, 'eip155:1').map((b) => b.chainId)).toEqual(['eip155:1']);
    expect(assetsToBalances({}, CHAIN)).toEqual([]);
    expect(assetsToBalances(answer, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual([]);
  });

  it('errors: an answer that is no map of chains, or no list for the chain, is the wallet’s failure', () => {
    for (const answer of [null, undefined, 'assets', 7, [native()]]) {
      expect(() => assetsToBalances(answer, CHAIN)).toThrow(PorticoError);
    }
    expect(() => assetsToBalances({ [HEX_CHAIN]: native() }, CHAIN)).toThrow(
      expect.objectContaining({ code: 'INVALID_ASSETS' }),
    );
    // Another chain's broken list is not ours to refuse.
    expect(assetsToBalances({ '0x1': 'broken', [HEX_CHAIN]: [native()] }, CHAIN)).toHaveLength(1);
  });
});
