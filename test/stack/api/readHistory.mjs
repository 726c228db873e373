/**
 * GET /v1/account/{address}/history, built from the local chain: every transaction from or to
 * the address, and every transaction with a Transfer log from or to it (ERC-20 and ERC-721: a
 * mint, a transferFrom by someone else), newest first, HISTORY_PAGE_SIZE per page.
 *
 * An ERC-20 Transfer (three topics) becomes a transfer with `fungible_info`; an ERC-721
 * Transfer (four topics: the token id is indexed) one with `nft_info` (name, preview image,
 * spam flag; readNftDetails.mjs) and quantity 1.
 *
 * The cursor is `{block}:{index}` of the last transaction of the previous page, so new blocks
 * mined between two pages neither repeat nor skip entries (historyCursor.mjs).
 */
import { formatUnits, getAddress, zeroPadValue } from 'ethers';
import { ethCall, rpc, rpcBatch } from './chainRpc.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { HISTORY_PAGE_SIZE, pageNewestFirst, parseHistoryCursor } from './historyCursor.mjs';
import { readNftDetails } from './readNftDetails.mjs';
import { ERC20, NATIVE_TOKEN, TRANSFER_TOPIC } from './tokens.mjs';

export const PAGE_SIZE = HISTORY_PAGE_SIZE;
/** A local chain is short-lived; scanning more blocks than this would be a runaway test. */
const MAX_SCANNED_BLOCKS = 5_000;
const BLOCKS_PER_BATCH = 200;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Token metadata of contracts that are not stand-in tokens, read once per chain and address. */
const foreignTokens = new Map();

async function tokenInfo(rpcUrl, address, tokens) {
  const known = tokens.find((token) => token.address.toLowerCase() === address.toLowerCase());
  if (known) return known;
  const key = `${rpcUrl} ${address.toLowerCase()}`;
  if (!foreignTokens.has(key)) {
    const read = async (name) => {
      try {
        return ERC20.decodeFunctionResult(
          name,
          await ethCall(rpcUrl, address, ERC20.encodeFunctionData(name)),
        )[0];
      } catch {
        return undefined;
      }
    };
    const [name, symbol, decimals] = await Promise.all([
      read('name'),
      read('symbol'),
      read('decimals'),
    ]);
    foreignTokens.set(key, {
      name: name ?? 'Unknown token',
      symbol: symbol ?? '???',
      decimals: Number(decimals ?? 18),
      priceUsd: 0,
      address,
    });
  }
  return foreignTokens.get(key);
}

function transfer(token, rawAmount, direction) {
  const numeric = formatUnits(rawAmount, token.decimals);
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: letterIcon(token.symbol, ICON_COLORS[token.symbol] ?? '#475569') },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * token.priceUsd,
    price: token.priceUsd,
  };
}

/** An ERC-721 token moved: one item, described by its metadata. */
function nftTransfer(nft, direction) {
  return {
    nft_info: {
      name: nft.name,
      // The preview's url is a string when there is one: no image, no content.
      ...(nft.imageUrl !== null && { content: { preview: { url: nft.imageUrl } } }),
      flags: { is_spam: nft.flags.is_spam },
    },
    direction,
    quantity: { numeric: '1' },
  };
}

/** Finds the address's transactions: [{ block, index, hash, tx, timestamp }], newest first. */
async function findTransactions(rpcUrl, address) {
  const latest = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  const first = Math.max(0, latest - MAX_SCANNED_BLOCKS + 1);
  const me = address.toLowerCase();
  const byHash = new Map();
  for (let start = first; start <= latest; start += BLOCKS_PER_BATCH) {
    const numbers = [];
    for (let n = start; n <= Math.min(latest, start + BLOCKS_PER_BATCH - 1); n += 1)
      numbers.push(n);
    const blocks = await rpcBatch(
      rpcUrl,
      numbers.map((n) => ['eth_getBlockByNumber', [`0x${n.toString(16)}`, true]]),
    );
    for (const block of blocks) {
      for (const tx of block?.transactions ?? []) {
        byHash.set(tx.hash, {
          block: Number(block.number),
          index: Number(tx.transactionIndex),
          hash: tx.hash,
          tx,
          timestamp: Number(block.timestamp),
          mine: tx.from?.toLowerCase() === me || tx.to?.toLowerCase() === me,
        });
      }
    }
  }
  const topic = zeroPadValue(address, 32);
  const range = { fromBlock: `0x${first.toString(16)}`, toBlock: `0x${latest.toString(16)}` };
  const [sent, received] = await rpcBatch(rpcUrl, [
    ['eth_getLogs', [{ ...range, topics: [TRANSFER_TOPIC, topic] }]],
    ['eth_getLogs', [{ ...range, topics: [TRANSFER_TOPIC, null, topic] }]],
  ]);
  for (const log of [...sent, ...received]) {
    const entry = byHash.get(log.transactionHash);
    if (entry) entry.mine = true;
  }
  return [...byHash.values()]
    .filter((entry) => entry.mine)
    .sort((a, b) => b.block - a.block || b.index - a.index);
}

