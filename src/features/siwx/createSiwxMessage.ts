import { checksumEvmAddress } from './checksumEvmAddress';
import { formatSiwxMessage } from './formatSiwxMessage';
import type { SiwxMessage, SiwxMessageData } from './types';
import { siwxNamespaceOf, validateSiwxMessageData } from './validateSiwxMessageData';

/** The fields of a new message; `version` defaults to '1' and `issuedAt` to now. */
export type SiwxMessageFields = Omit<SiwxMessageData, 'version' | 'issuedAt'> & {
  version?: '1';
  issuedAt?: string;
};

/** Options of `createSiwxMessage`. */
export interface CreateSiwxMessageOptions {
  /** The clock for the default `issuedAt`, in ms since the epoch. Default: `Date.now`. */
  now?: () => number;
}

/**
 * Builds a CAIP-122 message (EIP-4361 for eip155) ready to be signed: validates every field
 * (throws `SiwxMessageError` naming the first bad one), checksums an eip155 address (EIP-55)
 * and serialises. Async only because the checksum loads ethers on demand.
 */
export async function createSiwxMessage(
  fields: SiwxMessageFields,
  options: CreateSiwxMessageOptions = {},
): Promise<SiwxMessage> {
  const now = options.now ?? Date.now;
  const draft: SiwxMessageData = {
    ...fields,
    version: fields.version ?? '1',
    issuedAt: fields.issuedAt ?? new Date(now()).toISOString(),
  };
  // Validate before checksumming, so a bad field is reported without loading ethers.
  let data = validateSiwxMessageData(draft);
  if (siwxNamespaceOf(data.chainId) === 'eip155') {
    data = { ...data, accountAddress: await checksumEvmAddress(data.accountAddress) };
  }
  return toSiwxMessage(data, formatSiwxMessage(data));
}

/** A `SiwxMessage` from its data and text, with `toString()` returning the text. */
export function toSiwxMessage(data: SiwxMessageData, serializedMessage: string): SiwxMessage {
  return { ...data, serializedMessage, toString: () => serializedMessage };
}
