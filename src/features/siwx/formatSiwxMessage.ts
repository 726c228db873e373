import type { SiwxChains } from './signInRulesFor';
import { siwxBlockchainName } from './siwxBlockchainNames';
import type { SiwxMessageData } from './types';
import { siwxNamespaceOf, validateSiwxMessageData } from './validateSiwxMessageData';

/**
 * The CAIP-122 text of a message: for eip155 exactly EIP-4361 (Sign-In with Ethereum), for the
 * other namespaces the same layout with their blockchain's name. Validates first (throws
 * `SiwxMessageError`) by the rules among `chains`: an eip155 address must then already be
 * EIP-55 checksummed, which `createSiwxMessage` does.
 */
export function formatSiwxMessage(input: SiwxMessageData, chains?: SiwxChains): string {
  const data = validateSiwxMessageData(input, chains);
  const namespace = siwxNamespaceOf(data.chainId, chains);
  const reference = data.chainId.slice(namespace.length + 1);
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain;
  const header = `${origin} wants you to sign in with your ${siwxBlockchainName(namespace)} account:`;
  // EIP-4361: address LF LF [statement LF] LF: with no statement, two blank lines follow the
  // address (what the reference `siwe` library emits).
  const prefix = data.statement
    ? `${header}\n${data.accountAddress}\n\n${data.statement}\n`
    : `${header}\n${data.accountAddress}\n\n`;
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ];
  if (data.expirationTime) fields.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) fields.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) fields.push(`Request ID: ${data.requestId}`);
  if (data.resources)
    fields.push(['Resources:', ...data.resources.map((r) => `- ${r}`)].join('\n'));
  return `${prefix}\n${fields.join('\n')}`;
}
