import { BroadcastError } from './BroadcastError.mjs';
import { parseAddress } from './createBitcoinChain.mjs';
import {
  formatAddress,
  formatOutspends,
  formatStatus,
  formatTx,
  formatUtxos,
} from './formatEsplora.mjs';

/** Esplora's page size for confirmed address transactions. */
const PAGE = 25;
const TXID = '([0-9a-fA-F]{64})';

const reply = (status, body) => ({ status, body });
const notFound = () => reply(404, 'Transaction not found');

/** The address in the path in canonical form, or null (Esplora answers 400). */
function addressOf(param) {
  try {
    return parseAddress(decodeURIComponent(param)).address;
  } catch {
    return null;
  }
}

/** Up to PAGE confirmed transactions of `address`, newest first, after `lastSeen` if given. */
function addressTxs(chain, address, lastSeen) {
  const txids = chain.txidsOf(address);
  const start = lastSeen ? txids.indexOf(lastSeen.toLowerCase()) + 1 : 0;
  if (lastSeen && start === 0) return [];
  return txids.slice(start, start + PAGE).map((txid) => formatTx(chain, txid));
}

/**
 * The Esplora REST routes: `{ id, method, pattern, handle(match, body) }`, where handle
 * answers `{ status, body }` (a string is sent as text, anything else as JSON).
 * @param {() => ReturnType<import('./createBitcoinChain.mjs').createBitcoinChain>} getChain
 * @param {() => Record<string, number>} getFeeEstimates
 */
export function createEsploraRoutes(getChain, getFeeEstimates) {
  const withAddress = (handle) => (match) => {
    const address = addressOf(match[1]);
    return address ? handle(getChain(), address, match) : reply(400, 'Invalid Bitcoin address');
  };
  const withTx = (handle) => (match) => {
    const txid = match[1].toLowerCase();
    return getChain().findTx(txid) ? handle(getChain(), txid) : notFound();
  };
  return [
    {
      id: 'tipHeight',
      method: 'GET',
      pattern: /^\/blocks\/tip\/height$/,
      handle: () => reply(200, String(getChain().tip().height)),
    },
    {
      id: 'tipHash',
      method: 'GET',
      pattern: /^\/blocks\/tip\/hash$/,
      handle: () => reply(200, getChain().tip().hash),
    },
    {
      id: 'address',
      method: 'GET',
      pattern: /^\/address\/([^/]+)$/,
      handle: withAddress((chain, address) => reply(200, formatAddress(chain, address))),
    },
    {
      id: 'addressUtxo',
      method: 'GET',
      pattern: /^\/address\/([^/]+)\/utxo$/,
      handle: withAddress((chain, address) => reply(200, formatUtxos(chain, address))),
    },
    {
      id: 'addressTxs',
      method: 'GET',
      // /txs (no mempool here, so just the first confirmed page), /txs/chain[/:last_seen_txid],
      // /txs/mempool (always empty: every transaction is mined at once)
      pattern: new RegExp(`^/address/([^/]+)/txs(?:/(chain|mempool))?(?:/${TXID})?$`),
      handle: withAddress((chain, address, match) => {
        if (match[2] === 'mempool') return reply(200, []);
        if (match[3] && match[2] !== 'chain') return reply(404, 'Not Found');
        return reply(200, addressTxs(chain, address, match[3]));
      }),
    },
    {
      id: 'tx',
      method: 'GET',
      pattern: new RegExp(`^/tx/${TXID}$`),
      handle: withTx((chain, txid) => reply(200, formatTx(chain, txid))),
    },
    {
      id: 'txHex',
      method: 'GET',
      pattern: new RegExp(`^/tx/${TXID}/hex$`),
      handle: withTx((chain, txid) => reply(200, chain.findTx(txid).hex)),
    },
    {
      id: 'txStatus',
      method: 'GET',
      pattern: new RegExp(`^/tx/${TXID}/status$`),
      // Esplora answers an unknown txid with {confirmed: false}, not 404: a just-broadcast
      // transaction's poller sees "not yet" instead of an error.
      handle: (match) => {
        const found = getChain().findTx(match[1].toLowerCase());
        return reply(200, found ? formatStatus(getChain(), found.height) : { confirmed: false });
      },
    },
    {
      id: 'txOutspends',
      method: 'GET',
      pattern: new RegExp(`^/tx/${TXID}/outspends$`),
      handle: withTx((chain, txid) => reply(200, formatOutspends(chain, txid))),
    },
    {
      id: 'feeEstimates',
      method: 'GET',
      pattern: /^\/fee-estimates$/,
      handle: () => reply(200, getFeeEstimates()),
    },
    {
      id: 'broadcast',
      method: 'POST',
      pattern: /^\/tx$/,
      handle: (_, body) => {
        try {
          return reply(200, getChain().broadcast(body));
        } catch (error) {
          if (error instanceof BroadcastError) return reply(400, error.text);
          throw error;
        }
      },
    },
  ];
}
