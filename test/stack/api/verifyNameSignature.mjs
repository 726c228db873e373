/**
 * Checks a registration's signature against the address on the local chain, as the account
 * would: EIP-191 for a plain key, ERC-1271 for a deployed smart account, ERC-6492 for one not
 * deployed yet (viem's universal validator in a deployless `eth_call`; nothing is deployed).
 */
import { createPublicClient, http } from 'viem';
import { ApiHttpError } from './http.mjs';

const RPC_TIMEOUT_MS = 10_000;

/** One client per chain URL: viem's clients keep nothing but their transport. */
/** @type {Map<string, ReturnType<typeof createPublicClient>>} */
const clients = new Map();

/** @param {string} rpcUrl */
function clientOf(rpcUrl) {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createPublicClient({
      transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    });
    clients.set(rpcUrl, client);
  }
  return client;
}

/**
 * True when `signature` is `address`'s signature of `message` (EIP-191 personal message).
 * A chain that does not answer is a 502, never a false.
 * @param {{ rpcUrl: string, address: string, message: string, signature: string }} options
 */
export async function verifyNameSignature({ rpcUrl, address, message, signature }) {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(signature)) return false;
  try {
    // viem's hex types: `signature` is hex (checked above); a bad `address` makes viem throw.
    const hex = (/** @type {string} */ text) => /** @type {`0x${string}`} */ (text);
    return await clientOf(rpcUrl).verifyMessage({
      address: hex(address),
      message,
      signature: hex(signature),
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // viem reports an unreachable chain as an HTTP or timeout error; anything else is the
    // signature's problem (malformed bytes, a reverting validator).
    if (/HTTP request failed|timed out|fetch failed|ECONNREFUSED/i.test(text))
      throw new ApiHttpError(502, `Local chain ${rpcUrl} did not answer: ${text.split('\n')[0]}`);
    return false;
  }
}
