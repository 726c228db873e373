import { base64ToBytes } from './bitcoinWalletBytes';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Whether `value` is a non-empty standard (padded) base64 string. */
export const isBase64 = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && BASE64.test(value);

/** The bytes of a non-empty standard base64 string, or null. */
export const decodeBase64 = (text: string): Uint8Array | null =>
  isBase64(text) ? base64ToBytes(text) : null;
