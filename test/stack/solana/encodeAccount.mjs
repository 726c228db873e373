/**
 * Accounts as the RPC answers them: raw (`[data, 'base64' | 'base58']`) or, for SPL Token and
 * Token-2022 mints and token accounts, `jsonParsed` (`{ program, parsed: { type, info }, space }`),
 * the shape web3.js' getParsed* helpers and wallets read balances from.
 */
import bs58 from 'bs58';
import {
  ACCOUNT_SIZE,
  AccountLayout,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';

/** @type {Record<string, string | undefined>} */
const TOKEN_PROGRAMS = {
  [TOKEN_PROGRAM_ID.toBase58()]: 'spl-token',
  [TOKEN_2022_PROGRAM_ID.toBase58()]: 'spl-token-2022',
};
export const TOKEN_PROGRAM_IDS = Object.keys(TOKEN_PROGRAMS);
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'];

/** @typedef {{ owner: Uint8Array, data: Uint8Array }} TokenProgramAccount */

/**
 * `{ amount, decimals, uiAmount, uiAmountString }` of `amount` base units.
 * @param {bigint} amount
 * @param {number} decimals
 */
export function tokenAmount(amount, decimals) {
  const base = 10n ** BigInt(decimals);
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = `${amount / base}${fraction ? `.${fraction}` : ''}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/**
 * 'mint', 'account' or null: what a token program's account holds (Token-2022: its type byte).
 * @param {TokenProgramAccount} account
 * @returns {'mint' | 'account' | null}
 */
export function tokenKind(account) {
  const program = TOKEN_PROGRAMS[bs58.encode(account.owner)];
  const size = account.data.length;
  if (!program) return null;
  if (size === MINT_SIZE) return 'mint';
  if (size === ACCOUNT_SIZE) return 'account';
  if (program === 'spl-token-2022' && size > ACCOUNT_SIZE)
    return (
      /** @type {Record<number, 'mint' | 'account'>} */ ({ 1: 'mint', 2: 'account' })[
        account.data[ACCOUNT_SIZE]
      ] ?? null
    );
  return null;
}

export const decodeTokenAccount = (/** @type {Uint8Array} */ data) =>
  AccountLayout.decode(Buffer.from(data.subarray(0, ACCOUNT_SIZE)));
export const decodeMint = (/** @type {Uint8Array} */ data) =>
  MintLayout.decode(Buffer.from(data.subarray(0, MINT_SIZE)));

const optionalKey = (
  /** @type {number} */ option,
  /** @type {import('@solana/web3.js').PublicKey} */ key,
) => (option === 1 ? key.toBase58() : null);

/**
 * @param {TokenProgramAccount} account
 * @param {(mint: string) => number} decimalsOf
 */
function parseToken(account, decimalsOf) {
  const kind = tokenKind(account);
  if (kind === 'mint') {
    const mint = decodeMint(account.data);
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: optionalKey(mint.freezeAuthorityOption, mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionalKey(mint.mintAuthorityOption, mint.mintAuthority),
        supply: mint.supply.toString(),
      },
    };
  }
  if (kind !== 'account') return null;
  const token = decodeTokenAccount(account.data);
  const decimals = decimalsOf(token.mint.toBase58());
  return {
    type: 'account',
    info: {
      isNative: token.isNativeOption === 1,
      mint: token.mint.toBase58(),
      owner: token.owner.toBase58(),
      state: ACCOUNT_STATES[token.state] ?? 'uninitialized',
      tokenAmount: tokenAmount(token.amount, decimals),
      ...(token.delegateOption === 1 && {
        delegate: token.delegate.toBase58(),
        delegatedAmount: tokenAmount(token.delegatedAmount, decimals),
      }),
      ...(token.closeAuthorityOption === 1 && { closeAuthority: token.closeAuthority.toBase58() }),
    },
  };
}

/**
 * The RPC's account object. `decimalsOf(mint)` reads a mint's decimals (jsonParsed token
 * accounts); `dataSlice` `{ offset, length }` applies to the raw encodings.
 * @param {any} account the ledger's account
 * @param {{ encoding?: string, dataSlice?: { offset: number, length: number },
 *   decimalsOf: (mint: string) => number }} options
 */
export function encodeAccount(account, { encoding = 'base64', dataSlice, decimalsOf }) {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: bs58.encode(account.owner),
    rentEpoch: 0,
    space: account.data.length,
  };
  if (encoding === 'jsonParsed') {
    const parsed = parseToken(account, decimalsOf);
    if (parsed) {
      const program = TOKEN_PROGRAMS[base.owner];
      return { ...base, data: { program, parsed, space: account.data.length } };
    }
  }
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data;
  return encoding === 'base58'
    ? { ...base, data: [bs58.encode(data), 'base58'] }
    : { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] };
}
