/**
 * The JSON-RPC methods an unmodified @solana/web3.js v1 `Connection` (and spl-token's helpers)
 * call, over a ledger (createSolanaLedger.mjs). `getLedger` is read per call: a reset swaps it.
 */
import bs58 from 'bs58';
import { VersionedMessage } from '@solana/web3.js';
import { LAMPORTS_PER_SIGNATURE } from './createSolanaLedger.mjs';
import { createTransactionMethods } from './createTransactionMethods.mjs';
import { SOLANA_GENESIS_HASH } from './devAccounts.mjs';
import {
  TOKEN_PROGRAM_IDS,
  decodeMint,
  decodeTokenAccount,
  encodeAccount,
  tokenAmount,
  tokenKind,
} from './encodeAccount.mjs';
import {
  addressAt,
  configAt,
  encodingOf,
  expectParams,
  integerAt,
  stringAt,
  stringListAt,
} from './readParams.mjs';
import { INTERNAL_ERROR, RpcError, invalidParams } from './RpcError.mjs';
import { describeTransactionError } from './transactionError.mjs';

const ACCOUNT_ENCODINGS = ['base58', 'base64', 'jsonParsed'];

export function createRpcMethods(getLedger) {
  const context = (value) => ({
    context: { apiVersion: '2.2.0', slot: getLedger().slot() },
    value,
  });

  function decimalsOf(mint) {
    const account = getLedger().account(bs58.decode(mint));
    return account && tokenKind(account) === 'mint' ? decodeMint(account.data).decimals : 0;
  }

  function accountOptions(config) {
    const { dataSlice } = config;
    if (
      dataSlice !== undefined &&
      !(Number.isSafeInteger(dataSlice?.offset) && Number.isSafeInteger(dataSlice?.length))
    )
      throw invalidParams('Invalid params: dataSlice needs an integer offset and length');
    return { encoding: encodingOf(config, ACCOUNT_ENCODINGS, 'base58'), dataSlice, decimalsOf };
  }

  const encodedAccount = (address, options) => {
    const account = getLedger().account(address);
    return account && encodeAccount(account, options);
  };

  /** The token accounts of `owner` under the token programs `programs`, by address. */
  const tokenAccountsOf = (owner, programs, mint) =>
    programs
      .flatMap((program) => getLedger().programAccounts(bs58.decode(program)))
      .filter((entry) => tokenKind(entry) === 'account')
      .filter((entry) => {
        const token = decodeTokenAccount(entry.data);
        return token.owner.toBase58() === owner && (!mint || token.mint.toBase58() === mint);
      })
      .sort((a, b) => (a.address < b.address ? -1 : 1));

  return {
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getHealth: () => 'ok',
    getSlot: () => getLedger().slot(),
    getBlockHeight: () => getLedger().blockHeight(),
    getEpochInfo() {
      const ledger = getLedger();
      const { epoch, slotsInEpoch } = ledger.epoch();
      return {
        absoluteSlot: ledger.slot(),
        blockHeight: ledger.blockHeight(),
        epoch,
        slotIndex: ledger.slot() % slotsInEpoch,
        slotsInEpoch,
        transactionCount: ledger.transactionCount(),
      };
    },
    getLatestBlockhash: () => context(getLedger().latestBlockhash()),
    isBlockhashValid: (params) =>
      context(getLedger().isBlockhashValid(stringAt(expectParams(params, 1, 2), 0, 'a blockhash'))),
    getFeeForMessage(params) {
      const wire = stringAt(expectParams(params, 1, 2), 0, 'a base64 message');
      let message;
      try {
        message = VersionedMessage.deserialize(Buffer.from(wire, 'base64'));
      } catch {
        throw invalidParams('Invalid params: not a base64 transaction message');
      }
      return context(
        getLedger().isBlockhashValid(message.recentBlockhash)
          ? message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE
          : null,
      );
    },
    getRecentPrioritizationFees: (params) => {
      if (params.length > 0) stringListAt(params, 0, 128, 'addresses');
      return [];
    },
    getMinimumBalanceForRentExemption: (params) =>
      Number(getLedger().rentExemption(integerAt(expectParams(params, 1, 2), 0, 'the data size'))),
    getBalance: (params) =>
      context(Number(getLedger().balance(addressAt(expectParams(params, 1, 2), 0)))),
    getAccountInfo(params) {
      const address = addressAt(expectParams(params, 1, 2), 0);
      return context(encodedAccount(address, accountOptions(configAt(params, 1))));
    },
    getMultipleAccounts(params) {
      const addresses = stringListAt(expectParams(params, 1, 2), 0, 100, 'addresses');
      const options = accountOptions(configAt(params, 1));
      return context(
        addresses.map((_, index) => encodedAccount(addressAt(addresses, index), options)),
      );
    },
    requestAirdrop(params) {
      const address = addressAt(expectParams(params, 2, 3), 0);
      const lamports = integerAt(params, 1, 'lamports');
      const result = getLedger().airdrop(address, BigInt(lamports));
      if (result.err)
        throw new RpcError(
          INTERNAL_ERROR,
          `Airdrop failed: ${describeTransactionError(result.err)}`,
        );
      return result.signature;
    },
    ...createTransactionMethods({ getLedger, context, decimalsOf }),
    getSignatureStatuses(params) {
      const signatures = stringListAt(expectParams(params, 1, 2), 0, 256, 'signatures');
      configAt(params, 1);
      return context(
        signatures.map((signature) => {
          const status = getLedger().status(signature);
          return (
            status && {
              slot: status.slot,
              confirmations: null,
              err: status.err,
              status: status.err ? { Err: status.err } : { Ok: null },
              confirmationStatus: 'finalized',
            }
          );
        }),
      );
    },
    getTokenAccountsByOwner(params) {
      const owner = bs58.encode(addressAt(expectParams(params, 2, 3), 0));
      const filter = configAt(params, 1);
      const keys = Object.keys(filter);
      if (keys.length !== 1 || !['mint', 'programId'].includes(keys[0]))
        throw invalidParams('Invalid params: the filter must be { mint } or { programId }');
      const value = bs58.encode(addressAt([filter[keys[0]]], 0));
      if (keys[0] === 'programId' && !TOKEN_PROGRAM_IDS.includes(value))
        throw invalidParams('Invalid param: unrecognized Token program id');
      const programs = keys[0] === 'programId' ? [value] : TOKEN_PROGRAM_IDS;
      const options = accountOptions({ encoding: 'base64', ...configAt(params, 2) });
      return context(
        tokenAccountsOf(owner, programs, keys[0] === 'mint' ? value : null).map((entry) => ({
          pubkey: entry.address,
          account: encodeAccount(entry, options),
        })),
      );
    },
    getTokenAccountBalance(params) {
      const account = getLedger().account(addressAt(expectParams(params, 1, 2), 0));
      if (!account || tokenKind(account) !== 'account')
        throw invalidParams('Invalid param: not a Token account');
      const token = decodeTokenAccount(account.data);
      return context(tokenAmount(token.amount, decimalsOf(token.mint.toBase58())));
    },
    getTokenSupply(params) {
      const account = getLedger().account(addressAt(expectParams(params, 1, 2), 0));
      if (!account || tokenKind(account) !== 'mint')
        throw invalidParams('Invalid param: not a Token mint');
      const mint = decodeMint(account.data);
      return context(tokenAmount(mint.supply, mint.decimals));
    },
  };
}
