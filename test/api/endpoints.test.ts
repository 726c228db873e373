/** @jest-environment node */
import { Interface, Wallet, parseUnits } from 'ethers';
import { createPorticoApi, type PorticoApi } from '../../src/api/createPorticoApi';
import { DEV_ADDRESSES, DEV_PRIVATE_KEYS } from '../../src/testing';
import { apiControls, type ApiControls } from '../stack/api/controls';
import { rpc, waitForReceipt } from '../support/rpc';
import { startTestApi, type TestApi } from '../support/startTestApi';

/** Every call of spec §7 against the local stand-in, reading the local chain where it should. */

const CHAIN = 'eip155:31337';
const [ALICE, BOB] = DEV_ADDRESSES;
/** Dev account 9: deploys and mints the stand-in's tokens (test/stack/api/devAccounts.mjs). */
const TOKEN_DEPLOYER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const STRANGER = DEV_ADDRESSES[7];
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const ERC20 = new Interface(['function transfer(address to, uint256 value) returns (bool)']);

let stack: TestApi;
let controls: ApiControls;
let api: PorticoApi;

beforeAll(async () => {
  stack = await startTestApi();
  controls = apiControls(stack.controlUrl);
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(() => stack?.stop());
beforeEach(async () => {
  await controls.reset();
  api = createPorticoApi({
    baseUrl: stack.url,
    projectId: 'portico-test',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
  });
});

const pusd = () => `${CHAIN}:${stack.tokens.PUSD}`;
const ptk = () => `${CHAIN}:${stack.tokens.PTK}`;

async function sendFrom(from: string, to: string, data: string) {
  const hash = await rpc<string>(stack.chain.url, 'eth_sendTransaction', [{ from, to, data }]);
  await waitForReceipt(stack.chain.url, hash);
  return hash;
}

describe('the product-API client against the local stand-in', () => {
  it('default: every request carries projectId, st and sv', async () => {
    await api.getSupportedChains();
    const [request] = await controls.requests();
    expect(request?.query).toEqual({ projectId: 'portico-test', st: 'portico', sv: '0.1.0' });
  });

  it('getSupportedChains: the local chain over http', async () => {
    await expect(api.getSupportedChains()).resolves.toEqual({ http: [CHAIN], ws: [] });
  });

  it('getIdentity: a name and avatar for a dev account, nulls for a stranger', async () => {
    const alice = await api.getIdentity({ address: ALICE, sender: BOB });
    expect(alice.name).toBe('alice.portico');
    expect(alice.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(api.getIdentity({ address: STRANGER })).resolves.toEqual({
      name: null,
      avatar: null,
    });
  });

  it('getAccountBalance and getTransactionHistory: read from the chain after a transfer', async () => {
    const before = await api.getAccountBalance({ address: STRANGER, chainId: CHAIN });
    expect(before.balances.map((b) => b.symbol)).toEqual(['ETH']);

    const hash = await sendFrom(
      ALICE,
      stack.tokens.PUSD!,
      ERC20.encodeFunctionData('transfer', [STRANGER, parseUnits('7.25', 6)]),
    );

    const after = await api.getAccountBalance({
      address: STRANGER,
      chainId: CHAIN,
      forceUpdate: true,
    });
    expect(after.balances.find((b) => b.symbol === 'PUSD')).toMatchObject({
      address: pusd(),
      quantity: { decimals: '6', numeric: '7.25' },
      value: 7.25,
    });

    const sent = await api.getTransactionHistory({ address: ALICE, chainId: CHAIN });
    expect(sent.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', status: 'confirmed', sentFrom: ALICE, chain: CHAIN },
      transfers: [
        { direction: 'out', quantity: { numeric: '7.25' }, fungible_info: { symbol: 'PUSD' } },
      ],
    });
    // The token deployer sent 3 deployments and 12 mints: two pages, no repeats.
    const first = await api.getTransactionHistory({ address: TOKEN_DEPLOYER, chainId: CHAIN });
    expect(first.next).not.toBeNull();
    const older = await api.getTransactionHistory({
      address: TOKEN_DEPLOYER,
      chainId: CHAIN,
      cursor: first.next!,
    });
    const ids = [...first.data, ...older.data].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(older.data.length).toBeGreaterThanOrEqual(2);

    const received = await api.getTransactionHistory({ address: STRANGER, chainId: CHAIN });
    expect(received.data[0]?.metadata.operationType).toBe('receive');
  });

  it('swap calls: tokens, quotes, gas price, allowance, build-approve and build-transaction', async () => {
    const { tokens } = await api.getSwapTokens({ chainId: CHAIN });
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PTK']);

    const gas = await api.getGasPrice({ chainId: CHAIN });
    expect(BigInt(gas.standard)).toBe(BigInt(await rpc<string>(stack.chain.url, 'eth_gasPrice')));

    const { quotes } = await api.getSwapQuotes({
      amount: parseUnits('2', 18).toString(),
      userAddress: BOB,
      from: ptk(),
      to: pusd(),
      gasPrice: gas.standard,
    });
    // 2 PTK at $0.50 → $1 of PUSD, less 0.3% and the price impact of the stand-in's real pool.
    expect(quotes[0]).toMatchObject({ fromAccount: ptk(), toAccount: pusd() });
    expect(Number(quotes[0]?.toAmount)).toBeGreaterThan(996_900);
    expect(Number(quotes[0]?.toAmount)).toBeLessThanOrEqual(997_000);

    await expect(api.getSwapAllowance({ tokenAddress: ptk(), userAddress: BOB })).resolves.toEqual({
      allowance: '0',
    });
    const approve = await api.buildApproveTransaction({
      userAddress: BOB,
      from: ptk(),
      to: pusd(),
    });
    expect(approve.tx.to).toBe(ptk());
    await sendFrom(BOB, stack.tokens.PTK!, approve.tx.data);
    const { allowance } = await api.getSwapAllowance({ tokenAddress: ptk(), userAddress: BOB });
    expect(BigInt(allowance)).toBe(2n ** 256n - 1n);

    const swap = await api.buildSwapTransaction({
      amount: parseUnits('1', 18).toString(),
      from: NATIVE,
      to: pusd(),
      userAddress: `${CHAIN}:${BOB}`,
      slippage: 1,
    });
    expect(swap.tx).toMatchObject({
      from: `${CHAIN}:${BOB}`,
      amount: parseUnits('1', 18).toString(),
    });
    expect(swap.tx.data).toMatch(/^0x[0-9a-f]+$/);
  });

  it('getTokenPrices: known tokens priced, unknown left out', async () => {
    const { fungibles } = await api.getTokenPrices({
      addresses: [NATIVE, ptk(), `${CHAIN}:${STRANGER}`],
    });
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['ETH', 3000],
      ['PTK', 0.5],
    ]);
  });

  it('names: lookup, reverse, suggestions and a signed registration', async () => {
    await expect(api.getProfileByName({ name: 'alice.portico' })).resolves.toMatchObject({
      name: 'alice.portico',
      addresses: { 60: { address: ALICE } },
    });
    await expect(api.getProfileByName({ name: 'nobody.portico' })).resolves.toBeNull();
    expect(await api.getProfilesByAddress({ address: BOB, sender: BOB })).toHaveLength(1);

    const suggestions = await api.getNameSuggestions({ name: 'bobby', zone: 'portico' });
    expect(suggestions.suggestions[0]).toEqual({ name: 'bobby.portico', registered: false });

    const message = JSON.stringify({
      name: 'bobby.portico',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    });
    // ENSIP-11: 0x80000000 | 31337.
    const coinType = 2147514985;
    const signature = await new Wallet(DEV_PRIVATE_KEYS[1]).signMessage(message);
    await expect(api.registerName({ coinType, address: BOB, message, signature })).resolves.toEqual(
      { success: true },
    );
    // Registering cleared the cached names: the new one shows at once.
    expect(
      (await api.getProfilesByAddress({ address: BOB, sender: BOB })).map((p) => p.name),
    ).toEqual(['bob.portico', 'bobby.portico']);
    await expect(
      api.registerName({ coinType, address: BOB, message, signature }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      reason: 'Name bobby.portico is already registered',
    });
  });

  it('onramp: widget URL, options and quote', async () => {
    const { url } = await api.getOnrampUrl({
      destinationWallets: [{ address: ALICE, blockchains: ['local-31337'], assets: ['USDC'] }],
      partnerUserId: ALICE,
      presetFiatAmount: 50,
    });
    expect(url.startsWith(`${stack.url}/onramp/widget?`)).toBe(true);
    const options = await api.getOnrampOptions();
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR', 'GBP']);
    const quote = await api.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '200',
      network: 'local-31337',
    });
    expect(quote).toMatchObject({
      paymentTotal: { amount: '200.00', currency: 'USD' },
      purchaseAmount: { currency: 'USDC' },
    });
  });

  it('sessions: list and revoke with the account signature', async () => {
    const account = `${CHAIN}:${ALICE}`;
    const { pcis } = await api.getSessions({ account });
    expect(pcis).toHaveLength(1);
    const pci = pcis[0]!.pci;
    const signature = await new Wallet(DEV_PRIVATE_KEYS[0]).signMessage(pci);
    await expect(api.revokeSession({ account, pci, signature })).resolves.toEqual({
      success: true,
    });
    expect((await api.getSessions({ account })).pcis[0]?.revokedAt).toEqual(expect.any(Number));
  });

  it('project config and allowed origins, as switched by the control API', async () => {
    await controls.setProjectConfig({ features: { swap: false } });
    await controls.setAllowedOrigins(['https://shop.example']);
    const { features } = await api.getProjectConfig();
    expect(features.map((f) => f.id)).toEqual([
      'social_login',
      'swap',
      'onramp',
      'activity',
      'reown_branding',
      'multi_wallet',
    ]);
    expect(features.find((f) => f.id === 'swap')?.isEnabled).toBe(false);
    await expect(api.getAllowedOrigins()).resolves.toEqual({
      allowedOrigins: ['https://shop.example'],
    });
  });

  it('behavior: an invalid project id is HTTP 401 with the reason; an unconfigured one 403', async () => {
    const invalid = createPorticoApi({
      baseUrl: stack.url,
      projectId: 'invalid',
      sdkType: 'portico',
      sdkVersion: '0.1.0',
    });
    await expect(invalid.getProjectConfig()).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      shortMessage: 'HTTP status code 401',
      reason: 'Invalid Project ID',
    });
    const unconfigured = createPorticoApi({
      baseUrl: stack.url,
      projectId: 'unconfigured',
      sdkType: 'portico',
      sdkVersion: '0.1.0',
    });
    await expect(unconfigured.getProjectConfig()).rejects.toMatchObject({
      kind: 'http',
      status: 403,
    });
  });

  it('sendAnalyticsEvent: the stand-in records exactly what was sent', async () => {
    const event = {
      eventId: 'evt-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track' as const, event: 'MODAL_OPEN', properties: { connected: false } },
    };
    await expect(api.sendAnalyticsEvent(event)).resolves.toBeUndefined();
    const recorded = await controls.events();
    expect(recorded).toEqual([
      expect.objectContaining({
        projectId: 'portico-test',
        sdkType: 'portico',
        sdkVersion: '0.1.0',
        event,
      }),
    ]);

    await controls.setProjectConfig({ analytics: false });
    await expect(api.sendAnalyticsEvent(event)).rejects.toMatchObject({
      kind: 'http',
      status: 403,
    });
    expect(await controls.events()).toHaveLength(1);
  });
});
