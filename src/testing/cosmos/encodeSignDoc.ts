import type { CosmosSignDoc } from './types';

/** An unsigned LEB128 varint (protobuf's), for a length or a uint64. */
function varint(value: bigint): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return bytes;
}

/**
 * The protobuf bytes of a SIGN_MODE_DIRECT SignDoc (cosmos.tx.v1beta1.SignDoc: body_bytes = 1,
 * auth_info_bytes = 2, chain_id = 3, account_number = 4), written by hand so the wallet needs
 * no protobuf library; proto3 leaves out empty fields, as cosmjs-types' encoder does, so the
 * bytes (and the signature) match what cosmjs and the chain compute.
 */
export function encodeSignDoc({
  bodyBytes,
  authInfoBytes,
  chainId,
  accountNumber,
}: CosmosSignDoc): Uint8Array {
  const out: number[] = [];
  const bytesField = (tag: number, bytes: Uint8Array) => {
    if (bytes.length === 0) return;
    out.push(tag, ...varint(BigInt(bytes.length)));
    for (const byte of bytes) out.push(byte);
  };
  bytesField(0x0a, bodyBytes);
  bytesField(0x12, authInfoBytes);
  bytesField(0x1a, new TextEncoder().encode(chainId));
  // via String: cosmjs passes a bigint, older callers a Long or a number
  const number = BigInt(String(accountNumber));
  if (number !== 0n) out.push(0x20, ...varint(number));
  return Uint8Array.from(out);
}
