import * as z from 'zod/mini';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import { decodeBase58 } from './solanaAddress';

// Every read and send of the Solana adapter goes through the RPC transport (10 s timeout,
// checked envelope); each result is checked here before it is believed.

const COMMITMENT = 'confirmed';

const u64 = z.int().check(z.nonnegative());
const base58Of = (bytes: number) =>
  z
    .string()
    .check(z.refine((value) => decodeBase58(value, bytes) !== null, `base58 of ${bytes} bytes`));
const withContext = <T extends z.ZodMiniType>(value: T) =>
  z.object({ context: z.object({ slot: u64 }), value });

const balanceSchema = withContext(u64);
const blockhashSchema = withContext(
  z.object({ blockhash: base58Of(32), lastValidBlockHeight: u64 }),
);
const feeSchema = withContext(z.nullable(u64));
const accountsSchema = withContext(
  z.array(z.nullable(z.object({ lamports: u64, owner: base58Of(32) }))),
);
const signatureSchema = base58Of(64);
const tokenAccountsSchema = withContext(
  z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: base58Of(32),
              tokenAmount: z.object({
                amount: z.string().check(z.regex(/^\d{1,20}$/)),
                decimals: z.int().check(z.minimum(0), z.maximum(255)),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
);

async function call<T>(
  rpc: RpcTransport,
  method: string,
  params: unknown[],
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const result = await rpc.request({ method, params });
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new PorticoError('INVALID_RPC_RESPONSE', 'The node returned an unexpected answer', {
    details: `${method}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`,
  });
}

/** Base64 without Node's Buffer, which browsers lack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The lamports `address` holds (0 for an account that does not exist). */
export async function readBalance(rpc: RpcTransport, address: string): Promise<bigint> {
  const { value } = await call(
    rpc,
    'getBalance',
    [address, { commitment: COMMITMENT }],
    balanceSchema,
  );
  return BigInt(value);
}

export async function readLatestBlockhash(rpc: RpcTransport) {
  const { value } = await call(
    rpc,
    'getLatestBlockhash',
    [{ commitment: COMMITMENT }],
    blockhashSchema,
  );
  return value;
}

/** The lamports an account of `space` data bytes must hold to exist (rent-exempt minimum). */
export async function readRentExemptMinimum(rpc: RpcTransport, space: number): Promise<bigint> {
  return BigInt(
    await call(rpc, 'getMinimumBalanceForRentExemption', [space, { commitment: COMMITMENT }], u64),
  );
}

/** The fee of a compiled message; its blockhash must still be valid. */
export async function readFeeForMessage(rpc: RpcTransport, message: Uint8Array): Promise<bigint> {
  const { value } = await call(
    rpc,
    'getFeeForMessage',
    [toBase64(message), { commitment: COMMITMENT }],
    feeSchema,
  );
  if (value === null)
    throw new PorticoError('FEE_UNAVAILABLE', 'The network fee could not be read', {
      details: "getFeeForMessage: the message's blockhash has expired",
    });
  return BigInt(value);
}

/** Each address's lamports and owner program, or null for an account that does not exist. */
export async function readAccounts(rpc: RpcTransport, addresses: readonly string[]) {
  const config = {
    encoding: 'base64',
    commitment: COMMITMENT,
    dataSlice: { offset: 0, length: 0 },
  };
  const { value } = await call(rpc, 'getMultipleAccounts', [addresses, config], accountsSchema);
  if (value.length !== addresses.length)
    throw new PorticoError('INVALID_RPC_RESPONSE', 'The node returned an unexpected answer', {
      details: `getMultipleAccounts: ${value.length} accounts for ${addresses.length}`,
    });
  return value;
}

/** Sends a signed transaction (preflight on); resolves with its base58 signature. */
export function submitTransaction(rpc: RpcTransport, signed: Uint8Array): Promise<string> {
  const config = { encoding: 'base64', preflightCommitment: COMMITMENT };
  return call(rpc, 'sendTransaction', [toBase64(signed), config], signatureSchema);
}

/** The token accounts `owner` holds under one token program: each one's mint and amount. */
export async function readTokenAccounts(rpc: RpcTransport, owner: string, programId: string) {
  const config = { encoding: 'jsonParsed', commitment: COMMITMENT };
  const { value } = await call(
    rpc,
    'getTokenAccountsByOwner',
    [owner, { programId }, config],
    tokenAccountsSchema,
  );
  return value.map(({ account }) => account.data.parsed.info);
}
