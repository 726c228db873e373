import type { TypedDataField } from 'ethers/hash';
import { getBytes, isHexString } from 'ethers/utils';
import { invalidParams } from './DevWalletRpcError';

type Types = Record<string, TypedDataField[]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `personal_sign` (EIP-191): a 0x-hex message is signed as bytes, anything else as UTF-8. */
export function parsePersonalMessage(message: unknown): string | Uint8Array {
  if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]');
  return isHexString(message) ? getBytes(message) : message;
}

export interface TypedDataPayload {
  domain: Record<string, unknown>;
  types: Types;
  message: Record<string, unknown>;
}

/** The types `primaryType` refers to, so a payload with several roots still encodes. */
function reachableTypes(types: Types, primaryType: string): Types {
  const result: Types = {};
  const queue = [primaryType];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const fields = types[name];
    if (!fields || result[name]) continue;
    result[name] = fields;
    for (const field of fields) queue.push(field.type.replace(/(\[\d*\])+$/, ''));
  }
  return result;
}

/**
 * Reads an `eth_signTypedData_v4` (EIP-712) payload, a JSON string or an object. A domain
 * `chainId` other than the active chain is refused, as wallets refuse it.
 */
export function parseTypedData(payload: unknown, activeChainId: number): TypedDataPayload {
  let data: unknown = payload;
  if (typeof payload === 'string') {
    try {
      data = JSON.parse(payload);
    } catch {
      throw invalidParams('typed data is not valid JSON');
    }
  }
  if (
    !isRecord(data) ||
    !isRecord(data.types) ||
    typeof data.primaryType !== 'string' ||
    !isRecord(data.message)
  ) {
    throw invalidParams('typed data needs types, primaryType, domain and message');
  }
  const domain = isRecord(data.domain) ? data.domain : {};
  if (domain.chainId !== undefined && Number(domain.chainId) !== activeChainId) {
    throw invalidParams(
      `domain chainId ${String(domain.chainId)} is not the active chain ${activeChainId}`,
    );
  }
  const types = reachableTypes(data.types as Types, data.primaryType);
  if (!types[data.primaryType]) {
    throw invalidParams(`primaryType ${data.primaryType} is not in types`);
  }
  return { domain, types, message: data.message };
}
