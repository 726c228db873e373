import type { ChainModule } from '../../src/adapter/ChainModule';
import { formatUnits, parseUnits } from '../../src/adapter/units';
import { isBitcoinAddress, isSegwitAddress } from './bitcoinAddress';
import { isBase64 } from './decodeBase64';

/**
 * WalletConnect's bip122 `signMessage` params: the account (the session's address) and the
 * address to sign with, which are one here, and the message as text. No `protocol`: the
 * wallet picks BIP-322 or ECDSA (BIP-137) for its address, and sign-in verifies both.
 */
const signMessageParams = (address: string, message: string) => ({
  account: address,
  address,
  message,
});

/** A txid: 32 bytes, hex. */
const isTxid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-fA-F]{64}$/.test(value);

/**
 * Bitcoin (bip122): what the rest of the product asks of the namespace. Balances, fees and
 * sends go through Esplora's REST API, not a JSON-RPC transport, so the RPC-taking reads of
 * the ChainModule are not here: the adapter adds its fee reads over Esplora (`bitcoinFees`).
 */
export const bitcoinChain: ChainModule = {
  namespace: 'bip122',
  isAddress: (address) => isBitcoinAddress(address),
  // Which network the address must be of is the send's to check; here, any known network's.
  // Bech32 is given back in lower case, its canonical form (a QR code's may be upper case).
  checkReceiver: async (address) =>
    isBitcoinAddress(address)
      ? { address: isSegwitAddress(address) ? address.toLowerCase() : address }
      : { problem: 'invalid' },
  parseUnits,
  formatUnits,
  requests: {
    // The named params as the one positional argument, for a relay without named params.
    signMessage: (address, message) => ({
      method: 'signMessage',
      params: [signMessageParams(address, message)],
    }),
    signMessageWithNamedParams: (address, message) => ({
      method: 'signMessage',
      params: signMessageParams(address, message),
    }),
    // `signMessage` answers `{ address, signature, messageHash }`.
    signatureOf: (answer) =>
      typeof answer === 'object' && answer !== null && 'signature' in answer
        ? answer.signature
        : answer,
    // BIP-322 and BIP-137 signatures are base64.
    isSignature: isBase64,
    isTransactionHash: isTxid,
  },
  pairing: {
    methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
    events: ['bip122_addressesChanged'],
  },
};
