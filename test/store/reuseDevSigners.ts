/**
 * Imported by the property tests (after productionBuild.ts): each dev account's signer is
 * derived once per test file instead of once per generated session, where deriving the public
 * keys cost about a tenth of a short session. A signer holds no state (an address and pure
 * signing functions), so sessions still share nothing.
 */
import type * as DevSignerModule from '../../src/testing/createDevSigner';

jest.mock('../../src/testing/createDevSigner', () => {
  const actual = jest.requireActual<typeof DevSignerModule>('../../src/testing/createDevSigner');
  const signers = new Map<string, DevSignerModule.DevSigner>();
  return {
    createDevSigner(privateKey: string): DevSignerModule.DevSigner {
      const signer = signers.get(privateKey) ?? actual.createDevSigner(privateKey);
      signers.set(privateKey, signer);
      return signer;
    },
  };
});
