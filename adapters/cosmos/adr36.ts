/** An amino JSON sign doc (`StdSignDoc`), as wallets sign it. */
interface AminoSignDoc {
  chain_id: string;
  account_number: string;
  sequence: string;
  fee: { amount: { denom: string; amount: string }[]; gas: string };
  msgs: { type: string; value: Record<string, unknown> }[];
  memo: string;
}

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * The ADR-36 sign doc of `message` (its UTF-8 bytes, base64) signed by `signer`: one
 * `sign/MsgSignData`, chain id '', account number and sequence '0', no fee, no memo. What
 * Keplr's `signArbitrary` signs, and what a relay asks a wallet to sign (`cosmos_signAmino`).
 */
export function makeAdr36SignDoc(signer: string, message: string | Uint8Array): AminoSignDoc {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: bytesToBase64(bytes) } }],
    memo: '',
  };
}

/** JSON with every object's keys sorted, recursively (amino JSON's canonical form). */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${sortedJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The bytes a wallet signs for an amino sign doc: sorted JSON, with `&`, `<` and `>` escaped
 * as Go's encoding/json writes them (`@cosmjs/amino`'s `serializeSignDoc`), UTF-8.
 */
export function serializeAminoSignDoc(doc: AminoSignDoc): Uint8Array {
  const json = sortedJson(doc)
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return new TextEncoder().encode(json);
}
