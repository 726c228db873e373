import { PorticoError } from './PorticoError';

/** A parsed CAIP-10 account id: `namespace:reference:address`. */
export interface CaipAccount {
  namespace: string;
  reference: string;
  address: string;
  /** The CAIP-2 chain id, `namespace:reference`. */
  chainId: `${string}:${string}`;
}

/** Thrown for a malformed CAIP-2 or CAIP-10 id; the message is the spec's. */
export class CaipFormatError extends PorticoError {
  override readonly name = 'CaipFormatError';
}

const parts = (value: unknown) => (typeof value === 'string' ? value.split(':') : []);

/** Exactly 3 non-empty colon-separated parts, else 'Invalid CAIP-10 address'. */
export function parseCaipAddress(value: unknown): CaipAccount {
  const [namespace, reference, address, ...rest] = parts(value);
  if (!namespace || !reference || !address || rest.length > 0) {
    throw new CaipFormatError('INVALID_CAIP10', 'Invalid CAIP-10 address', {
      details: String(value),
    });
  }
  return { namespace, reference, address, chainId: `${namespace}:${reference}` };
}

/** A CAIP-2 id has exactly 2 non-empty parts. */
export function parseCaipNetworkId(value: unknown): { namespace: string; reference: string } {
  const [namespace, reference, ...rest] = parts(value);
  if (!namespace || !reference || rest.length > 0) {
    throw new CaipFormatError('INVALID_CAIP2', 'Invalid CAIP-2 network id', {
      details: String(value),
    });
  }
  return { namespace, reference };
}

/** `namespace:reference:address`, validated: throws like the parsers do. */
export function formatCaipAddress(chainId: `${string}:${string}`, address: string): string {
  parseCaipNetworkId(chainId);
  const caipAddress = `${chainId}:${address}`;
  parseCaipAddress(caipAddress);
  return caipAddress;
}

export function isCaipAddress(value: unknown): value is string {
  try {
    parseCaipAddress(value);
    return true;
  } catch {
    return false;
  }
}
