import * as z from 'zod/mini';
import type { CaipNetworkId } from '../adapter/CaipNetwork';
import type { ChainNamespace } from '../adapter/chainNamespace';
import type { AuthAccountType, FrameDappData, FrameTheme } from './AuthWallet';
import { createFrameClient } from './createFrameClient';
import { FrameError } from './FrameError';
import { keepFrameHandle } from './frameHandles';
import type { FrameClient } from './FrameClient';
import type { FrameEvent } from './frameMessages';
import type { FrameUrlParameters } from './frameUrl';

const loginAction = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) });
const updateAction = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) });
const tokenReply = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)) });
const connectedReply = z.object({ isConnected: z.boolean() });
const newEmailReply = z.object({ newEmail: z.string() });
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** The frame answers a chain id; a CAIP-2 id, a decimal number or a hex quantity are read. */
const chainIdValue = z.union([
  z.string().check(z.regex(/^([a-z0-9-]{3,8}:\d{1,20}|0x[0-9a-fA-F]{1,16}|\d{1,20})$/)),
  z.number().check(z.int(), z.positive()),
]);
const chainReply = z.object({ chainId: chainIdValue });
const accountType = z.enum(['eoa', 'smartAccount']);
/** The user from a social connect or get-user (the fields the modal reads). */
const userReply = z.object({
  email: z.optional(z.nullable(z.string())),
  address: evmAddress,
  chainId: chainIdValue,
  userName: z.optional(z.nullable(z.string())),
  socialProvider: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
});
const enabledNetworksReply = z.object({
  smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())),
});
const preferredAccountReply = z.object({ type: accountType, address: evmAddress });
const farcasterUriReply = z.object({ url: z.url({ protocol: /^https?$/ }) });
const socialUriReply = z.object({
  uri: z.url({ protocol: /^https?$/ }),
  closedCheck: z.optional(z.boolean()),
});
/** The user from a social connect, with the sealed session the page keeps. */
const socialReply = z.extend(userReply, {
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
});

export interface AuthUser {
  email: string | null;
  /** The active account's address: the smart account's when that is the type in use. */
  address: string;
  caipNetworkId: CaipNetworkId;
  userName: string | null;
  socialProvider: string | null;
  accountType: AuthAccountType;
  smartAccountDeployed: boolean;
}

/** The frame's chain id as a CAIP-2 id of `namespace`; another namespace's id is refused. */
const toCaip = (namespace: ChainNamespace, chainId: string | number): CaipNetworkId => {
  const text = String(chainId);
  if (!text.includes(':')) return `${namespace}:${BigInt(text).toString(10)}`;
  if (text.startsWith(`${namespace}:`)) return text as CaipNetworkId;
  throw new FrameError(
    'FRAME_REPLY_ERROR',
    'An error occurred',
    `a chain of another namespace: ${text}`,
  );
};

const toUser = (namespace: ChainNamespace, user: z.output<typeof userReply>): AuthUser => ({
  email: user.email ?? null,
  address: user.address,
  caipNetworkId: toCaip(namespace, user.chainId),
  userName: user.userName ?? null,
  socialProvider: user.socialProvider ?? null,
  accountType: user.preferredAccountType ?? 'eoa',
  smartAccountDeployed: user.smartAccountDeployed ?? false,
});

interface AuthSessionOptions {
  /** The namespace the embedded wallet serves: its chain ids and RPC requests are of it. */
  namespace: ChainNamespace;
  secureSiteUrl: string;
  parameters: FrameUrlParameters;
  onFrameEvent(event: FrameEvent): void;
}

/**
 * The lazy half of the embedded wallet: the frame client and the frame's requests, each reply's
 * payload checked (zod) before anything reads it.
 */
