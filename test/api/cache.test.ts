/** @jest-environment node */
import { getAccountBalance } from '../../src/api/tokenBalances';
import { createApiClient } from '../../src/api/createApiClient';
import { getIdentity } from '../../src/api/identity';
import { getProfilesByAddress, registerName } from '../../src/api/profile';
import { getSupportedChains } from '../../src/api/supportedChains';
import { fakeFetch, type FakeAnswer } from './fakeFetch';

/** spec §9 caches (names 5 min) and in-flight de-duplication. */

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BALANCES = {
  status: 200,
  body: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.0' },
        iconUrl: 'data:,',
      },
    ],
  },
};
const IDENTITY = { status: 200, body: { name: 'alice.portico', avatar: null } };

function setup(...answers: FakeAnswer[]) {
  const fake = fakeFetch(...answers);
  let time = 1_000_000;
  const client = createApiClient({
    baseUrl: 'https://api.test/',
    projectId: 'p',
    sdkType: 'portico',
    sdkVersion: '1',
    fetch: fake.fetch,
    now: () => time,
    retry: { tries: 1 },
  });
  return { client, calls: fake.calls, advance: (ms: number) => void (time += ms) };
}

describe('caches', () => {
  // Balances and identities are cached once, in their slices (the tokens and identity sagas'
  // freshness checks): the client asks each time, so two layers never disagree.
  it('behavior: balances are not cached by the client; forceUpdate asks the API to refresh', async () => {
    const { client, calls } = setup(BALANCES);
    const params = { address: ADDRESS, chainId: 'eip155:1' };
    await getAccountBalance(client, params);
    await getAccountBalance(client, params);
    expect(calls).toHaveLength(2);
    await getAccountBalance(client, { ...params, forceUpdate: true });
    expect(calls).toHaveLength(3);
    expect(calls[2]?.url.searchParams.get('forceUpdate')).toBe('true');
  });

  it('behavior: identities are not cached by the client', async () => {
    const { client, calls } = setup(IDENTITY);
    await getIdentity(client, { address: ADDRESS });
    await getIdentity(client, { address: ADDRESS });
    expect(calls).toHaveLength(2);
  });

  it('behavior: a failure is not cached', async () => {
    const { client, calls } = setup({ status: 500 }, IDENTITY);
    await expect(getIdentity(client, { address: ADDRESS })).rejects.toMatchObject({ kind: 'http' });
    await expect(getIdentity(client, { address: ADDRESS })).resolves.toEqual(IDENTITY.body);
    expect(calls).toHaveLength(2);
  });

  it('behavior: registering a name clears the cached names and identity of the address', async () => {
    const { client, calls } = setup(
      { status: 200, body: [] },
      { status: 200, body: { success: true } },
      {
        status: 200,
        body: [{ name: 'a.portico', registered: 1, addresses: { 60: { address: ADDRESS } } }],
      },
    );
    expect(await getProfilesByAddress(client, { address: ADDRESS })).toEqual([]);
    await registerName(client, { coinType: 60, address: ADDRESS, message: '{}', signature: '0x' });
    expect(await getProfilesByAddress(client, { address: ADDRESS })).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('behavior: clearCache drops everything', async () => {
    const { client, calls } = setup(IDENTITY);
    await getIdentity(client, { address: ADDRESS });
    client.clearCache();
    await getIdentity(client, { address: ADDRESS });
    expect(calls).toHaveLength(2);
  });
});

describe('in-flight de-duplication', () => {
  it('default: identical GETs in flight share one request and one answer', async () => {
    const { client, calls } = setup({ status: 200, body: { http: [], ws: [] } });
    const [a, b, c] = await Promise.all([
      getSupportedChains(client),
      getSupportedChains(client),
      getSupportedChains(client),
    ]);
    expect(calls).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    // Once settled, the next GET is a new request (supported chains are not cached).
    await getSupportedChains(client);
    expect(calls).toHaveLength(2);
  });

  it('behavior: a shared failure rejects every caller with the same ApiError', async () => {
    const { client, calls } = setup({ status: 503 });
    const outcomes = await Promise.allSettled([
      getSupportedChains(client),
      getSupportedChains(client),
    ]);
    expect(calls).toHaveLength(1);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const [first, second] = outcomes as PromiseRejectedResult[];
    expect(first?.reason).toBe(second?.reason);
    expect(first?.reason).toMatchObject({ kind: 'http', status: 503 });
  });

  it('behavior: different queries are different requests', async () => {
    const { client, calls } = setup(BALANCES);
    await Promise.all([
      getAccountBalance(client, { address: ADDRESS, chainId: 'eip155:1' }),
      getAccountBalance(client, { address: ADDRESS, chainId: 'eip155:10' }),
    ]);
    expect(calls).toHaveLength(2);
  });
});
