// @ts-check
/**
 * What the secure site's approval prompt shows for an unsafe request: the network it runs on
 * and, by kind, the message text; the typed data's domain, primary type and message; each
 * call's to / value and what its data does (decodeCall.mjs); the permissions granted or the
 * session revoked (ERC-7715). The prompt adds the requesting origin, as the browser reports it.
 */
import { isHexString, toUtf8String } from 'ethers';
import { deadline, describeCall } from './decodeCall.mjs';

/** @typedef {import('./decodeCall.mjs').Row} Row */
/**
 * @typedef {{
 *   kind: 'message' | 'typedData' | 'transaction' | 'calls' | 'permissions',
 *   title: string,
 *   chainId: string,
 *   rows: Row[],
 *   text?: string,
 *   warnings: string[],
 * }} Display
 */

/** Typed-data primary types that let someone else move the signer's tokens. */
const PERMIT_TYPES = new Set([
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
]);
export const PERMIT_WARNING =
  'This signature lets someone else spend your tokens without another approval.';
export const OTHER_CHAIN_WARNING = 'This signature is for another network than the one shown.';
export const NOT_UTF8_WARNING = 'This message is not text: it is shown as raw bytes.';

const isRecord = (/** @type {unknown} */ value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** @param {unknown} message @returns {{ text: string, warnings: string[] }} */
function messageText(message) {
  const text = String(message ?? '');
  if (!isHexString(text)) return { text, warnings: [] };
  try {
    return { text: toUtf8String(text), warnings: [] };
  } catch {
    return { text, warnings: [NOT_UTF8_WARNING] };
  }
}

/**
 * @param {unknown} raw eth_signTypedData_v4's second parameter (JSON text or an object)
 * @param {string} chainId the request's CAIP-2 network
 * @returns {Omit<Display, 'kind' | 'title' | 'chainId'>}
 */
function describeTypedData(raw, chainId) {
  const typed = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!isRecord(typed) || !isRecord(typed.message) || typeof typed.primaryType !== 'string')
    throw new Error('Malformed typed data');
  const domain = isRecord(typed.domain) ? typed.domain : {};
  /** @type {Row[]} */
  const rows = [];
  const add = (/** @type {string} */ label, /** @type {unknown} */ value) => {
    if (value !== undefined && value !== null) rows.push({ label, value: String(value) });
  };
  add('Domain', domain.name);
  add('Domain version', domain.version);
  add(
    'Domain chain',
    domain.chainId === undefined ? undefined : `eip155:${BigInt(domain.chainId)}`,
  );
  add('Verifying contract', domain.verifyingContract);
  add('Salt', domain.salt);
  add('Primary type', typed.primaryType);
  const warnings = [];
  if (domain.chainId !== undefined && `eip155:${BigInt(domain.chainId)}` !== chainId)
    warnings.push(OTHER_CHAIN_WARNING);
  if (PERMIT_TYPES.has(typed.primaryType)) {
    warnings.push(PERMIT_WARNING);
    const { spender, deadline: until, expiration } = typed.message;
    add('Spender', spender);
    const end = until ?? expiration;
    if (end !== undefined) add('Deadline', deadline(BigInt(end)));
  }
  return { rows, text: JSON.stringify(typed.message, null, 2), warnings };
}

/**
 * @param {string} method
 * @param {unknown[]} params
 * @param {string} chainId CAIP-2 ('eip155:31337')
 * @returns {Display}
 */
export function describeRequest(method, params, chainId) {
  if (method === 'personal_sign') {
    const { text, warnings } = messageText(params[0]);
    return { kind: 'message', title: 'Sign this message', chainId, rows: [], text, warnings };
  }
  if (method === 'eth_signTypedData_v4') {
    return {
      kind: 'typedData',
      title: 'Sign typed data',
      chainId,
      ...describeTypedData(params[1], chainId),
    };
  }
  if (method === 'wallet_grantPermissions') {
    const request = /** @type {any} */ (params[0] ?? {});
    const permissions = Array.isArray(request.permissions) ? request.permissions : [];
    return {
      kind: 'permissions',
      title: 'Grant permissions',
      chainId,
      rows: [],
      text: [
        ...permissions.map(
          (/** @type {any} */ entry) => `${entry?.type}: ${JSON.stringify(entry?.data ?? {})}`,
        ),
        `Until ${new Date(Number(request.expiry) * 1000).toISOString()}`,
      ].join('\n'),
      warnings: [],
    };
  }
  if (method === 'wallet_revokePermissions') {
    const request = /** @type {any} */ (params[0]);
    return {
      kind: 'permissions',
      title: 'Revoke permissions',
      chainId,
      rows: [],
      text: `Session ${String(request?.permissionsContext ?? '')}`,
      warnings: [],
    };
  }
  if (method === 'wallet_sendCalls') {
    const batch = /** @type {any} */ (params[0]);
    const calls = Array.isArray(batch?.calls) ? batch.calls : [];
    if (calls.length === 0) throw new Error('No calls');
    const described = calls.map(describeCall);
    return {
      kind: 'calls',
      title: `Send ${calls.length} calls at once`,
      chainId,
      rows: described.flatMap(
        (
          /** @type {import('./decodeCall.mjs').CallDescription} */ call,
          /** @type {number} */ index,
        ) =>
          call.rows.map((row) => ({ label: `Call ${index + 1}: ${row.label}`, value: row.value })),
      ),
      warnings: [
        ...new Set(
          described.flatMap((/** @type {import('./decodeCall.mjs').CallDescription} */ call) =>
            call.warning ? [call.warning] : [],
          ),
        ),
      ],
    };
  }
  const call = describeCall(/** @type {any} */ (params[0] ?? {}));
  return {
    kind: 'transaction',
    title: 'Send a transaction',
    chainId,
    rows: call.rows,
    warnings: call.warning ? [call.warning] : [],
  };
}
