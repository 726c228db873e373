/** @jest-environment node */
import { createDevWallet, DEV_ADDRESSES, type DevWallet } from '../../src/testing';
import { recordEvents } from '../support/rpc';
import { startTestChain, type TestChain } from '../support/startTestChain';

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
});
afterAll(() => chain?.stop());

const newWallet = (options: Partial<Parameters<typeof createDevWallet>[0]> = {}): DevWallet =>
  createDevWallet({ chains: { 31337: chain.url }, ...options });

/** Lets pending promise callbacks run, so a test can tell "still pending" from "settled". */
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createDevWallet: connecting', () => {
  test('default: eth_requestAccounts approves with the first dev account', async () => {
    const wallet = newWallet();
    const events = recordEvents(wallet);
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([FIRST]);
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([FIRST]);
    expect(events).toContainEqual(['accountsChanged', [FIRST]]);
    expect(DEV_ADDRESSES[0]).toBe(FIRST);
  });

  test('behavior: connect emits `connect` with the chain once, right after creation', async () => {
    const wallet = newWallet();
    const events = recordEvents(wallet);
    await flush();
    expect(events).toEqual([['connect', { chainId: '0x7a69' }]]);
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
  });

  test('behavior: reject answers 4001 and exposes nothing', async () => {
    const wallet = newWallet({ script: { behavior: 'reject' } });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    wallet.controls.approve();
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([FIRST]);
  });

  test('behavior: eth_accounts is [] before connecting and never prompts', async () => {
    const wallet = newWallet({ script: { delayMs: 5_000 } });
    const started = Date.now();
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(wallet.controls.getState().authorized).toBe(false);
  });

  test('parameters: delayMs makes the prompt answer later', async () => {
    const wallet = newWallet({ script: { delayMs: 150 } });
    const started = Date.now();
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('behavior: a second connect while one is open answers -32002', async () => {
    const wallet = newWallet({ script: { delayMs: 100 } });
    const first = wallet.request({ method: 'eth_requestAccounts' });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32002,
    });
    await expect(first).resolves.toEqual([FIRST]);
  });

  test('parameters: authorized starts connected, so eth_accounts answers without a prompt', async () => {
    const wallet = newWallet({ authorized: true, script: { behavior: 'reject' } });
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([FIRST]);
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([FIRST]);
  });

  test('controls.next: scripts one call of one method only', async () => {
    const wallet = newWallet();
    wallet.controls.next('eth_requestAccounts', 'reject');
    wallet.controls.next('eth_blockNumber', { code: -32603, message: 'node down' });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: -32603,
      message: 'node down',
    });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([FIRST]);
    await expect(wallet.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x[0-9a-f]+$/);
  });
});

describe('createDevWallet: locked', () => {
  test('behavior: eth_accounts is [] and the connect waits until unlocked', async () => {
    const wallet = newWallet({ script: { locked: true } });
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    let settled = false;
    const connecting = wallet.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    wallet.controls.unlock();
    await expect(connecting).resolves.toEqual([FIRST]);
  });

  test('behavior: a pending connect rejects with 4001 when reject is set', async () => {
    const wallet = newWallet({ script: { locked: true } });
    const connecting = wallet.request({ method: 'eth_requestAccounts' });
    await flush();
    wallet.controls.reject();
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    // Locked and already set to reject: no wait at all.
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
  });

  test('behavior: locking a connected wallet hides the account until unlocked', async () => {
    const wallet = newWallet({ authorized: true });
    await flush(); // past the initial `connect`
    const events = recordEvents(wallet);
    wallet.controls.locked = true;
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x00', FIRST] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
    wallet.controls.locked = false;
    expect(events).toEqual([
      ['accountsChanged', []],
      ['accountsChanged', [FIRST]],
    ]);
  });
});

describe('createDevWallet: account and session', () => {
  test('controls.switchAccount: emits accountsChanged with the second account', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    const events = recordEvents(wallet);
    wallet.controls.switchAccount(1);
    expect(events).toEqual([['accountsChanged', [SECOND]]]);
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([SECOND]);
    expect(() => wallet.controls.switchAccount(10)).toThrow(RangeError);
  });

  test('controls.disconnect: emits disconnect (4900) then accountsChanged []; connect reconnects', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    const events = recordEvents(wallet);
    wallet.controls.disconnect();
    expect(events).toEqual([
      ['disconnect', expect.objectContaining({ code: 4900 })],
      ['accountsChanged', []],
    ]);
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
    });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toEqual([FIRST]);
    expect(events.slice(2)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [FIRST]],
    ]);
  });

  test('behavior: wallet_revokePermissions deauthorises and emits accountsChanged []', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    const permissions = await wallet.request({ method: 'wallet_getPermissions' });
    expect(permissions).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [FIRST] }],
      }),
    ]);
    const events = recordEvents(wallet);
    await expect(
      wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull();
    expect(events).toEqual([['accountsChanged', []]]);
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(wallet.request({ method: 'wallet_getPermissions' })).resolves.toEqual([]);
  });

  test('behavior: an unknown method answers 4200; a malformed request -32600', async () => {
    const wallet = newWallet();
    await expect(
      wallet.request({ method: 'eth_sign', params: [FIRST, '0x00'] }),
    ).rejects.toMatchObject({
      code: 4200,
    });
    await expect(wallet.request({ method: 'wallet_doesNotExist' })).rejects.toMatchObject({
      code: 4200,
    });
    await expect(wallet.request(null as unknown as { method: string })).rejects.toMatchObject({
      code: -32600,
    });
  });

  test('behavior: read-only calls pass through to the chain', async () => {
    const wallet = newWallet();
    const balance = await wallet.request({ method: 'eth_getBalance', params: [FIRST, 'latest'] });
    expect(BigInt(balance as string)).toBeGreaterThan(0n);
    await expect(
      wallet.request({ method: 'eth_getBalance', params: ['nope'] }),
    ).rejects.toMatchObject({
      code: expect.any(Number),
    });
  });
});
