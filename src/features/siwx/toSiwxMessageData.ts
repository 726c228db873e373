import type { SiwxMessageData } from './types';

/**
 * Only the data fields of a message, without `serializedMessage`, `toString` or anything else
 * a host put on it, and without absent optional fields: what a stored session keeps.
 */
export function toSiwxMessageData(message: SiwxMessageData): SiwxMessageData {
  const { accountAddress, chainId, domain, uri, version, nonce, issuedAt } = message;
  const { statement, resources, requestId, expirationTime, notBefore } = message;
  return {
    accountAddress,
    chainId,
    domain,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement !== undefined && { statement }),
    ...(resources !== undefined && { resources: [...resources] }),
    ...(requestId !== undefined && { requestId }),
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
  };
}