export function createAuthSession({
  namespace,
  secureSiteUrl,
  parameters,
  onFrameEvent,
}: AuthSessionOptions) {
  const client: FrameClient = createFrameClient({ secureSiteUrl, parameters });
  const frame = keepFrameHandle(() => client.element());
  client.onEvent(onFrameEvent);
  let theme: FrameTheme | undefined;
  let dapp: FrameDappData | undefined;
  // Theme and app data reach the frame once it is ready, and again on each change.
  const send = (type: 'SYNC_THEME' | 'SYNC_DAPP_DATA', payload: unknown) =>
    client.request(type, payload).catch(() => undefined);
  client.mount();
  client
    .ready()
    .then(() => {
      if (theme) void send('SYNC_THEME', theme);
      if (dapp) void send('SYNC_DAPP_DATA', dapp);
    })
    .catch(() => undefined);

  return {
    client,
    /** Where the modal finds this session's frame (`frameByHandle`). */
    frameHandle: frame.handle,
    sync(data: { theme?: FrameTheme; dapp?: FrameDappData }) {
      const ready = client.status() === 'ready';
      if (data.theme) {
        theme = data.theme;
        if (ready) void send('SYNC_THEME', theme);
      }
      if (data.dapp) {
        dapp = data.dapp;
        if (ready) void send('SYNC_DAPP_DATA', dapp);
      }
    },
    connectEmail: async (email: string) =>
      (await client.request('CONNECT_EMAIL', { email }, { schema: loginAction })).action,
    connectDevice: async (signal?: AbortSignal) =>
      (
        await client.request(
          'CONNECT_DEVICE',
          {},
          { schema: loginAction, ...(signal && { signal }) },
        )
      ).action,
    connectOtp: async (otp: string) =>
      (await client.request('CONNECT_OTP', { otp }, { schema: tokenReply })).token,
    isConnected: async (token: string) =>
      (await client.request('IS_CONNECTED', { token }, { schema: connectedReply })).isConnected,
    /** GET_USER, in the preferred account type where it applies. */
    async getUser(chainId: string, preferredAccountType?: AuthAccountType): Promise<AuthUser> {
      const user = await client.request(
        'GET_USER',
        { chainId, ...(preferredAccountType && { preferredAccountType }) },
        { schema: userReply },
      );
      return toUser(namespace, user);
    },
    /** The chains (CAIP-2) where the secure site has smart accounts. */
    smartAccountEnabledNetworks: async () =>
      (
        await client.request(
          'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
          {},
          {
            schema: enabledNetworksReply,
          },
        )
      ).smartAccountEnabledNetworks.map((id): CaipNetworkId => `${namespace}:${id}`),
    /** SET_PREFERRED_ACCOUNT: the account of that type on the frame's chain. */
    setPreferredAccount: (type: AuthAccountType) =>
      client.request('SET_PREFERRED_ACCOUNT', { type }, { schema: preferredAccountReply }),
    switchNetwork: async (chainId: string, rpcUrl?: string) =>
      toCaip(
        namespace,
        (
          await client.request(
            'SWITCH_NETWORK',
            { chainId, ...(rpcUrl && { rpcUrl }) },
            { schema: chainReply },
          )
        ).chainId,
      ),
    rpc: (
      request: { method: string; params: unknown[]; chainId: string; rpcUrl?: string },
      signal?: AbortSignal,
    ) =>
      client.request(
        'RPC_REQUEST',
        { ...request, chainNamespace: namespace },
        signal ? { signal } : {},
      ),
    signOut: () => client.request('SIGN_OUT', {}),
    async getSocialRedirectUri(provider: string) {
      const reply = await client.request(
        'GET_SOCIAL_REDIRECT_URI',
        { provider },
        { schema: socialUriReply },
      );
      return { uri: reply.uri, closedCheck: reply.closedCheck ?? true };
    },
    getFarcasterUri: async () =>
      (await client.request('GET_FARCASTER_URI', {}, { schema: farcasterUriReply })).url,
    /** Waits for the Farcaster app's approval (up to the request timeout, or `signal`). */
    async connectFarcaster(chainId: string, signal?: AbortSignal) {
      const reply = await client.request(
        'CONNECT_FARCASTER',
        { chainId, preferredAccountType: 'eoa' },
        { schema: socialReply, ...(signal && { signal }) },
      );
      return { token: reply.token, user: toUser(namespace, reply) };
    },
    async connectSocial(uri: string, chainId: string) {
      const reply = await client.request(
        'CONNECT_SOCIAL',
        { uri, chainId, preferredAccountType: 'eoa' },
        { schema: socialReply },
      );
      return { token: reply.token, user: toUser(namespace, reply) };
    },
    updateEmail: async (email: string) =>
      (await client.request('UPDATE_EMAIL', { email }, { schema: updateAction })).action,
    updateEmailPrimaryOtp: async (otp: string) =>
      (await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, { schema: updateAction })).action,
    updateEmailSecondaryOtp: async (otp: string) =>
      (await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, { schema: newEmailReply }))
        .newEmail,
    destroy() {
      frame.release();
      client.destroy();
    },
  };
}

export type AuthSession = ReturnType<typeof createAuthSession>;
