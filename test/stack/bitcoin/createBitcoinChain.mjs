import { REGTEST, bitcoin } from './bitcoinLib.mjs';
import { checkTransaction } from './checkTransaction.mjs';
import { BITCOIN_REGTEST_GENESIS_HASH } from './devAccounts.mjs';
import { scriptAddress } from './scriptType.mjs';

/** Regtest's genesis block time. */
const GENESIS_TIME = 1_296_688_602;
const MAX_BLOCKS_PER_MINE = 1_000;

const u32 = (value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** An invalid address or amount in a control request. */
export class ChainInputError extends Error {}

/**
 * Turns an address into its regtest output script and canonical (lower-case bech32) form.
 * @throws {ChainInputError} 'Invalid Bitcoin address' (Esplora's text) for anything else
 */
export function parseAddress(address) {
  try {
    const script = bitcoin.address.toOutputScript(String(address), REGTEST);
    return { script, address: scriptAddress(script) };
  } catch {
    throw new ChainInputError('Invalid Bitcoin address');
  }
}

/**
 * An in-memory regtest chain that mines every accepted transaction at once, in a block of its
 * own (automine). Block hashes are hash256 of the previous hash, the txids, height and time:
 * unique and chained, not real headers. Funding comes from coinbase transactions (BIP34
 * height in the scriptSig) whose maturity is not enforced.
 * @param {{ now?: () => number }} [options] `now`: the clock in Unix seconds
 */
export function createBitcoinChain({ now = () => Math.floor(Date.now() / 1000) } = {}) {
  const blocks = [{ height: 0, hash: BITCOIN_REGTEST_GENESIS_HASH, time: GENESIS_TIME, txids: [] }];
  const txs = new Map(); // txid → { tx, hex, fee, height, prevouts }
  const outputs = new Map(); // `txid:vout` → { txid, vout, value, script, address, height, spentBy }
  const txidsByAddress = new Map(); // address → txids, oldest first
  let coinbaseCount = 0;

  /** The last block (there is always one: the genesis block). */
  const tip = () => blocks[blocks.length - 1];

  function record({ tx, fee, prevouts }, height) {
    const txid = tx.getId();
    const touched = new Set();
    prevouts.forEach((output, vin) => {
      output.spentBy = { txid, vin, height };
      if (output.address) touched.add(output.address);
    });
    tx.outs.forEach(({ script, value }, vout) => {
      const address = scriptAddress(script);
      outputs.set(`${txid}:${vout}`, { txid, vout, value, script, address, height, spentBy: null });
      if (address) touched.add(address);
    });
    for (const address of touched) {
      if (!txidsByAddress.has(address)) txidsByAddress.set(address, []);
      txidsByAddress.get(address).push(txid);
    }
    txs.set(txid, { tx, hex: tx.toHex(), fee, height, prevouts });
  }

  function appendBlock(entries) {
    const previous = tip();
    const height = previous.height + 1;
    const time = Math.max(now(), previous.time + 1);
    const txids = entries.map((entry) => entry.tx.getId());
    const preimage = Buffer.concat([
      Buffer.from(previous.hash, 'hex'),
      ...txids.map((txid) => Buffer.from(txid, 'hex')),
      u32(height),
      u32(time),
    ]);
    const hash = Buffer.from(bitcoin.crypto.hash256(preimage)).reverse().toString('hex');
    blocks.push({ height, hash, time, txids });
    for (const entry of entries) record(entry, height);
    return tip();
  }

  function coinbase(height, payouts) {
    const tx = new bitcoin.Transaction();
    tx.version = 2;
    coinbaseCount += 1;
    const scriptSig = bitcoin.script.compile([
      bitcoin.script.number.encode(height),
      bitcoin.script.number.encode(coinbaseCount),
    ]);
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, scriptSig);
    for (const { script, value } of payouts) tx.addOutput(script, value);
    return tx;
  }

  const chain = {
    tip,
    blockAt: (height) => blocks[height],
    findTx: (txid) => txs.get(txid),
    findOutput: (txid, vout) => outputs.get(`${txid}:${vout}`),
    /** Every output ever paid to `address` (canonical form), oldest first, spent or not. */
    outputsOf(address) {
      return (txidsByAddress.get(address) ?? []).flatMap((txid) =>
        txs
          .get(txid)
          .tx.outs.map((_, vout) => outputs.get(`${txid}:${vout}`))
          .filter((output) => output.address === address),
      );
    },
    /** The txids touching `address`, newest first. */
    txidsOf: (address) => [...(txidsByAddress.get(address) ?? [])].reverse(),
    txCount: () => txs.size,

    /**
     * Mines one block whose coinbase pays each `{ address, sats }`.
     * @returns {{ txid: string, height: number, hash: string }}
     */
    fund(payouts) {
      const parsed = payouts.map(({ address, sats }) => {
        if (!Number.isSafeInteger(sats) || sats < 1)
          throw new ChainInputError('sats must be a positive integer');
        return { script: parseAddress(address).script, value: BigInt(sats) };
      });
      const tx = coinbase(tip().height + 1, parsed);
      const block = appendBlock([{ tx, fee: 0n, prevouts: [] }]);
      return { txid: tx.getId(), height: block.height, hash: block.hash };
    },

    /** Mines `count` empty blocks. */
    mine(count) {
      if (!Number.isInteger(count) || count < 1 || count > MAX_BLOCKS_PER_MINE)
        throw new ChainInputError(`blocks must be an integer of 1-${MAX_BLOCKS_PER_MINE}`);
      for (let index = 0; index < count; index += 1) appendBlock([]);
      return tip();
    },

    /**
     * Checks a raw transaction (checkTransaction.mjs) and mines it into a new block.
     * @returns {string} the txid
     * @throws {import('./BroadcastError.mjs').BroadcastError}
     */
    broadcast(hex) {
      const { tx, txid, fee, prevouts } = checkTransaction(hex, chain);
      appendBlock([{ tx, fee, prevouts }]);
      return txid;
    },
  };
  return chain;
}
