import type { CaipNetworkId } from '../../adapter/CaipNetwork';
import { toSiwxMessage } from './createSiwxMessage';
import type { LegacySiweConfig, SiweCreateMessageArgs, SiweSession } from './LegacySiweConfig';
import { parseSiwxMessage } from './parseSiwxMessage';
import { SiwxMessageError } from './SiwxMessageError';
import { SiwxVerificationError } from './SiwxVerificationError';
import { toSiwxMessageData } from './toSiwxMessageData';
import type { SiwxConfig, SiwxMessageData, SiwxSession } from './types';

/** Options of `siweConfigToSiwx`. */
interface SiweConfigToSiwxOptions {
  /** The clock for `iat`, in ms since the epoch. Default: `Date.now`. */
  now?: () => number;
}

const location = () => (globalThis as { location?: { host?: string; href?: string } }).location;

/**
 * Adapts a legacy `siweConfig` onto `SiwxConfig`, as AppKit's `mapToSIWX` does: the host's
 * server keeps the one session, so `getSessions` reports it (with no message or signature,
 * which the server holds), `addSession` asks its `verifyMessage`, and revoking signs out.
 * SIWE is Ethereum-only: other namespaces are refused.
 */
export function siweConfigToSiwx(
  siwe: LegacySiweConfig,
  options: SiweConfigToSiwxOptions = {},
): SiwxConfig {
  const now = options.now ?? Date.now;

  /** The server's session, or null when there is none or it cannot be read. */
  const currentSession = async (): Promise<SiweSession | null> => {
    try {
      const session = await siwe.getSession();
      return session && session.address && session.chainId ? session : null;
    } catch {
      return null;
    }
  };
  const isFor = (session: SiweSession, chainId: CaipNetworkId, address: string) =>
    `eip155:${session.chainId}` === chainId &&
    session.address.toLowerCase() === address.toLowerCase();
  const signOut = async () => {
    await siwe.signOut();
    siwe.onSignOut?.();
  };

  const adapter: SiwxConfig = {
    async createMessage(input) {
      const [namespace, reference] = input.chainId.split(':');
      if (namespace !== 'eip155' || !reference) {
        throw new SiwxMessageError('chainId', 'siweConfig signs in on eip155 networks only');
      }
      const params = (await siwe.getMessageParams?.()) ?? {};
      const nonce = await siwe.getNonce(input.accountAddress);
      const args: SiweCreateMessageArgs = {
        ...params,
        address: `${input.chainId}:${input.accountAddress}`,
        chainId: Number(reference),
        domain: params.domain ?? location()?.host ?? '',
        uri: params.uri ?? location()?.href ?? '',
        nonce,
        version: '1',
        type: 'eip4361',
        iat: params.iat ?? new Date(now()).toISOString(),
        ...(input.notBefore !== undefined && { nbf: input.notBefore }),
      };
      const text = siwe.createMessage(args);
      let data: SiwxMessageData;
      try {
        // Read the fields back from the text the host wrote, so data says what is signed.
        data = parseSiwxMessage(text);
      } catch {
        // The host's own format: its server verifies it; report the fields we asked for.
        data = {
          accountAddress: input.accountAddress,
          chainId: input.chainId,
          domain: args.domain,
          uri: args.uri,
          version: '1',
          nonce,
          issuedAt: args.iat ?? '',
          ...(args.statement !== undefined && { statement: args.statement }),
          ...(args.resources !== undefined && { resources: args.resources }),
          ...(args.requestId !== undefined && { requestId: args.requestId }),
          ...(args.exp !== undefined && { expirationTime: args.exp }),
          ...(args.nbf !== undefined && { notBefore: args.nbf }),
        };
      }
      return toSiwxMessage(toSiwxMessageData(data), text);
    },

    async addSession(session) {
      let valid: boolean;
      try {
        valid = await siwe.verifyMessage({
          message: session.message,
          signature: session.signature,
          ...(session.cacao !== undefined && { cacao: session.cacao }),
        });
      } catch (cause) {
        throw new SiwxVerificationError('signature', 'siweConfig.verifyMessage failed', { cause });
      }
      if (!valid) {
        throw new SiwxVerificationError('signature', 'siweConfig.verifyMessage refused it');
      }
      siwe.onSignIn?.((await currentSession()) ?? undefined);
    },

    async getSessions(chainId, address) {
      const session = await currentSession();
      if (!session || !isFor(session, chainId, address)) return [];
      // The message and signature stay on the host's server; the flow only needs to know one exists.
      const known: SiwxSession = {
        data: {
          accountAddress: address,
          chainId,
          domain: '',
          uri: '',
          version: '1',
          nonce: '',
          issuedAt: '',
        },
        message: '',
        signature: '',
      };
      return [known];
    },

    async setSessions(sessions) {
      // SIWE has one session: an empty list signs out, otherwise the first one signs in.
      const [first] = sessions;
      if (first) await adapter.addSession(first);
      else await signOut();
    },

    async revokeSession(chainId, address) {
      // Sign out only when the server's session is this account's (or unreadable).
      const session = await currentSession();
      if (!session || isFor(session, chainId, address)) await signOut();
    },

    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  };
  return adapter;
}
