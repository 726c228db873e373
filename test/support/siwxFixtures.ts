import { Wallet } from 'ethers/wallet';
import { eip155SignIn } from '../../adapters/eip155/eip155SignIn';
import {
  createSiwxMessage,
  type SiwxMessageFields,
} from '../../src/features/siwx/createSiwxMessage';
import type { SiwxMessage, SiwxSession } from '../../src/features/siwx/types';

/** The sign-in rules the tests sign in with: EIP-4361 on eip155, CAIP-122's generic elsewhere. */
export const CHAINS = [eip155SignIn];

/** anvil's first dev account. */
export const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const ANVIL_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** anvil's second dev account. */
export const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export const NOW = Date.parse('2025-01-01T12:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();
export const MINUTE = 60_000;

export const baseFields = (overrides: Partial<SiwxMessageFields> = {}): SiwxMessageFields => ({
  accountAddress: ANVIL_ADDRESS,
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcdef123456',
  issuedAt: iso(NOW),
  statement: 'Sign in to Example',
  ...overrides,
});

/** A message signed with `key` (by default anvil's first account) as `personal_sign` would. */
export async function signedSession(
  overrides: Partial<SiwxMessageFields> = {},
  key = ANVIL_KEY,
): Promise<{ session: SiwxSession; message: SiwxMessage }> {
  const message = await createSiwxMessage(baseFields(overrides), { chains: CHAINS });
  const signature = await new Wallet(key).signMessage(message.serializedMessage);
  const { serializedMessage: _text, toString: _toString, ...data } = message;
  return { session: { data, message: message.serializedMessage, signature }, message };
}

/** The rejection of `promise` (fails the test when it resolves). */
export const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
