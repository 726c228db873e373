/** @jest-environment node */
import { createDevWallet, type DevWallet } from '../../src/testing';
import { recordEvents, rpc, waitForReceipt } from '../support/rpc';
import { startTestChain, type TestChain } from '../support/startTestChain';

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

let main: TestChain;
let second: TestChain;
beforeAll(async () => {
  [main, second] = await Promise.all([startTestChain(31337), startTestChain(31338)]);
});
afterAll(() => Promise.all([main?.stop(), second?.stop()]));

const switchTo = (wallet: DevWallet, chainId: string) =>
  wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });

const addSecond = (wallet: DevWallet) =>
  wallet.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: '0x7a6a',
        chainName: 'Second local chain',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [second.url],
      },
    ],
  });

test('behavior: switching to a known chain emits chainChanged and routes calls there', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url, 31338: second.url } });
  await wallet.request({ method: 'eth_requestAccounts' });
  const events = recordEvents(wallet);
  await expect(switchTo(wallet, '0x7a6a')).resolves.toBeNull();
  expect(events).toContainEqual(['chainChanged', '0x7a6a']);
  await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');

  const hash = await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from: FIRST, to: RECIPIENT, value: '0x2a' }],
  });
  expect(await waitForReceipt(second.url, hash)).toMatchObject({
    status: '0x1',
  });
  expect(await rpc(main.url, 'eth_getTransactionReceipt', [hash])).toBeNull();
  expect(await rpc(second.url, 'eth_getBalance', [RECIPIENT, 'latest'])).toBe('0x2a');
});

test('behavior: switching to the chain already active emits nothing', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url } });
  const events = recordEvents(wallet);
  await switchTo(wallet, '0x7a69');
  expect(events.filter(([name]) => name === 'chainChanged')).toEqual([]);
});

test('behavior: an unknown chain answers 4902; a malformed id -32602', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url } });
  await expect(switchTo(wallet, '0x7a6a')).rejects.toMatchObject({ code: 4902 });
  await expect(switchTo(wallet, '31338')).rejects.toMatchObject({ code: -32602 });
});

test('behavior: wallet_addEthereumChain adds a chain that can then be switched to', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url } });
  await expect(addSecond(wallet)).resolves.toBeNull();
  expect(wallet.controls.getState().chains.map((chain) => chain.chainId)).toEqual([31337, 31338]);
  await expect(switchTo(wallet, '0x7a6a')).resolves.toBeNull();
  const blockNumber = await wallet.request({ method: 'eth_blockNumber' });
  expect(blockNumber).toBe(await rpc(second.url, 'eth_blockNumber'));
  await expect(
    wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x1', rpcUrls: [] }],
    }),
  ).rejects.toMatchObject({ code: -32602 });
});

test('behavior: a rejected add leaves the chain unknown', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url }, script: { behavior: 'reject' } });
  await expect(addSecond(wallet)).rejects.toMatchObject({ code: 4001 });
  await expect(switchTo(wallet, '0x7a6a')).rejects.toMatchObject({ code: 4902 });
});

test('parameters: refuseChainSwitch answers 4001 and stays on the chain', async () => {
  const wallet = createDevWallet({ chains: { 31337: main.url, 31338: second.url } });
  wallet.controls.refuseChainSwitch = true;
  await expect(switchTo(wallet, '0x7a6a')).rejects.toMatchObject({ code: 4001 });
  await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
  wallet.controls.next('wallet_switchEthereumChain', 'approve');
  await expect(switchTo(wallet, '0x7a6a')).resolves.toBeNull();
});

test('controls.setChain: switches from the wallet side and emits chainChanged as hex', async () => {
  const wallet = createDevWallet({
    chains: { 31337: main.url, 31338: second.url },
    chainId: 31338,
  });
  const events = recordEvents(wallet);
  wallet.controls.setChain(31337);
  expect(events).toEqual([['chainChanged', '0x7a69']]);
  expect(() => wallet.controls.setChain(1)).toThrow(RangeError);
});
