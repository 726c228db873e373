import type { ChainModule } from '../../src/adapter/ChainModule';
import { formatUnits, parseUnits } from '../../src/adapter/units';
import { fromHex, isPolkadotAddress } from './polkadotAddress';

/**
 * WalletConnect's `polkadot_signMessage` params: the signer's SS58 address and the message as
 * text (the wallet signs it wrapped in `<Bytes>…</Bytes>`); it answers `{ signature }`.
 */
const signMessageParams = (address: string, message: string) => ({ address, message });

/** A signature as Polkadot wallets give it: 0x hex of 64 bytes, or 65 / 66 (ecdsa, typed). */
const isPolkadotSignature = (value: unknown): value is string => {
  const bytes = fromHex(value);
  return bytes !== null && bytes.length >= 64 && bytes.length <= 66;
};

/** An extrinsic's hash: 0x and 32 bytes of hex. */
const isExtrinsicHash = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);

/**
 * Polkadot: what the rest of the product asks of the polkadot namespace.
 * Reads and sends go through @polkadot/api over the network's WebSocket, which the adapter
 * loads itself, so the RPC-taking reads of the ChainModule are not here (the adapter adds its
 * fee reads over that connection, `polkadotFees`).
 */
export const polkadotChain: ChainModule = {
  namespace: 'polkadot',
  isAddress: isPolkadotAddress,
  // SS58 of any network: the account is the key, whichever prefix it is written with; which
  // network's form it has is for the wallet to show, not a reason to refuse a send. Kept as
  // typed (the adapter re-encodes nothing the user wrote).
  checkReceiver: async (address) => {
    const trimmed = address.trim();
    return isPolkadotAddress(trimmed) ? { address: trimmed } : { problem: 'invalid' };
  },
  parseUnits,
  formatUnits,
  requests: {
    // The named params as the one positional argument, for a relay without named params.
    signMessage: (address, message) => ({
      method: 'polkadot_signMessage',
      params: [signMessageParams(address, message)],
    }),
    signMessageWithNamedParams: (address, message) => ({
      method: 'polkadot_signMessage',
      params: signMessageParams(address, message),
    }),
    signatureOf: (answer) =>
      typeof answer === 'object' && answer !== null && 'signature' in answer
        ? answer.signature
        : answer,
    // No sendTransaction: a Polkadot wallet over WalletConnect signs (polkadot_signTransaction,
    // a SignerPayloadJSON built on the chain's metadata) and never submits.
    isSignature: isPolkadotSignature,
    isTransactionHash: isExtrinsicHash,
  },
  pairing: {
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['chainChanged', 'accountsChanged'],
  },
};
