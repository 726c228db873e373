/**
 * The ledger behind the RPC stand-in: litesvm 1.5's native VM (`svm.inner`, fed raw bytes, so
 * the clients stay on web3.js v1) plus what a validator adds around it: blocks, a window of
 * valid blockhashes, the signatures that landed and watchers waiting for them.
 *
 * Blocks: one closes after every executed transaction (so identical transfers sent one after
 * the other get distinct blockhashes and signatures) and, read lazily, one per SLOT_MS of wall
 * time. A blockhash is valid for MAX_BLOCKHASH_AGE blocks, about a minute when idle, as on a
 * real cluster. litesvm's own blockhash check (latest only) is off: this window replaces it.
 */
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';
import { VersionedTransaction } from '@solana/web3.js';
import { toTransactionError } from './transactionError.mjs';

export const SLOT_MS = 400;
export const MAX_BLOCKHASH_AGE = 150;
export const LAMPORTS_PER_SIGNATURE = 5000;
const SLOTS_PER_EPOCH = 432_000;

/** Errors after which a transaction never lands (no fee, no status), as on a validator. */
const NOT_LANDED = new Set([
  'AccountNotFound',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'MissingSignatureForFee',
  'SanitizeFailure',
  'SignatureFailure',
]);

/** Copies a native account out at once: holding litesvm's objects is what crashed 0.8. */
const copyAccount = (native) => ({
  lamports: native.lamports(),
  owner: Uint8Array.from(native.owner()),
  executable: native.executable(),
  data: Uint8Array.from(native.data()),
});

/** Parses wire bytes (throws on malformed ones): the message fields the ledger reads. */
export function decodeTransaction(bytes) {
  const transaction = VersionedTransaction.deserialize(bytes);
  const count = transaction.signatures.length;
  const prefix = count < 0x80 ? 1 : count < 0x4000 ? 2 : 3; // shortvec length of the count
  return {
    transaction,
    message: bytes.subarray(prefix + 64 * count),
    legacy: transaction.version === 'legacy',
    signature: bs58.encode(transaction.signatures[0] ?? new Uint8Array(64)),
    blockhash: transaction.message.recentBlockhash,
  };
}

export function createSolanaLedger({ now = Date.now } = {}) {
  // The wrapper's engine (private and untyped there): the ledger needs calls it does not wrap.
  const vm = /** @type {{ inner: any }} */ (/** @type {unknown} */ (new LiteSVM())).inner;
  vm.setBlockhashCheck(false);
  const firstSlot = vm.getClock().slot;
  let height = 0;
  let blockAt = now();
  const blockhashes = new Map([[vm.latestBlockhash(), 0]]);
  const landed = new Map(); // signature → { slot, err, logs }
  const watchers = new Map(); // signature → Set<(status) => void>

  const slot = () => Number(firstSlot) + height;

  function closeBlocks(count = 1) {
    vm.expireBlockhash();
    height += count;
    vm.warpToSlot(firstSlot + BigInt(height));
    blockhashes.set(vm.latestBlockhash(), height);
    blockAt = now();
    for (const [hash, at] of blockhashes)
      if (height - at > 2 * MAX_BLOCKHASH_AGE) blockhashes.delete(hash);
  }

  const isBlockhashValid = (hash) =>
    blockhashes.has(hash) && height - (blockhashes.get(hash) ?? 0) <= MAX_BLOCKHASH_AGE;

  function record(signature, entry) {
    landed.set(signature, entry);
    closeBlocks();
    for (const watcher of watchers.get(signature) ?? []) watcher(entry);
    watchers.delete(signature);
  }

  function account(address) {
    const native = vm.getAccount(address);
    return native === null ? null : copyAccount(native);
  }

  /** Reads a send/simulate/airdrop answer of the VM into plain data. */
  function outcome(result) {
    const failed = typeof result.err === 'function';
    const meta = failed || 'meta' in result ? result.meta() : result;
    return {
      err: failed ? toTransactionError(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      signature: bs58.encode(meta.signature()),
    };
  }

  return {
    slot,
    blockHeight: () => height,
    epoch: () => ({ epoch: Math.floor(slot() / SLOTS_PER_EPOCH), slotsInEpoch: SLOTS_PER_EPOCH }),
    transactionCount: () => landed.size,
    isBlockhashValid,

    /** Closes the blocks wall time has made since the last one (called before each request). */
    tick() {
      const behind = Math.floor((now() - blockAt) / SLOT_MS);
      if (behind > 0) closeBlocks(behind);
    },

    latestBlockhash: () => ({
      blockhash: vm.latestBlockhash(),
      lastValidBlockHeight: height + MAX_BLOCKHASH_AGE,
    }),

    rentExemption: (size) => vm.minimumBalanceForRentExemption(BigInt(size)),
    balance: (address) => vm.getBalance(address) ?? 0n,
    account,
    programAccounts: (programId) =>
      vm
        .getProgramAccounts(programId)
        .map((entry) => ({ address: bs58.encode(entry.address), ...copyAccount(entry.account()) })),

    airdrop(address, lamports) {
      const native = vm.airdrop(address, lamports);
      if (native === null) return { err: 'AccountNotFound', logs: [], unitsConsumed: 0 };
      const result = outcome(native);
      if (!result.err) record(result.signature, { slot: slot(), err: null, logs: result.logs });
      return result;
    },

    /**
     * Runs a transaction without committing it; `addresses`: accounts to read after it.
     * @param {ReturnType<typeof decodeTransaction>} decoded
     * @param {Uint8Array} bytes
     * @param {{ sigVerify?: boolean, addresses?: readonly string[] }} [options]
     */
    simulate(decoded, bytes, { sigVerify = true, addresses = [] } = {}) {
      vm.setSigverify(sigVerify);
      let result;
      try {
        result = decoded.legacy
          ? vm.simulateLegacyTransaction(bytes)
          : vm.simulateVersionedTransaction(bytes);
      } finally {
        vm.setSigverify(true);
      }
      const after = typeof result.err === 'function' ? [] : result.postAccounts();
      const accounts = addresses.map((address) => {
        const post = after.find((entry) => bs58.encode(entry.address) === address);
        return post ? copyAccount(post.account()) : account(bs58.decode(address));
      });
      return { ...outcome(result), accounts };
    },

    /** Executes and commits a transaction; `landed` says whether it made it into a block. */
    send(decoded, bytes) {
      if (!isBlockhashValid(decoded.blockhash))
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, landed: false };
      const result = outcome(
        decoded.legacy ? vm.sendLegacyTransaction(bytes) : vm.sendVersionedTransaction(bytes),
      );
      const didLand = !(typeof result.err === 'string' && NOT_LANDED.has(result.err));
      if (didLand) record(result.signature, { slot: slot(), err: result.err, logs: result.logs });
      return { ...result, landed: didLand };
    },

    status: (signature) => landed.get(signature) ?? null,

    /** Calls `watcher` once `signature` lands (at once if it has); returns a cancel function. */
    watch(signature, watcher) {
      const known = landed.get(signature);
      if (known) {
        watcher(known);
        return () => {};
      }
      const set = watchers.get(signature) ?? new Set();
      set.add(watcher);
      watchers.set(signature, set);
      return () => set.delete(watcher);
    },
  };
}
