/**
 * Reads what the API tells about ERC-721 tokens from the local chain: the collection's name and
 * symbol, and the token's name, description and image from its `tokenURI`. A token URI that is
 * not a readable `data:application/json` document (a revert, another scheme, bad base64 or
 * JSON) still gives a token: named `${symbol} #${tokenId}`, with no image.
 */
import { getAddress } from 'ethers';
import { rpcBatchSettled } from './chainRpc.mjs';
import { ERC721 } from './nfts.mjs';

/** @typedef {{ address: string, name: string, symbol: string }} Collection */

/**
 * Collection name and symbol, read once per chain and contract: a collection never renames.
 * @type {Map<string, Collection>}
 */
const collections = new Map();

/**
 * @param {string} to
 * @param {string} name
 * @param {readonly unknown[]} [args]
 * @returns {import('./chainRpc.mjs').RpcCall}
 */
const call = (to, name, args = []) => [
  'eth_call',
  [{ to, data: ERC721.encodeFunctionData(name, args) }, 'latest'],
];

/**
 * The decoded single result of a settled `eth_call`, or undefined.
 * @param {string} name
 * @param {{ result?: any, error?: string } | undefined} reply
 * @returns {any} any: the ABI-decoded value, its type the function's
 */
function decoded(name, reply) {
  if (!reply || reply.error !== undefined) return undefined;
  try {
    return ERC721.decodeFunctionResult(name, reply.result)[0];
  } catch {
    return undefined;
  }
}

/**
 * The URL as the API may answer it: http(s) or a `data:image/…` URL; anything else is null.
 * @param {unknown} value
 */
export function imageUrlOf(value) {
  if (typeof value !== 'string') return null;
  return /^(https?:\/\/|data:image\/)/i.test(value) ? value : null;
}

/**
 * The metadata document of a `data:application/json` token URI (base64 or percent-encoded),
 * or null when there is none to read.
 * @param {unknown} uri
 * @returns {{ name?: string, description?: string, imageUrl: string | null } | null}
 */
export function decodeTokenUri(uri) {
  if (typeof uri !== 'string') return null;
  const match = /^data:application\/json(?:;charset=[^;,]+)?(;base64)?,(.*)$/is.exec(uri);
  if (!match) return null;
  let json;
  try {
    const text = match[1]
      ? Buffer.from(match[2], 'base64').toString('utf8')
      : decodeURIComponent(match[2]);
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  return {
    name: typeof json.name === 'string' && json.name !== '' ? json.name : undefined,
    description: typeof json.description === 'string' ? json.description : undefined,
    imageUrl: imageUrlOf(json.image ?? json.image_url),
  };
}

/**
 * @param {string} rpcUrl
 * @param {string[]} addresses
 * @returns {Promise<(address: string) => Collection>}
 */
async function readCollections(rpcUrl, addresses) {
  const missing = [...new Set(addresses.map((address) => address.toLowerCase()))].filter(
    (address) => !collections.has(`${rpcUrl} ${address}`),
  );
  const replies = await rpcBatchSettled(
    rpcUrl,
    missing.flatMap((address) => [call(address, 'name'), call(address, 'symbol')]),
  );
  for (const [index, address] of missing.entries()) {
    const name = decoded('name', replies[2 * index]);
    const symbol = decoded('symbol', replies[2 * index + 1]);
    collections.set(`${rpcUrl} ${address}`, {
      address: getAddress(address),
      name: name || 'Unknown collection',
      symbol: symbol || '???',
    });
  }
  // Every address was read just above.
  return (address) =>
    /** @type {Collection} */ (collections.get(`${rpcUrl} ${address.toLowerCase()}`));
}

/**
 * The API's `Nft` of each token, in the order given.
 * @param {{ rpcUrl: string, caip2: string,
 *   items: Array<{ address: string, tokenId: bigint }>,
 *   spamContracts: ReadonlySet<string> }} options  spamContracts: lower-case addresses
 * @returns {Promise<Array<{ id: string, chainId: string, tokenId: string, name: string,
 *   description?: string, imageUrl: string | null,
 *   collection: { address: string, name: string, symbol: string },
 *   flags: { is_spam: boolean } }>>}
 */
export async function readNftDetails({ rpcUrl, caip2, items, spamContracts }) {
  const [collectionOf, uris] = await Promise.all([
    readCollections(
      rpcUrl,
      items.map((item) => item.address),
    ),
    rpcBatchSettled(
      rpcUrl,
      items.map((item) => call(item.address, 'tokenURI', [item.tokenId])),
    ),
  ]);
  return items.map((item, index) => {
    const collection = collectionOf(item.address);
    const tokenId = item.tokenId.toString();
    const metadata = decodeTokenUri(decoded('tokenURI', uris[index]));
    return {
      id: `${caip2}/erc721:${collection.address}/${tokenId}`,
      chainId: caip2,
      tokenId,
      name: metadata?.name ?? `${collection.symbol} #${tokenId}`,
      ...(metadata?.description !== undefined && { description: metadata.description }),
      imageUrl: metadata?.imageUrl ?? null,
      collection: { ...collection },
      flags: { is_spam: spamContracts.has(collection.address.toLowerCase()) },
    };
  });
}
