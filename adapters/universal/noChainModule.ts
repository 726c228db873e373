import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ChainModule } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';

/** What a namespace without a chain module cannot do (sign, send, read). */
export const noChainModule = (what: string, namespace: string) =>
  new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
    details: `${what} on ${namespace}: no chain module`,
  });

const refuse = (what: string, namespace: string) => () => {
  throw noChainModule(what, namespace);
};

/**
 * The chain of a namespace the universal adapter pairs without a chain module: any non-blank
 * address passes, and units, signing and sending are refused with `noChainModule`.
 */
export const pairingOnlyChain = (namespace: ChainNamespace): ChainModule => ({
  namespace,
  isAddress: (address) => address.trim().length > 0,
  parseUnits: refuse('parseUnits', namespace),
  formatUnits: refuse('formatUnits', namespace),
  requests: {
    signMessage: refuse('signMessage', namespace),
    isSignature: (_value): _value is string => false,
    isTransactionHash: (_value): _value is string => false,
  },
});
