import { formatSiwxMessage } from './formatSiwxMessage';
import { SiwxMessageError } from './SiwxMessageError';
import { signInRulesFor, type SiwxChains } from './signInRulesFor';
import type { SiwxMessage, SiwxMessageData } from './types';
import { siwxNamespaceOf, validateSiwxMessageData } from './validateSiwxMessageData';

/** The fields of a new message; `issuedAt` defaults to now. `version` is required (EIP-4361). */
export type SiwxMessageFields = Omit<SiwxMessageData, 'issuedAt'> & { issuedAt?: string };

/** Options of `createSiwxMessage`. */
interface CreateSiwxMessageOptions {
  /** The clock for the default `issuedAt`, in ms since the epoch. Default: `Date.now`. */
  now?: () => number;
  /** Each namespace's sign-in rules (`eip155SignIn`); others follow CAIP-122's generic ones. */
  chains?: SiwxChains;
}

/**
 * Builds a CAIP-122 message (EIP-4361 for eip155) ready to be signed: writes the address in
 * the form its namespace's rules want (EIP-55 on eip155), validates every field (throws
 * `SiwxMessageError` naming the first bad one) and serialises. Async for the hosts that await
 * it; nothing in it waits.
 */
export async function createSiwxMessage(
  fields: SiwxMessageFields,
  options: CreateSiwxMessageOptions = {},
): Promise<SiwxMessage> {
  const now = options.now ?? Date.now;
  const draft: SiwxMessageData = {
    ...fields,
    issuedAt: fields.issuedAt ?? new Date(now()).toISOString(),
  };
  // A wallet may report its address in lower case: the message carries the checksum form.
  const rules = signInRulesFor(options.chains, siwxNamespaceOf(draft.chainId, options.chains));
  let accountAddress: string;
  try {
    accountAddress = rules.toMessageAddress(String(draft.accountAddress));
  } catch (cause) {
    throw new SiwxMessageError('accountAddress', (cause as Error).message);
  }
  const data = validateSiwxMessageData({ ...draft, accountAddress }, options.chains);
  return toSiwxMessage(data, formatSiwxMessage(data, options.chains));
}

/** A `SiwxMessage` from its data and text, with `toString()` returning the text. */
export function toSiwxMessage(data: SiwxMessageData, serializedMessage: string): SiwxMessage {
  return { ...data, serializedMessage, toString: () => serializedMessage };
}
