/**
 * A large synthetic history, for benchmarks and paging tests: what the history route answers
 * for one address and chain while `POST /__control/history-fixture` is set (controlApi.mjs).
 *
 * `count` transactions, newest first, the newest a few minutes before the switch was set and
 * the oldest about HISTORY_FIXTURE_SPAN_MONTHS months earlier (so at least two year
 * boundaries lie between). They come from a fixed seed: the same count gives the same
 * operation types, statuses, amounts and tokens every run. They mix every operation type of
 * the spec, statuses confirmed / failed / pending (the two newest are pending), ERC-20 and NFT
 * transfers, a few transactions whose transfers are all spam NFTs, and about 5% on another
 * chain than the one asked for (`metadata.chain`), so the client's active-chain filter has
 * work. Synthetic block numbers carry the history route's cursor rule (historyCursor.mjs).
 */
import { getAddress, id as keccakText } from 'ethers';
import { DEV_ADDRESSES } from './devAccounts.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { pageNewestFirst, parseHistoryCursor } from './historyCursor.mjs';
import { NFT_SPECS, nftMetadata } from './nfts.mjs';
import { NATIVE_TOKEN, TOKEN_SPECS } from './tokens.mjs';

export const HISTORY_FIXTURE_SEED = 0x5eed_2024;
export const MAX_HISTORY_FIXTURE = 10_000;
export const HISTORY_FIXTURE_SPAN_MONTHS = 26;

const DAY_MS = 86_400_000;
const SPAN_MS = Math.round(HISTORY_FIXTURE_SPAN_MONTHS * 30.44 * DAY_MS);
/** The newest transaction is this long before the switch was set. */
const NEWEST_AGE_MS = 5 * 60_000;
/** Synthetic block numbers: one transaction per block, the oldest in this one. */
const FIRST_BLOCK = 1_000_000;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Where deposits, borrows, withdrawals and repayments go, and where rewards are claimed. */
const LENDING_POOL = getAddress('0x5e1f0000000000000000000000000000000000a1');
const REWARDS = getAddress('0x5e1f0000000000000000000000000000000000b2');

/** Operation type → weight (out of 100) and the direction of its one transfer. */
const OPERATIONS = [
  ['send', 24, 'out'],
  ['receive', 30, 'in'],
  ['deposit', 8, 'out'],
  ['borrow', 6, 'in'],
  ['claim', 8, 'in'],
  ['withdraw', 8, 'in'],
  ['repay', 7, 'out'],
  ['burn', 9, 'out'],
];

const FUNGIBLES = [NATIVE_TOKEN, ...TOKEN_SPECS];
const [PASS, SPAM] = [NFT_SPECS.find((spec) => !spec.spam), NFT_SPECS.find((spec) => spec.spam)];

/** mulberry32: a small seeded generator, the same sequence every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick(random, weighted) {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const item of weighted) {
    roll -= item[1];
    if (roll < 0) return item;
  }
  return weighted[weighted.length - 1];
}

function fungibleTransfer(token, numeric, direction) {
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

function nftTransfer(spec, tokenId, direction) {
  const { name, image } = nftMetadata(spec, tokenId);
  return {
    nft_info: { name, content: { preview: { url: image } }, flags: { is_spam: spec.spam } },
    direction,
    quantity: { numeric: '1' },
  };
}

const otherChainOf = (caip2) => (caip2 === 'eip155:1' ? 'eip155:137' : 'eip155:1');

/**
 * @param {{ address: string, chainId: string, count: number, now?: number }} options
 *   chainId: CAIP-2; now: ms, the time the newest transaction is dated from (default: now)
 * @returns {Array<{ block: number, index: number, transaction: object }>} newest first
 */
export function createHistoryFixture({ address, chainId, count, now = Date.now() }) {
  const me = getAddress(address);
  const random = seeded(HISTORY_FIXTURE_SEED);
  const peers = DEV_ADDRESSES.filter((peer) => peer !== me);
  const step = (SPAN_MS - NEWEST_AGE_MS) / Math.max(1, count - 1);
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    const [operationType, , direction] = pick(random, OPERATIONS);
    const peer = peers[Math.floor(random() * peers.length)];
    const onOtherChain = random() < 0.05;
    const failed = random() < 0.06;
    const asNft = random() < 0.2;
    const allSpam = operationType === 'receive' && random() < 0.1;
    const token = FUNGIBLES[Math.floor(random() * FUNGIBLES.length)];
    const numeric = String(Math.max(1, Math.round(random() * 50_000)) / 100);
    const passId = 1 + Math.floor(random() * 500);
    const jitter = random();

    let transfers;
    if (allSpam) transfers = [nftTransfer(SPAM, 1 + (i % 50), 'in')];
    else if (asNft && ['send', 'receive', 'burn'].includes(operationType))
      transfers = [nftTransfer(PASS, passId, direction)];
    else transfers = [fungibleTransfer(token, numeric, direction)];

    const counterparty =
      operationType === 'send' || operationType === 'receive'
        ? peer
        : operationType === 'claim'
          ? REWARDS
          : operationType === 'burn'
            ? ZERO_ADDRESS
            : LENDING_POOL;
    const received = operationType === 'receive';
    // Evenly spread, a little jitter, never out of order: newest first.
    const minedAt = Math.round(now - NEWEST_AGE_MS - (i + 0.1 + 0.8 * jitter) * step);
    const hash = keccakText(`portico-history-fixture:${chainId}:${me}:${count}:${i}`);
    entries.push({
      block: FIRST_BLOCK + (count - 1 - i),
      index: 0,
      transaction: {
        id: hash,
        metadata: {
          operationType,
          hash,
          minedAt: new Date(minedAt).toISOString(),
          sentFrom: received ? peer : me,
          sentTo: received ? me : counterparty,
          status: i < 2 ? 'pending' : failed ? 'failed' : 'confirmed',
          nonce: 0,
          chain: onOtherChain ? otherChainOf(chainId) : chainId,
        },
        transfers,
      },
    });
  }
  // The address's own transactions count its nonce up from the oldest.
  let nonce = 0;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const { metadata } = entries[i].transaction;
    metadata.nonce = metadata.sentFrom === me ? nonce++ : 7 + (i % 97);
  }
  return entries;
}

/**
 * One page of a fixture, by the history route's cursor rule.
 * @param {Array<{ block: number, index: number, transaction: object }>} entries
 * @param {string | null | undefined} cursor
 * @returns {{ data: object[], next: string | null }}
 */
export function pageHistoryFixture(entries, cursor) {
  const { page, next } = pageNewestFirst(entries, parseHistoryCursor(cursor));
  return { data: page.map((entry) => entry.transaction), next };
}
