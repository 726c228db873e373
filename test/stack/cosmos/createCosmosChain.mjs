/**
 * The chain's state: bank balances, BaseAccounts (number, sequence, public key), blocks and the
 * transaction index. A transaction that passes CheckTx (checkTx.mjs) goes at once into a block
 * of its own, as with a one-validator devnet producing a block per transaction: the fee is
 * taken and the sequence bumped, then its messages run all or nothing; a failing message
 * leaves the transaction in the block with that code (DeliverTx failure), as on a real chain.
 */
import { toBase64, toHex } from '@cosmjs/encoding';
import { sha256 } from '@noble/hashes/sha2';
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci';
import { checkTx } from './checkTx.mjs';
import { coinsString, parseCoins } from './coins.mjs';
import { MSG_SEND, checkAddress, decodeTx } from './decodeTx.mjs';
import { gasUsedBy } from './gas.mjs';
import { SdkError } from './SdkError.mjs';

/** x/auth's fee collector module account: bech32 of SHA-256("fee_collector")[:20]. */
export const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta';
const MSG_SEND_RESPONSE = '/cosmos.bank.v1beta1.MsgSendResponse';

const attributes = (entries) =>
  Object.entries(entries).map(([key, value]) => ({ key, value: String(value), index: true }));
const event = (type, entries) => ({ type, attributes: attributes(entries) });
/** The bank module's events for moving `coins` (its coin_spent, coin_received, transfer). */
const transferEvents = (from, to, coins, extra = {}) => [
  event('coin_spent', { spender: from, amount: coins, ...extra }),
  event('coin_received', { receiver: to, amount: coins, ...extra }),
  event('transfer', { recipient: to, sender: from, amount: coins, ...extra }),
];
const upperHex = (bytes) => toHex(bytes).toUpperCase();

/**
 * @param {{ chainId: string, genesis: Array<{ address: string, coins: Record<string, string> }>, now?: () => Date }} options
 */
