import type { ChainModule } from '../../src/adapter/ChainModule';
import { formatUnits, parseUnits } from '../../src/adapter/units';
import { makeAdr36SignDoc } from './adr36';
import { decodeCosmosAddress, isCosmosAddress } from './cosmosAddress';
import { formatCosmosSignature, isCosmosSignature, readStdSignature } from './cosmosSignature';

/** A transaction hash as CometBFT writes it: SHA-256 of the transaction, 64 hex (upper case). */
const isTxHash = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-Fa-f]{64}$/.test(value);

/** WalletConnect's `cosmos_signAmino` params for the ADR-36 signature of `message`. */
const signAminoParams = (address: string, message: string) => ({
  signerAddress: address,
  signDoc: makeAdr36SignDoc(address, message),
});

/**
 * Cosmos: what the rest of the product asks of the namespace. Balances, fees and sends go to a
 * chain's CometBFT RPC through @cosmjs, which only the adapter loads; so no RPC-taking reads
 * here (the adapter adds its fee reads, `cosmosFees`). A relay (WalletConnect) signs a message with `cosmos_signAmino` of its ADR-36 sign doc
 * and answers `{ signature: StdSignature, signed }`; sends are not relayed (a direct sign doc
 * needs the account's number and sequence, which only the adapter reads).
 */
export const cosmosChain: ChainModule = {
  namespace: 'cosmos',
  isAddress: (address) => isCosmosAddress(address),
  // Which chain the address must be of is the send's to check (its prefix); here, any chain's.
  // Bech32 is given back in lower case, its canonical form (a QR code's may be upper case).
  checkReceiver: async (address) =>
    decodeCosmosAddress(address) ? { address: address.toLowerCase() } : { problem: 'invalid' },
  parseUnits,
  formatUnits,
  requests: {
    signMessage: (address, message) => ({
      method: 'cosmos_signAmino',
      params: [signAminoParams(address, message)],
    }),
    signMessageWithNamedParams: (address, message) => ({
      method: 'cosmos_signAmino',
      params: signAminoParams(address, message),
    }),
    // `cosmos_signAmino` answers `{ signature: { pub_key, signature }, signed }`: the signature
    // string is that StdSignature's JSON, as the adapter's `signMessage` returns it.
    signatureOf(answer) {
      const inner =
        typeof answer === 'object' && answer !== null && 'signature' in answer
          ? (answer as { signature: unknown }).signature
          : answer;
      const parsed = readStdSignature(inner);
      return parsed ? formatCosmosSignature(parsed) : inner;
    },
    isSignature: isCosmosSignature,
    isTransactionHash: isTxHash,
  },
  pairing: {
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  },
};
