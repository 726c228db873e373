// The JSON shapes of Esplora's REST API (Blockstream's electrs), built from the chain's records.
import { bitcoin } from './bitcoinLib.mjs';
import { outpointOf } from './checkTransaction.mjs';
import { scriptAddress, scriptType } from './scriptType.mjs';

const hex = (bytes) => Buffer.from(bytes).toString('hex');

const OPCODE_NAMES = new Map([[0, 'OP_0']]);
for (const [name, code] of /** @type {Array<[string, number]>} */ (Object.entries(bitcoin.opcodes)))
  if (!OPCODE_NAMES.has(code)) OPCODE_NAMES.set(code, name);

/** A script in rust-bitcoin's asm notation, as Esplora prints it (`OP_0 OP_PUSHBYTES_20 …`). */
function toAsm(script) {
  const chunks = bitcoin.script.decompile(script);
  if (!chunks) return '';
  const push = (data) =>
    data.length <= 75
      ? `OP_PUSHBYTES_${data.length}`
      : `OP_PUSHDATA${data.length <= 0xff ? 1 : data.length <= 0xffff ? 2 : 4}`;
  return chunks
    .map((chunk) => {
      if (chunk instanceof Uint8Array) return `${push(chunk)} ${hex(chunk)}`;
      if (chunk >= 0x51 && chunk <= 0x60) return `OP_PUSHNUM_${chunk - 0x50}`;
      return OPCODE_NAMES.get(chunk) ?? `OP_RETURN_${chunk}`;
    })
    .join(' ');
}

/** `{ confirmed, block_height, block_hash, block_time }` of a transaction mined at `height`. */
export function formatStatus(chain, height) {
  const block = chain.blockAt(height);
  return { confirmed: true, block_height: height, block_hash: block.hash, block_time: block.time };
}

function formatOutput({ script, value }) {
  const address = scriptAddress(script);
  return {
    scriptpubkey: hex(script),
    scriptpubkey_asm: toAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address && { scriptpubkey_address: address }),
    value: Number(value),
  };
}

/** `GET /tx/:txid`. */
export function formatTx(chain, txid) {
  const { tx, fee, height, prevouts } = chain.findTx(txid);
  const coinbase = tx.isCoinbase();
  return {
    txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => ({
      txid: coinbase ? '0'.repeat(64) : outpointOf(input).txid,
      vout: input.index,
      prevout: coinbase ? null : formatOutput(prevouts[index]),
      scriptsig: hex(input.script),
      scriptsig_asm: toAsm(input.script),
      ...(input.witness.length > 0 && { witness: input.witness.map(hex) }),
      is_coinbase: coinbase,
      sequence: input.sequence,
    })),
    vout: tx.outs.map(formatOutput),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(fee),
    status: formatStatus(chain, height),
  };
}

/** `GET /tx/:txid/outspends`: per output, whether (and by what) it is spent. */
export function formatOutspends(chain, txid) {
  return chain.findTx(txid).tx.outs.map((_, vout) => {
    const { spentBy } = chain.findOutput(txid, vout);
    if (!spentBy) return { spent: false };
    const { txid: spender, vin, height } = spentBy;
    return { spent: true, txid: spender, vin, status: formatStatus(chain, height) };
  });
}

const EMPTY_STATS = Object.freeze({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
});

/** `GET /address/:address`; every transaction is confirmed, so mempool_stats stay zero. */
export function formatAddress(chain, address) {
  const outputs = chain.outputsOf(address);
  const spent = outputs.filter((output) => output.spentBy);
  const sum = (list) => Number(list.reduce((total, output) => total + output.value, 0n));
  return {
    address,
    chain_stats: {
      funded_txo_count: outputs.length,
      funded_txo_sum: sum(outputs),
      spent_txo_count: spent.length,
      spent_txo_sum: sum(spent),
      tx_count: chain.txidsOf(address).length,
    },
    mempool_stats: { ...EMPTY_STATS },
  };
}

/** `GET /address/:address/utxo`, oldest first. */
export function formatUtxos(chain, address) {
  return chain
    .outputsOf(address)
    .filter((output) => !output.spentBy)
    .map(({ txid, vout, value, height }) => ({
      txid,
      vout,
      status: formatStatus(chain, height),
      value: Number(value),
    }));
}