export function createCosmosChain({ chainId, genesis, now = () => new Date() }) {
  /** address → denom → amount */
  const bank = new Map();
  /** address → { accountNumber, sequence, pubKey } */
  const accounts = new Map();
  const blocks = [];
  /** upper-case hex hash → indexed transaction */
  const txs = new Map();
  let nextAccountNumber = 0;

  const balanceOf = (address, denom, from = bank) => from.get(address)?.get(denom) ?? 0n;
  const ensureAccount = (address) => {
    if (!accounts.has(address))
      accounts.set(address, { accountNumber: nextAccountNumber++, sequence: 0, pubKey: null });
    return accounts.get(address);
  };
  const add = (into, address, denom, amount) => {
    if (!into.has(address)) into.set(address, new Map());
    into.get(address).set(denom, balanceOf(address, denom, into) + amount);
  };
  const copyBank = () => new Map([...bank].map(([address, coins]) => [address, new Map(coins)]));

  function newBlock(txHashes) {
    const height = blocks.length + 1;
    const previous = blocks.at(-1)?.hash ?? '';
    const hash = upperHex(
      sha256(new TextEncoder().encode(`${chainId}/${height}/${previous}/${txHashes.join()}`)),
    );
    const block = { height, hash, time: now().toISOString(), txs: txHashes };
    blocks.push(block);
    return block;
  }

  for (const { address, coins } of genesis) {
    ensureAccount(address);
    for (const [denom, amount] of Object.entries(coins)) add(bank, address, denom, BigInt(amount));
  }
  newBlock([]);

  /** Runs the MsgSends on `into` (a bank), throwing the first failure as DeliverTx reports it. */
  function runMsgs(msgs, into) {
    const events = [];
    msgs.forEach((msg, index) => {
      try {
        const from = checkAddress(msg.fromAddress, 'from address');
        const to = checkAddress(msg.toAddress, 'to address');
        const coins = parseCoins(msg.amount, { what: 'invalid coins', allowEmpty: false });
        for (const { denom, amount } of coins) {
          const spendable = balanceOf(from, denom, into);
          if (spendable < amount)
            throw new SdkError(
              5,
              `spendable balance ${spendable}${denom} is smaller than ${amount}${denom}`,
            );
          add(into, from, denom, -amount);
          add(into, to, denom, amount);
        }
        const amount = coinsString(msg.amount);
        const msgIndex = { msg_index: index };
        events.push(
          event('message', { action: MSG_SEND, sender: from, module: 'bank', ...msgIndex }),
          ...transferEvents(from, to, amount, msgIndex),
          event('message', { sender: from, ...msgIndex }),
        );
      } catch (error) {
        if (!(error instanceof SdkError)) throw error;
        throw SdkError.wrap(error, `failed to execute message; message index: ${index}`);
      }
    });
    const msgResponses = msgs.map(() => ({ typeUrl: MSG_SEND_RESPONSE, value: new Uint8Array() }));
    const data = TxMsgData.encode({ data: [], msgResponses }).finish();
    return { events, data, msgResponses };
  }

  const chain = {
    chainId,
    get height() {
      return blocks.length;
    },
    /** Block `height` (1 is genesis): { height, hash, time, txs }. */
    blockAt: (height) => blocks[height - 1],
    getAccount: (address) => accounts.get(address),
    balanceOf: (address, denom) => balanceOf(address, denom),
    /** Every non-zero balance of `address`, sorted by denom. */
    balancesOf: (address) =>
      [...(bank.get(address) ?? new Map())]
        .filter(([, amount]) => amount > 0n)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([denom, amount]) => ({ denom, amount: amount.toString() })),
    txCount: () => txs.size,
    getTx: (hash) => txs.get(hash.toUpperCase()),
    allTxs: () => [...txs.values()],

    /** Mints `amount` of `denom` to `address` (creating its account), outside any block. */
    fund(address, amount, denom) {
      checkAddress(address, 'address');
      if (!/^\d+$/.test(String(amount)) || BigInt(amount) <= 0n)
        throw new Error(`amount must be a positive integer of ${denom}, got ${amount}`);
      ensureAccount(address);
      add(bank, address, denom, BigInt(amount));
      return { address, denom, balance: balanceOf(address, denom).toString() };
    },

    /**
     * The Simulate query: the ante handler in simulation mode, then the messages on a scratch
     * copy of the bank. Throws the SdkError the SDK's simulation would return.
     */
    simulate(txBytes) {
      const tx = decodeTx(txBytes);
      const gasWanted = tx.fee.gasLimit;
      let checked;
      try {
        checked = checkTx(chain, tx, { simulate: true });
      } catch (error) {
        throw Object.assign(/** @type {object} */ (error), { gasWanted, gasUsed: 0n });
      }
      const scratch = copyBank();
      for (const { denom, amount } of checked.fee) add(scratch, checked.signer, denom, -amount);
      const gasUsed = gasUsedBy(tx.msgs.length);
      try {
        return { gasWanted, gasUsed, ...runMsgs(tx.msgs, scratch) };
      } catch (error) {
        throw Object.assign(/** @type {object} */ (error), { gasWanted, gasUsed });
      }
    },

    /**
     * broadcast_tx_sync: CheckTx's answer `{ code, codespace, log, hash }`; an accepted
     * transaction is in a new block when this returns. A transaction seen before throws, as
     * CometBFT's mempool cache does.
     */
    broadcast(txBytes) {
      const hash = upperHex(sha256(txBytes));
      if (txs.has(hash)) throw new Error('tx already exists in cache');
      let tx, checked;
      try {
        tx = decodeTx(txBytes);
        checked = checkTx(chain, tx);
      } catch (error) {
        if (!(error instanceof SdkError)) throw error;
        return {
          code: error.code,
          codespace: error.codespace,
          log: error.log,
          hash,
          gasWanted: tx?.fee.gasLimit ?? 0n,
        };
      }
      const { signer, pubKey, fee, gasLimit, signature } = checked;
      const account = accounts.get(signer);
      const feeString = coinsString(tx.fee.amount);
      for (const { denom, amount } of fee) {
        add(bank, signer, denom, -amount);
        add(bank, FEE_COLLECTOR, denom, amount);
      }
      account.pubKey ??= pubKey;
      const sequence = account.sequence;
      account.sequence += 1;
      const anteEvents = [
        ...(fee.length > 0 ? transferEvents(signer, FEE_COLLECTOR, feeString) : []),
        ...(fee.length > 0 ? [event('message', { sender: signer })] : []),
        event('tx', { fee: feeString, fee_payer: signer }),
        event('tx', { acc_seq: `${signer}/${sequence}` }),
        event('tx', { signature: toBase64(signature) }),
      ];

      const gasUsed = gasUsedBy(tx.msgs.length);
      let result;
      if (gasLimit < gasUsed) {
        const error = new SdkError(
          11,
          `out of gas in location: MsgSend; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}`,
        );
        result = {
          code: 11,
          codespace: 'sdk',
          log: error.log,
          data: new Uint8Array(),
          events: anteEvents,
          gasUsed: gasLimit,
        };
      } else {
        const scratch = copyBank();
        try {
          const { events, data } = runMsgs(tx.msgs, scratch);
          bank.clear();
          for (const [address, coins] of scratch) bank.set(address, coins);
          for (const msg of tx.msgs) ensureAccount(msg.toAddress);
          result = {
            code: 0,
            codespace: '',
            log: '',
            data,
            events: [...anteEvents, ...events],
            gasUsed,
          };
        } catch (error) {
          if (!(error instanceof SdkError)) throw error;
          result = {
            code: error.code,
            codespace: 'sdk',
            log: error.log,
            data: new Uint8Array(),
            events: anteEvents,
            gasUsed,
          };
        }
      }
      const block = newBlock([hash]);
      txs.set(hash, {
        hash,
        height: block.height,
        index: 0,
        tx: toBase64(txBytes),
        result: { ...result, gasWanted: gasLimit },
      });
      return { code: 0, codespace: '', log: '', hash, gasWanted: gasLimit };
    },
  };
  return chain;
}
