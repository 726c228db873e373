import { utils } from 'ethers5';
import { createEip155SignIn } from '../eip155/createEip155SignIn';

/**
 * Sign-in on EVM chains (EIP-4361), as `eip155SignIn`, with the signer recovered by ethers 5:
 * `createDefaultSiwx({ chains: [ethers5SignIn] })`.
 */
export const ethers5SignIn = createEip155SignIn(() =>
  Promise.resolve({ verifyMessage: utils.verifyMessage, hashMessage: utils.hashMessage }),
);
