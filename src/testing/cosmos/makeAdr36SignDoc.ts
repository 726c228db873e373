import { toBase64 } from './base64';
import type { StdSignDoc } from './types';

/**
 * The ADR-36 amino sign doc Keplr's signArbitrary signs: one `sign/MsgSignData` message with the
 * signer and the data (a string as its UTF-8 bytes) in base64, and everything that could make
 * it a transaction emptied: no chain id, account number and sequence 0, no fee, no memo.
 */
export function makeAdr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  };
}
