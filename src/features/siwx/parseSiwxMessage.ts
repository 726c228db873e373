import { toSiwxMessage } from './createSiwxMessage';
import { formatSiwxMessage } from './formatSiwxMessage';
import type { SiwxChains } from './signInRulesFor';
import { namespaceOfBlockchainName } from './siwxBlockchainNames';
import { SiwxMessageError } from './SiwxMessageError';
import type { SiwxMessage, SiwxMessageData } from './types';
import { validateSiwxMessageData } from './validateSiwxMessageData';

// EIP-4361: [ scheme "://" ] domain " wants you to sign in with your Ethereum account:".
const HEADER =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your ([A-Za-z]+) account:$/;

function malformed(reason: string): never {
  throw new SiwxMessageError('message', reason);
}

/** Reads the lines of a message in order; every step either consumes the expected line or fails. */
function lineReader(lines: readonly string[]) {
  let index = 0;
  return {
    get done() {
      return index >= lines.length;
    },
    peek: () => lines[index],
    next: () => lines[index++],
    /** The value of a required `Label: value` line. */
    field(label: string): string {
      const line = lines[index];
      if (line === undefined || !line.startsWith(`${label}: `)) {
        malformed(`expected "${label}: " on line ${index + 1}`);
      }
      index += 1;
      return line.slice(label.length + 2);
    },
    /** The value of an optional `Label: value` line, consumed only when present. */
    optional(label: string): string | undefined {
      const line = lines[index];
      if (line === undefined || !line.startsWith(`${label}: `)) return undefined;
      index += 1;
      return line.slice(label.length + 2);
    },
  };
}

/**
 * Parses the text of a CAIP-122 message (EIP-4361 for eip155) back into its fields. Strict, as
 * verification needs: the lines must come in the grammar's order with its exact blank lines,
 * every field must be valid, and the text must be exactly what `formatSiwxMessage` would write
 * for those fields, by the rules among `chains` (eip155: a checksummed address). Throws a
 * `SiwxMessageError` (`field: 'message'` for layout problems).
 */
export function parseSiwxMessage(text: string, chains?: SiwxChains): SiwxMessage {
  if (typeof text !== 'string' || text.includes('\r')) malformed('must be LF-separated text');
  const reader = lineReader(text.split('\n'));
  const header = HEADER.exec(reader.next() ?? '');
  if (!header)
    malformed(
      'the first line must be "{domain} wants you to sign in with your {blockchain} account:"',
    );
  const [, scheme, domain = '', blockchain = ''] = header;
  const namespace = namespaceOfBlockchainName(blockchain);
  if (!namespace) malformed(`unknown blockchain "${blockchain}"`);
  const accountAddress = reader.next();
  if (!accountAddress) malformed('the second line must be the address');
  if (reader.next() !== '') malformed('a blank line must follow the address');
  let statement: string | undefined;
  if (reader.peek() === '') {
    reader.next();
  } else {
    statement = reader.next();
    if (reader.next() !== '') malformed('a blank line must follow the statement');
  }
  const uri = reader.field('URI');
  const version = reader.field('Version');
  const reference = reader.field('Chain ID');
  const nonce = reader.field('Nonce');
  const issuedAt = reader.field('Issued At');
  const expirationTime = reader.optional('Expiration Time');
  const notBefore = reader.optional('Not Before');
  const requestId = reader.optional('Request ID');
  let resources: string[] | undefined;
  if (reader.peek() === 'Resources:') {
    reader.next();
    resources = [];
    while (!reader.done) {
      const line = reader.next() ?? '';
      if (!line.startsWith('- ')) malformed(`expected "- {uri}" in Resources, got "${line}"`);
      resources.push(line.slice(2));
    }
  }
  if (!reader.done) malformed(`unexpected line "${reader.peek()}"`);

  const fields: SiwxMessageData = {
    domain,
    accountAddress,
    chainId: `${namespace}:${reference}`,
    uri,
    version: version as '1',
    nonce,
    issuedAt,
    ...(scheme !== undefined && { scheme }),
    ...(statement !== undefined && { statement }),
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources }),
  };
  const data = validateSiwxMessageData(fields, chains);
  // The canonical text of the fields must be the text itself: nothing ambiguous got through.
  if (formatSiwxMessage(data, chains) !== text) malformed('is not in canonical form');
  return toSiwxMessage(data, text);
}
