/** @jest-environment node */
import { ApiParseError } from '../../src/api/ApiError';
import { createPorticoApi, type PorticoApi } from '../../src/api/createPorticoApi';
import type { WalletsParams } from '../../src/api/wallets';
import { BUNDLED_WALLETS } from '../../src/features/walletList/bundledWallets';
import { orderWallets } from '../../src/features/walletList/orderWallets';
import { withTestApi } from '../support/startTestApi';

/**
 * GET /v1/wallets against the stand-in: paging, search, filters and order; the bundled
 * catalogue answers every query as the API does for the wallets both know.
 */

const api = withTestApi();
let client: PorticoApi;
beforeEach(() => {
  client = createPorticoApi({
    baseUrl: api.stack.url,
    projectId: 'wallets-test',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    retry: { tries: 1 },
  });
});

const page = (params: Partial<WalletsParams> = {}) =>
  client.getWallets({ page: 1, entries: 12, ...params });
const ids = (wallets: ReadonlyArray<{ id: string }>) => wallets.map((x) => x.id);

describe('getWallets', () => {
  it('default: page 1 of 12 with the total count; featured, then recommended, then the rest', async () => {
    const { count, data } = await page();
    expect(count).toBe(40);
    expect(data).toHaveLength(12);
    expect(ids(data).slice(0, 7)).toEqual([
      'metamask',
      'trust',
      'coinbase',
      'rainbow',
      'uniswap',
      'zerion',
      'phantom',
    ]);
    expect(data[0]).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      imageUrl: expect.stringMatching(/\/v1\/wallets\/metamask\/image\?projectId=wallets-test&/),
      nativeLink: 'metamask://',
      universalLink: 'https://metamask.app.link',
      namespaces: ['eip155'],
      featured: true,
      recommended: false,
    });
  });

  it('behavior: paging through every page lists each wallet once', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n += 1) seen.push(...ids((await page({ page: n })).data));
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
    expect((await page({ page: 5 })).data).toEqual([]);
  });

  it('parameters: search, namespaces, featured, include and exclude reach the API', async () => {
    expect(ids((await page({ search: '  MỞ ' })).data)).toEqual(['cosmostation', 'vi-mo']);
    const solana = await page({ namespaces: ['solana'], entries: 100 });
    expect(solana.data.every((x) => x.namespaces.includes('solana'))).toBe(true);
    expect(solana.count).toBe(solana.data.length);
    const picked = await page({
      featured: ['keplr', 'safe'],
      include: ['keplr', 'safe', 'rainbow', 'trust'],
    });
    expect(picked.data.map((x) => [x.id, x.featured, x.recommended])).toEqual([
      ['keplr', true, false],
      ['safe', true, false],
      ['rainbow', false, true],
      ['trust', false, false],
    ]);
    expect(ids((await page({ exclude: ['metamask', 'trust'] })).data).slice(0, 2)).toEqual([
      'coinbase',
      'rainbow',
    ]);
  });

  it('behavior: an answer of the wrong shape is an ApiParseError', async () => {
    await api.controls.setFault('wallets', { kind: 'wrongShape' });
    await expect(page()).rejects.toBeInstanceOf(ApiParseError);
  });

  it.each<[string, Partial<WalletsParams>]>([
    ['no filter', {}],
    ['a search', { search: 'wa' }],
    ['namespaces', { namespaces: ['bip122', 'cosmos'] }],
    ['host featured ids', { featured: ['safe', 'rabby', 'metamask'] }],
    ['include and exclude', { include: ['okx', 'zerion', 'safe', 'argent'], exclude: ['safe'] }],
  ])('behavior: the bundled catalogue orders %s as the API does', async (_, params) => {
    const { data } = await page({ ...params, entries: 100 });
    const bundled = new Set(ids(BUNDLED_WALLETS));
    const fromApi = data
      .filter((x) => bundled.has(x.id))
      .map((x) => [x.id, x.featured, x.recommended]);
    const local = orderWallets(BUNDLED_WALLETS, {
      search: params.search ?? '',
      namespaces: params.namespaces ?? [],
      featured: params.featured ?? [],
      include: params.include ?? [],
      exclude: params.exclude ?? [],
    }).map((x) => [x.id, x.featured, x.recommended]);
    expect(local).toEqual(fromApi);
  });
});
