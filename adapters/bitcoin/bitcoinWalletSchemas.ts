import * as z from 'zod/mini';
import { invalidWalletAnswer } from './invalidWalletAnswer';

// Every answer of a bitcoin wallet (a page script) is checked against one of these before it
// is believed. Objects keep the keys named here only; any other key a wallet adds is dropped.
// Loaded lazily (`loadWalletSchemas`): nothing at startup may import this file, or zod.

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Standard base64 with its padding (what BIP-322, BIP-137 and BIP-174 write). */
export const base64Schema = z.string().check(z.minLength(1), z.regex(BASE64));
/** Hex of whole bytes. */
export const hexSchema = z.string().check(z.minLength(2), z.regex(HEX));

/** A sats-connect address: other purposes (stacks, starknet, spark) are not bitcoin ones. */
const satsConnectAddressSchema = z.object({
  address: z.string(),
  publicKey: z.optional(z.string()),
  purpose: z.optional(z.string()),
  addressType: z.optional(z.string()),
});
/** `wallet_connect` / `wallet_getAccount` answer `{ addresses }`; `getAccounts` (some versions) the list. */
export const satsConnectAccountsSchema = z.union([
  z.object({ addresses: z.array(satsConnectAddressSchema) }),
  z.array(satsConnectAddressSchema),
]);

/** The JSON-RPC error a sats-connect provider answers (its `code`, e.g. -32000 user rejection). */
export const satsConnectErrorSchema = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

export const satsConnectSignMessageSchema = z.object({
  signature: base64Schema,
  protocol: z.optional(z.string()),
});

export const satsConnectSignPsbtSchema = z.object({ psbt: base64Schema });

/** What `window.unisat.requestAccounts()` and `getAccounts()` answer. */
export const unisatAccountsSchema = z.array(z.string());

/** `value` checked against `schema`; an answer that fails is refused with what was wrong. */
export function readWalletAnswer<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalidWalletAnswer(
    `${what}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unexpected answer'}`,
  );
}

/** The network a sats-connect answer names (`wallet_connect`, `wallet_getAccount`). */
export const satsConnectNetworkSchema = z.object({
  network: z.object({ bitcoin: z.object({ name: z.string() }) }),
});
