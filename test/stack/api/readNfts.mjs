/**
 * GET /v1/account/{address}/nfts, built from the local chain: every ERC-721 token that some
 * Transfer log (four topics: the token id is indexed) sent to the address and that the address
 * still owns (`ownerOf`), ordered by collection address, then token id, ascending,
 * NFT_PAGE_SIZE per page.
 *
 * The cursor is opaque to clients: base64url of `v1:{collection}:{tokenId}` of the last token
 * of the previous page. A page starts after that key, so tokens received or sent between two
 * pages neither repeat nor shift the others.
 */
import { zeroPadValue } from 'ethers';
import { ApiHttpError } from './http.mjs';
import { rpc, rpcBatchSettled } from './chainRpc.mjs';
import { ERC721 } from './nfts.mjs';
import { readNftDetails } from './readNftDetails.mjs';
import { TRANSFER_TOPIC } from './tokens.mjs';

export const NFT_PAGE_SIZE = 20;

/** @typedef {{ address: string, tokenId: bigint }} NftKey  address: lower case */

/** @param {NftKey} key */
const cursorOf = (key) => Buffer.from(`v1:${key.address}:${key.tokenId}`).toString('base64url');

/**
 * @param {string | null | undefined} cursor
 * @returns {NftKey | null}
 */
function parseCursor(cursor) {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = /^v1:(0x[0-9a-f]{40}):(\d{1,78})$/.exec(text);
  if (!match) throw new ApiHttpError(400, `Invalid cursor ${cursor}`);
  return { address: match[1], tokenId: BigInt(match[2]) };
}

/** @param {NftKey} a @param {NftKey} b */
const compare = (a, b) =>
  a.address < b.address
    ? -1
    : a.address > b.address
      ? 1
      : a.tokenId < b.tokenId
        ? -1
        : a.tokenId > b.tokenId
          ? 1
          : 0;

/**
 * Every ERC-721 token ever sent to the address, once each, in page order.
 * @param {string} rpcUrl
 * @param {string} address
 * @returns {Promise<NftKey[]>}
 */
async function receivedTokens(rpcUrl, address) {
  const logs = await rpc(rpcUrl, 'eth_getLogs', [
    {
      fromBlock: '0x0',
      toBlock: 'latest',
      topics: [TRANSFER_TOPIC, null, zeroPadValue(address, 32)],
    },
  ]);
  /** @type {Map<string, NftKey>} */
  const byKey = new Map();
  for (const log of logs ?? []) {
    if (log.topics?.length !== 4) continue; // three topics: an ERC-20 Transfer
    const key = { address: log.address.toLowerCase(), tokenId: BigInt(log.topics[3]) };
    byKey.set(`${key.address}:${key.tokenId}`, key);
  }
  return [...byKey.values()].sort(compare);
}

/**
 * @param {{ rpcUrl: string, caip2: string, address: string, cursor?: string | null,
 *   spamContracts: ReadonlySet<string> }} options  spamContracts: lower-case addresses
 * @returns {Promise<{ data: object[], next: string | null }>}
 */
export async function readNfts({ rpcUrl, caip2, address, cursor, spamContracts }) {
  const after = parseCursor(cursor);
  const candidates = (await receivedTokens(rpcUrl, address)).filter(
    (key) => !after || compare(key, after) > 0,
  );
  const owners = await rpcBatchSettled(
    rpcUrl,
    candidates.map((key) => [
      'eth_call',
      [{ to: key.address, data: ERC721.encodeFunctionData('ownerOf', [key.tokenId]) }, 'latest'],
    ]),
  );
  const me = zeroPadValue(address, 32).toLowerCase();
  // ownerOf answers one word, the owner's address: compare it padded, no decoding needed.
  const held = candidates.filter((_, index) => owners[index].result?.toLowerCase() === me);
  const page = held.slice(0, NFT_PAGE_SIZE);
  const data = await readNftDetails({ rpcUrl, caip2, items: page, spamContracts });
  return {
    data,
    next: held.length > NFT_PAGE_SIZE ? cursorOf(page[page.length - 1]) : null,
  };
}
