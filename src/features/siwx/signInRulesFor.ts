import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { SignInRules } from '../../adapter/SignInRules';

/** The sign-in rules a host hands over, one per namespace (`eip155SignIn` from the eip155 adapter). */
export type SiwxChains = readonly SignInRules[];

const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
// Base58 (Solana, SS58), bech32 (Bitcoin, Cosmos) and hex addresses are all alphanumeric.
const ADDRESS = /^[A-Za-z0-9]+$/;

/**
 * CAIP-122's rules for a namespace no rules were given for: the generic CAIP-2 reference and an
 * alphanumeric address, taken as written; no signature can be checked without its rules.
 */
function caip122Rules(namespace: ChainNamespace): SignInRules {
  const problem = (address: string) =>
    ADDRESS.test(address) ? undefined : `is not a ${namespace} address`;
  return {
    namespace,
    isReference: (reference) => CAIP2_REFERENCE.test(reference),
    toMessageAddress(address) {
      const reason = problem(address);
      if (reason) throw new Error(`"${address}" ${reason}`);
      return address;
    },
    messageAddressProblem: problem,
    sameAccount: (a, b) => a === b,
    verifySignature() {
      return Promise.reject(
        new Error(`no signature check for ${namespace}: pass its sign-in rules in \`chains\``),
      );
    },
  };
}

/** The rules of `namespace` among `chains`, or CAIP-122's generic ones. */
export function signInRulesFor(chains: SiwxChains | undefined, namespace: ChainNamespace) {
  return chains?.find((rules) => rules.namespace === namespace) ?? caip122Rules(namespace);
}
