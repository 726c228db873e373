/**
 * The Sign In With Farcaster message the "Farcaster app" signs: an EIP-4361 (SIWE) message
 * with the statement 'Farcaster Auth', chain id 10 (Optimism, where the IdRegistry lives),
 * and the resources `farcaster://fid/<fid>` and `farcaster://signer/type/custody`, laid out
 * as `siwe`'s `SiweMessage.toMessage()` does (what @farcaster/auth-client builds).
 */
import { getAddress } from 'ethers';

export const SIWF_STATEMENT = 'Farcaster Auth';
export const SIWF_CHAIN_ID = 10;

/**
 * @param {{ domain: string, address: string, uri: string, nonce: string, issuedAt: string,
 *   fid: number, expirationTime?: string, notBefore?: string, requestId?: string }} fields
 * @returns {string}
 */
export function buildSiwfMessage({
  domain,
  address,
  uri,
  nonce,
  issuedAt,
  fid,
  expirationTime,
  notBefore,
  requestId,
}) {
  const lines = [
    `${domain} wants you to sign in with your Ethereum account:`,
    getAddress(address),
    '',
    SIWF_STATEMENT,
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${SIWF_CHAIN_ID}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ];
  if (expirationTime) lines.push(`Expiration Time: ${expirationTime}`);
  if (notBefore) lines.push(`Not Before: ${notBefore}`);
  if (requestId) lines.push(`Request ID: ${requestId}`);
  lines.push('Resources:', `- farcaster://fid/${fid}`, '- farcaster://signer/type/custody');
  return lines.join('\n');
}
