/** @jest-environment node */
/**
 * Every namespace's signature check has one error contract: a signature that is not the
 * address's (or cannot be read, or is for no address) is refused with a SignatureRefusedError
 * whose reason says why; the message is that reason.
 */
import { bitcoinSignIn } from '../../adapters/bitcoin/bitcoinSignIn';
import { cosmosSignIn } from '../../adapters/cosmos/cosmosSignIn';
import { eip155SignIn } from '../../adapters/eip155/eip155SignIn';
import { ethers5SignIn } from '../../adapters/ethers5/ethers5SignIn';
import { polkadotSignIn } from '../../adapters/polkadot/polkadotSignIn';
import { solanaSignIn } from '../../adapters/solana/solanaSignIn';
import type { SignInRules } from '../../src/adapter/SignInRules';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';
import {
  BITCOIN_DEV_ADDRESSES,
  COSMOS_DEV_ADDRESSES,
  DEV_ADDRESSES,
  POLKADOT_DEV_ADDRESSES,
  SOLANA_DEV_ADDRESSES,
} from '../../src/testing';

const refusalOf = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const RULES: [string, SignInRules, string][] = [
  ['eip155', eip155SignIn, DEV_ADDRESSES[0]!],
  ['eip155 (ethers 5)', ethers5SignIn, DEV_ADDRESSES[0]!],
  ['solana', solanaSignIn, SOLANA_DEV_ADDRESSES[0]!],
  ['polkadot', polkadotSignIn, POLKADOT_DEV_ADDRESSES[0]!],
  ['bip122', bitcoinSignIn, BITCOIN_DEV_ADDRESSES[0]!.payment],
  ['cosmos', cosmosSignIn, COSMOS_DEV_ADDRESSES[0]!],
];

describe.each(RULES)('%s verifySignature', (_name, rules, address) => {
  it('errors: a signature that is no signature is refused, named, with its reason', async () => {
    const error = await refusalOf(
      rules.verifySignature({ message: 'Sign in', signature: 'not a signature', address }),
    );
    expect(error).toBeInstanceOf(SignatureRefusedError);
    expect(error).toMatchObject({ code: 'SIGNATURE_REFUSED' });
    expect((error as SignatureRefusedError).message).toBe((error as SignatureRefusedError).reason);
  });

  it('errors: a signature for something that is not an address is refused, named', async () => {
    const error = await refusalOf(
      rules.verifySignature({ message: 'Sign in', signature: 'AAAA', address: 'nobody' }),
    );
    expect(error).toBeInstanceOf(SignatureRefusedError);
  });
});
