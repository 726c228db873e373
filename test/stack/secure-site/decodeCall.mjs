// @ts-check
/**
 * What a transaction or a batched call does, in the words the approval prompt shows: the
 * token calls a drainer relies on (`approve`, `permit`, `setApprovalForAll`, `transferFrom`)
 * and `transfer` are decoded; any other non-empty data is shown raw, with a warning.
 */
import { Interface, MaxUint256, formatEther, getAddress } from 'ethers';

/** @typedef {{ label: string, value: string }} Row */
/** @typedef {{ rows: Row[], warning?: string }} CallDescription */

const TOKEN_CALLS = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);

export const RAW_DATA_WARNING =
  'This call carries data the wallet cannot read. Approve only if you trust the app.';
export const APPROVE_ALL_WARNING =
  'This gives the operator control of every token you hold in this collection.';
export const UNLIMITED_WARNING =
  'This lets the spender take any amount of this token, at any time.';

/** An allowance: "Unlimited" at the maximum, else the base units. */
const allowance = (/** @type {bigint} */ value) =>
  value === MaxUint256 ? 'Unlimited' : `${value} (base units)`;

/**
 * @param {string} token the called contract
 * @param {import('ethers').TransactionDescription} call
 * @returns {CallDescription}
 */
function describeTokenCall(token, call) {
  const args = call.args;
  switch (call.name) {
    case 'transfer':
      return {
        rows: [
          { label: 'Action', value: 'Token transfer' },
          { label: 'Token', value: token },
          { label: 'Recipient', value: args[0] },
          { label: 'Amount', value: `${args[1]} (base units)` },
        ],
      };
    case 'approve':
      return {
        rows: [
          { label: 'Action', value: 'Token approval' },
          { label: 'Token', value: token },
          { label: 'Spender', value: args[0] },
          { label: 'Allowance', value: allowance(args[1]) },
        ],
        ...(args[1] === MaxUint256 && { warning: UNLIMITED_WARNING }),
      };
    case 'transferFrom':
      return {
        rows: [
          { label: 'Action', value: 'Token transfer from an account' },
          { label: 'Token', value: token },
          { label: 'From', value: args[0] },
          { label: 'To', value: args[1] },
          { label: 'Amount or token id', value: String(args[2]) },
        ],
      };
    case 'setApprovalForAll':
      return {
        rows: [
          {
            label: 'Action',
            value: args[1] ? 'Approval for all tokens' : 'Revoke approval for all',
          },
          { label: 'Collection', value: token },
          { label: 'Operator', value: args[0] },
        ],
        ...(args[1] && { warning: APPROVE_ALL_WARNING }),
      };
    default: // permit
      return {
        rows: [
          { label: 'Action', value: 'Token permit' },
          { label: 'Token', value: token },
          { label: 'Owner', value: args[0] },
          { label: 'Spender', value: args[1] },
          { label: 'Allowance', value: allowance(args[2]) },
          { label: 'Deadline', value: deadline(args[3]) },
        ],
        ...(args[2] === MaxUint256 && { warning: UNLIMITED_WARNING }),
      };
  }
}

/** A unix-seconds deadline as an ISO date, or the number when it is beyond any date. */
export function deadline(/** @type {bigint} */ seconds) {
  const ms = Number(seconds) * 1000;
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : `${seconds}`;
}

/** An address as given when it is one (checksummed), else the raw value. */
const addressOf = (/** @type {unknown} */ value) => {
  try {
    return getAddress(String(value));
  } catch {
    return String(value ?? '');
  }
};

/**
 * The rows of one call: to, value, then what its data does (decoded, or raw with a warning).
 * @param {{ to?: unknown, value?: unknown, data?: unknown }} call
 * @returns {CallDescription}
 */
export function describeCall({ to, value, data }) {
  const target = addressOf(to);
  const rows = [
    { label: 'To', value: target || '(new contract)' },
    { label: 'Value', value: `${formatEther(BigInt(/** @type {any} */ (value ?? 0)))} ETH` },
  ];
  const hex = typeof data === 'string' ? data.toLowerCase() : '';
  if (hex === '' || hex === '0x') return { rows };
  if (!/^0x(?:[0-9a-f]{2})*$/.test(hex)) throw new Error('Malformed call data');
  let decoded = null;
  try {
    decoded = TOKEN_CALLS.parseTransaction({ data: hex });
  } catch {
    // Not one of the token calls, or not well-formed for it: shown raw.
  }
  if (decoded) {
    const described = describeTokenCall(target, decoded);
    return { ...described, rows: [...rows, ...described.rows] };
  }
  return { rows: [...rows, { label: 'Data', value: hex }], warning: RAW_DATA_WARNING };
}
