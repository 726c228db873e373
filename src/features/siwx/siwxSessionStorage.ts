import * as z from 'zod/mini';
import type { PorticoStorage } from '../persistence/PorticoStorage';
import { parseSiwxMessage } from './parseSiwxMessage';
import type { SiwxChains } from './signInRulesFor';
import { siwxDataMatches } from './siwxDataMatches';
import { toSiwxMessageData } from './toSiwxMessageData';
import type { SiwxSession } from './types';
import { siwxTimeToMs } from './validateSiwxMessageData';

/** The `localStorage` key of the default SIWX sessions (JSON array of `SiwxSession`). */
export const SIWX_SESSIONS_STORAGE_KEY = 'portico.siwx.sessions';

// Storage is input like any other: another tab, an older version or the user may have written it.
const sessionSchema = z.object({
  data: z.object({
    accountAddress: z.string(),
    chainId: z.templateLiteral([z.string(), ':', z.string()]),
    domain: z.string(),
    uri: z.string(),
    version: z.literal('1'),
    nonce: z.string(),
    issuedAt: z.string(),
    statement: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
    requestId: z.optional(z.string()),
    expirationTime: z.optional(z.string()),
    notBefore: z.optional(z.string()),
  }),
  message: z.string().check(z.minLength(1)),
  signature: z.string().check(z.minLength(1)),
  cacao: z.optional(z.unknown()),
});

/** A stored session is kept when it has the shape, its text parses and says what its data says. */
function isUsable(value: unknown, now: number, chains?: SiwxChains): value is SiwxSession {
  const parsed = sessionSchema.safeParse(value);
  if (!parsed.success) return false;
  const { data, message } = parsed.data;
  try {
    if (!siwxDataMatches(data, parseSiwxMessage(message, chains), chains)) return false;
  } catch {
    return false;
  }
  return data.expirationTime === undefined || siwxTimeToMs(data.expirationTime) > now;
}

/**
 * The stored sessions that are well-formed and not expired at `now` (ms). Anything else is
 * dropped, and the stored list is rewritten without it, so garbage does not pile up. Messages
 * are read by the sign-in rules among `chains`.
 */
export function readSiwxSessions(
  storage: PorticoStorage,
  now: number,
  chains?: SiwxChains,
): SiwxSession[] {
  const raw = storage.getItem(SIWX_SESSIONS_STORAGE_KEY);
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) {
    storage.removeItem(SIWX_SESSIONS_STORAGE_KEY);
    return [];
  }
  const kept = stored.filter((value: unknown) => isUsable(value, now, chains));
  if (kept.length !== stored.length) writeSiwxSessions(storage, kept);
  return kept;
}

/** Stores `sessions` (an empty list removes the key). Only the session fields are written. */
export function writeSiwxSessions(storage: PorticoStorage, sessions: readonly SiwxSession[]): void {
  if (sessions.length === 0) {
    storage.removeItem(SIWX_SESSIONS_STORAGE_KEY);
    return;
  }
  const plain = sessions.map(({ data, message, signature, cacao }) => ({
    data: toSiwxMessageData(data),
    message,
    signature,
    ...(cacao !== undefined && { cacao }),
  }));
  storage.setItem(SIWX_SESSIONS_STORAGE_KEY, JSON.stringify(plain));
}
