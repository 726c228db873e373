/**
 * The Solana half of the peer wallet: one ed25519 dev account (the dev wallet's first seed,
 * sha256("portico-dev-solana-0")) on one cluster, answering WalletConnect's Solana RPC
 * methods: `solana_signMessage` ({ message: base58, pubkey } → { signature: base58 }),
 * `solana_signTransaction` ({ transaction: base64 } → { signature, transaction }) and
 * `solana_signAndSendTransaction` (signed, then sent to the cluster's RPC → { signature }).
 */
import { sha256 } from '@noble/hashes/sha256';
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';

export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
];
const RPC_TIMEOUT_MS = 10_000;

const fault = (/** @type {string} */ message, /** @type {number} */ code) =>
  Object.assign(new Error(message), { code });

/**
 * @param {{ caipNetworkId: string, rpcUrl: string, seedText?: string }} options
 *   `caipNetworkId` is the cluster's CAIP-2 id (`solana:<genesis hash prefix>`).
 */
export function createSolanaPeer({ caipNetworkId, rpcUrl, seedText = 'portico-dev-solana-0' }) {
  const keypair = Keypair.fromSeed(sha256(new TextEncoder().encode(seedText)));
  const address = keypair.publicKey.toBase58();

  /**
   * A session proposal, the part read here.
   * @typedef {{ requiredNamespaces?: Record<string, { chains?: string[] }>,
   *   optionalNamespaces?: Record<string, { chains?: string[] }> }} Proposal
   */

  /** Whether a proposal's Solana namespace (required or optional) asks for our cluster. */
  const asked = (/** @type {Proposal} */ proposal) =>
    [proposal.requiredNamespaces, proposal.optionalNamespaces].some((namespaces) =>
      Object.entries(namespaces ?? {}).some(
        ([key, ns]) =>
          (ns.chains ?? (key.includes(':') ? [key] : [])).includes(caipNetworkId) ||
          key === caipNetworkId,
      ),
    );

  const transactionOf = (/** @type {any} any: the request's params, checked here */ params) => {
    const wire = params?.transaction;
    if (typeof wire !== 'string') throw fault('transaction (base64) is required', -32602);
    const transaction = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'));
    transaction.sign([keypair]);
    return transaction;
  };

  /** @param {VersionedTransaction} transaction */
  async function send(transaction) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [Buffer.from(transaction.serialize()).toString('base64'), { encoding: 'base64' }],
      }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const body = await response.json();
    if (body.error) throw fault(body.error.message, body.error.code ?? -32603);
    return body.result;
  }

  return {
    address,
    caipNetworkId,
    owns: (/** @type {string} */ chainId) => chainId === caipNetworkId,
    /**
     * The session namespace to approve, or null when the proposal does not ask for us.
     * @param {Proposal} proposal
     */
    namespace(proposal) {
      if (!asked(proposal)) return null;
      return {
        chains: [caipNetworkId],
        accounts: [`${caipNetworkId}:${address}`],
        methods: SOLANA_METHODS,
        events: [],
      };
    },
    /**
     * @param {string} method
     * @param {any} params any: the request's params, checked per method
     */
    async execute(method, params) {
      switch (method) {
        case 'solana_signMessage': {
          if (typeof params?.message !== 'string') throw fault('message is required', -32602);
          if (params.pubkey && params.pubkey !== address)
            throw fault(`Unknown account ${params.pubkey}`, 4100);
          const signature = ed25519.sign(
            bs58.decode(params.message),
            keypair.secretKey.slice(0, 32),
          );
          return { signature: bs58.encode(signature) };
        }
        case 'solana_signTransaction': {
          const transaction = transactionOf(params);
          const index = transaction.message.staticAccountKeys.findIndex((key) =>
            key.equals(keypair.publicKey),
          );
          return {
            signature: bs58.encode(transaction.signatures[index]),
            transaction: Buffer.from(transaction.serialize()).toString('base64'),
          };
        }
        case 'solana_signAndSendTransaction':
          return { signature: await send(transactionOf(params)) };
        default:
          throw fault(`Method not supported: ${method}`, 4200);
      }
    },
  };
}