/** One transaction in the API's shape ("Transaction"). */
async function describe(rpcUrl, caip2, address, entry, receipt, tokens, spamContracts) {
  const me = address.toLowerCase();
  const { tx } = entry;
  const transfers = [];
  let burned = false;
  const value = BigInt(tx.value ?? '0x0');
  if (value > 0n) {
    const from = tx.from.toLowerCase();
    const to = tx.to?.toLowerCase();
    transfers.push(
      transfer(NATIVE_TOKEN, value, from === to ? 'self' : from === me ? 'out' : 'in'),
    );
  }
  for (const log of receipt?.logs ?? []) {
    // ERC-20 Transfer has three topics; ERC-721's has four (the token id is indexed).
    if (log.topics?.[0] !== TRANSFER_TOPIC || ![3, 4].includes(log.topics.length)) continue;
    const from = getAddress(`0x${log.topics[1].slice(26)}`);
    const to = getAddress(`0x${log.topics[2].slice(26)}`);
    const out = from.toLowerCase() === me;
    const into = to.toLowerCase() === me;
    if (!out && !into) continue;
    if (out && to === ZERO_ADDRESS) burned = true;
    const direction = out && into ? 'self' : out ? 'out' : 'in';
    if (log.topics.length === 4) {
      const [nft] = await readNftDetails({
        rpcUrl,
        caip2,
        items: [{ address: log.address, tokenId: BigInt(log.topics[3]) }],
        spamContracts,
      });
      transfers.push(nftTransfer(nft, direction));
      continue;
    }
    const token = await tokenInfo(rpcUrl, log.address, tokens);
    transfers.push(transfer(token, BigInt(log.data), direction));
  }
  const sentByMe = tx.from.toLowerCase() === me;
  // The spec's vocabulary (send, receive, burn), plus 'execute' for a call that moved nothing
  // of the address's (a deployment, an approve). A transaction someone else sent is a
  // 'receive': a transfer or mint to the address, ERC-20 or ERC-721.
  const operationType = !sentByMe
    ? 'receive'
    : burned
      ? 'burn'
      : transfers.length
        ? 'send'
        : 'execute';
  return {
    id: entry.hash,
    metadata: {
      operationType,
      hash: entry.hash,
      minedAt: new Date(entry.timestamp * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: tx.to ? getAddress(tx.to) : getAddress(receipt?.contractAddress ?? ZERO_ADDRESS),
      status: receipt?.status === '0x1' ? 'confirmed' : receipt ? 'failed' : 'pending',
      nonce: Number(tx.nonce),
      chain: caip2,
    },
    transfers,
  };
}

/**
 * @param {{ rpcUrl: string, caip2: string, address: string, cursor?: string | null,
 *   tokens: Array<{ name: string, symbol: string, decimals: number, priceUsd: number, address: string }>,
 *   spamContracts?: ReadonlySet<string> }} options  spamContracts: lower-case addresses of
 *   NFT collections flagged spam
 * @returns {Promise<{ data: object[], next: string | null }>}
 */
export async function readHistory({
  rpcUrl,
  caip2,
  address,
  cursor,
  tokens,
  spamContracts = new Set(),
}) {
  const after = parseHistoryCursor(cursor);
  const { page, next } = pageNewestFirst(await findTransactions(rpcUrl, address), after);
  const receipts = await rpcBatch(
    rpcUrl,
    page.map((entry) => ['eth_getTransactionReceipt', [entry.hash]]),
  );
  const data = [];
  for (const [index, entry] of page.entries()) {
    data.push(
      await describe(rpcUrl, caip2, address, entry, receipts[index], tokens, spamContracts),
    );
  }
  return { data, next };
}
