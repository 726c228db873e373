/** @jest-environment node */
import { BrowserProvider, HDNodeWallet, verifyMessage, verifyTypedData } from 'ethers';
import {
  createDevWallet,
  DEV_ADDRESSES,
  DEV_MNEMONIC,
  DEV_PRIVATE_KEYS,
  type DevWallet,
} from '../../src/testing';
import { rpc, waitForReceipt } from '../support/rpc';
import { startTestChain, type TestChain } from '../support/startTestChain';

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
});
afterAll(() => chain?.stop());

async function connectedWallet(): Promise<DevWallet> {
  const wallet = createDevWallet({ chains: { 31337: chain.url } });
  await wallet.request({ method: 'eth_requestAccounts' });
  return wallet;
}

const balanceOf = async (address: string) =>
  BigInt(await rpc<string>(chain.url, 'eth_getBalance', [address, 'latest']));

const TYPED_DATA = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Portico', chainId: 31337 },
  message: { from: FIRST, contents: 'Hello' },
};

test('default: the shipped keys are the mnemonic’s first ten accounts', () => {
  const root = HDNodeWallet.fromPhrase(DEV_MNEMONIC, undefined, "m/44'/60'/0'/0");
  DEV_PRIVATE_KEYS.forEach((key, index) => {
    const derived = root.deriveChild(index);
    expect(derived.privateKey).toBe(key);
    expect(derived.address).toBe(DEV_ADDRESSES[index]);
  });
});

test('behavior: personal_sign signs as EIP-191 with the active account', async () => {
  const wallet = await connectedWallet();
  const text = 'Sign in to Portico';
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [text, FIRST],
  })) as string;
  expect(verifyMessage(text, signature)).toBe(FIRST);
  // A 0x-hex message is signed as its bytes.
  const hex = `0x${Buffer.from(text).toString('hex')}`;
  await expect(wallet.request({ method: 'personal_sign', params: [hex, FIRST] })).resolves.toBe(
    signature,
  );
});

test('behavior: signing for another account answers 4100; reject answers 4001', async () => {
  const wallet = await connectedWallet();
  await expect(
    wallet.request({ method: 'personal_sign', params: ['hi', DEV_ADDRESSES[1]] }),
  ).rejects.toMatchObject({ code: 4100 });
  wallet.controls.next('personal_sign', 'reject');
  await expect(
    wallet.request({ method: 'personal_sign', params: ['hi', FIRST] }),
  ).rejects.toMatchObject({
    code: 4001,
  });
  wallet.controls.reject();
  await expect(
    wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: FIRST, to: RECIPIENT, value: '0x1' }],
    }),
  ).rejects.toMatchObject({ code: 4001 });
});

test('behavior: eth_signTypedData_v4 signs EIP-712 (JSON string or object)', async () => {
  const wallet = await connectedWallet();
  const signature = (await wallet.request({
    method: 'eth_signTypedData_v4',
    params: [FIRST, JSON.stringify(TYPED_DATA)],
  })) as string;
  const { EIP712Domain: _domainType, ...types } = TYPED_DATA.types;
  expect(verifyTypedData(TYPED_DATA.domain, types, TYPED_DATA.message, signature)).toBe(FIRST);
  // A second root type (not reachable from primaryType) is ignored, as wallets ignore it.
  const withExtraRoot = {
    ...TYPED_DATA,
    types: { ...TYPED_DATA.types, Unused: [{ name: 'x', type: 'uint8' }] },
  };
  await expect(
    wallet.request({ method: 'eth_signTypedData_v4', params: [FIRST, withExtraRoot] }),
  ).resolves.toBe(signature);
  await expect(
    wallet.request({
      method: 'eth_signTypedData_v4',
      params: [FIRST, { ...TYPED_DATA, domain: { chainId: 1 } }],
    }),
  ).rejects.toMatchObject({ code: -32602 });
});

test('behavior: eth_sendTransaction signs, sends and moves value on the chain', async () => {
  const wallet = await connectedWallet();
  const before = await balanceOf(RECIPIENT);
  const value = 10n ** 18n;
  const hash = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from: FIRST, to: RECIPIENT, value: `0x${value.toString(16)}` }],
  })) as string;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  await waitForReceipt(chain.url, hash);
  const receipt = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] });
  expect(receipt).toMatchObject({ status: '0x1', from: FIRST.toLowerCase() });
  expect(await balanceOf(RECIPIENT)).toBe(before + value);
});

test('behavior: concurrent sends get consecutive nonces', async () => {
  const wallet = await connectedWallet();
  const before = await balanceOf(RECIPIENT);
  const send = () =>
    wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: FIRST, to: RECIPIENT, value: '0x64' }],
    });
  const hashes = await Promise.all([send(), send(), send()]);
  expect(new Set(hashes).size).toBe(3);
  await Promise.all(hashes.map((hash) => waitForReceipt(chain.url, hash)));
  expect(await balanceOf(RECIPIENT)).toBe(before + 300n);
});

test('behavior: ethers BrowserProvider drives it like an injected wallet', async () => {
  const wallet = createDevWallet({ chains: { 31337: chain.url } });
  const provider = new BrowserProvider(wallet, undefined, { pollingInterval: 50 });
  const signer = await provider.getSigner();
  expect(signer.address).toBe(FIRST);
  const tx = await signer.sendTransaction({ to: RECIPIENT, value: 1n });
  const receipt = await tx.wait();
  expect(receipt?.status).toBe(1);
  provider.destroy();
});
