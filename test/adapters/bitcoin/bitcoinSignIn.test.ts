/** @jest-environment node */
import { bitcoinSignIn } from '../../../adapters/bitcoin/bitcoinSignIn';
import { DEV_ACCOUNTS, REGTEST, ecdsaSigner, signBip322, signLegacy } from './bitcoinTestKeys';

const [DEV0, DEV1] = DEV_ACCOUNTS;

describe('bitcoinSignIn', () => {
  it('takes a bip122 reference: 32 lowercase hex characters', () => {
    expect(bitcoinSignIn.namespace).toBe('bip122');
    expect(bitcoinSignIn.isReference('000000000019d6689c085ae165831e93')).toBe(true);
    expect(bitcoinSignIn.isReference('0f9188f13cb7b2f71f2a335e3a4fc328')).toBe(true);
    expect(bitcoinSignIn.isReference('000000000019D6689C085AE165831E93')).toBe(false);
    expect(bitcoinSignIn.isReference('000000000019d6689c085ae165831e9')).toBe(false);
    expect(bitcoinSignIn.isReference('1')).toBe(false);
  });

  it('carries the address as it is, of any network, and refuses a non-address', () => {
    expect(bitcoinSignIn.toMessageAddress(DEV0.ordinalsAddress)).toBe(DEV0.ordinalsAddress);
    expect(bitcoinSignIn.toMessageAddress('14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc')).toBe(
      '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc',
    );
    expect(bitcoinSignIn.messageAddressProblem(DEV0.paymentAddress)).toBeUndefined();
    expect(bitcoinSignIn.messageAddressProblem('0xabc')).toMatch(/not a Bitcoin address/);
    expect(() => bitcoinSignIn.toMessageAddress('0xabc')).toThrow(
      '"0xabc" is not a Bitcoin address',
    );
  });

  it('compares bech32 without case, base58 exactly', () => {
    expect(bitcoinSignIn.sameAccount(DEV0.paymentAddress, DEV0.paymentAddress.toUpperCase())).toBe(
      true,
    );
    expect(bitcoinSignIn.sameAccount(DEV0.paymentAddress, DEV1.paymentAddress)).toBe(false);
    const p2pkh = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc';
    expect(bitcoinSignIn.sameAccount(p2pkh, p2pkh)).toBe(true);
    expect(bitcoinSignIn.sameAccount(p2pkh, p2pkh.toLowerCase())).toBe(false);
  });

  it('verifies BIP-322 and legacy signatures of the message by the address', async () => {
    const message =
      'localhost wants you to sign in with your Bitcoin account:\n' + DEV0.paymentAddress;
    const bip322 = signBip322(
      ecdsaSigner(DEV0.paymentPrivateKey),
      DEV0.paymentAddress,
      REGTEST,
      message,
    );
    const legacy = signLegacy(DEV0.paymentPrivateKey, message, 39);
    for (const signature of [bip322, legacy]) {
      await expect(
        bitcoinSignIn.verifySignature({ message, signature, address: DEV0.paymentAddress }),
      ).resolves.toBeUndefined();
      await expect(
        bitcoinSignIn.verifySignature({ message, signature, address: DEV1.paymentAddress }),
      ).rejects.toThrow("the signature is not the address's signature of the message");
    }
  });
});
