/** @jest-environment node */
import { hexlify, toUtf8Bytes } from 'ethers';
import { createDevWallet, DEV_ADDRESSES, type DevWallet } from '../../src/testing';
import { rpc } from '../support/rpc';
import { startTestChain, type TestChain } from '../support/startTestChain';

/**
 * A wallet locked (or switched to another account) while its prompt is open refuses the
 * request with 4100 when the prompt answers, as a real wallet does: nothing is signed or sent.
 */

// Account 7 sends: no other dev-wallet suite uses it.
const SENDER = 7;
const FROM = DEV_ADDRESSES[SENDER]!;
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
});
afterAll(() => chain?.stop());

async function connectedWallet(): Promise<DevWallet> {
  const wallet = createDevWallet({ chains: { 31337: chain.url }, accountIndex: SENDER });
  await wallet.request({ method: 'eth_requestAccounts' });
  wallet.controls.delayMs = 200; // the prompt stays open long enough to lock meanwhile
  return wallet;
}

const nonceOf = async (address: string) =>
  BigInt(await rpc<string>(chain.url, 'eth_getTransactionCount', [address, 'latest']));

const REQUESTS = {
  eth_sendTransaction: [{ from: FROM, to: RECIPIENT, value: '0x1' }],
  personal_sign: [hexlify(toUtf8Bytes('hello')), FROM],
  eth_signTypedData_v4: [
    FROM,
    JSON.stringify({
      types: {
        EIP712Domain: [{ name: 'chainId', type: 'uint256' }],
        Note: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Note',
      domain: { chainId: 31337 },
      message: { text: 'hello' },
    }),
  ],
} as const;

describe.each(Object.keys(REQUESTS) as (keyof typeof REQUESTS)[])('%s', (method) => {
  test('locked while the prompt is open: 4100, and no transaction goes out', async () => {
    const wallet = await connectedWallet();
    const nonce = await nonceOf(FROM);
    const answer = wallet.request({ method, params: [...REQUESTS[method]] });
    wallet.controls.lock();
    await expect(answer).rejects.toMatchObject({ code: 4100 });
    expect(await nonceOf(FROM)).toBe(nonce);
  });

  test('switched to another account while the prompt is open: 4100', async () => {
    const wallet = await connectedWallet();
    const answer = wallet.request({ method, params: [...REQUESTS[method]] });
    wallet.controls.switchAccount(SENDER + 1);
    await expect(answer).rejects.toMatchObject({ code: 4100 });
  });

  test('unlocked again before the prompt answers: approved as usual', async () => {
    const wallet = await connectedWallet();
    const answer = wallet.request({ method, params: [...REQUESTS[method]] });
    wallet.controls.lock();
    wallet.controls.unlock();
    await expect(answer).resolves.toMatch(/^0x[0-9a-f]+$/);
  });
});
