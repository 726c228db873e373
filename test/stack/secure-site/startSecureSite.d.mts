/** Local sources, for the frame's `frame-ancestors`: `http://127.0.0.1:* http://localhost:*`. */
export declare const FRAME_ANCESTORS: string;
/** The CSP of `/frame.html` and `/lookalike.html`. */
export declare const FRAME_CSP: string;
/** The CSP of `/oauth/callback` (script-src 'self', connect-src 'self', never framed). */
export declare const CALLBACK_CSP: string;
/** The social providers GET_SOCIAL_REDIRECT_URI accepts. */
export declare const SOCIAL_PROVIDERS: readonly SocialProvider[];

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';
export { FAULTS, type SecureSiteFault } from './faults.mjs';

export interface SecureSiteChain {
  /** 31337, '31337' or 'eip155:31337'; the site speaks CAIP-2 (`eip155:31337`). */
  chainId: number | string;
  rpcUrl: string;
  /** An ERC-4337 bundler on this chain (test/stack/aa): the chain then has smart accounts. */
  bundlerUrl?: string;
}

/** The OpenID Connect providers of the social logins (test/stack/oidc/ gives all six). */
export interface SecureSiteOidc {
  /**
   * The issuer URL per provider (`http://127.0.0.1:P/google`…): discovery, authorize, token
   * and JWKS come from `${issuer}/.well-known/openid-configuration`, whose `issuer` must be
   * this URL. A provider left out answers 'Social login with <name> is not configured'.
   */
  issuers: Partial<Record<SocialProvider, string>>;
  /** Default 'portico-secure-site': a public client (PKCE, no secret). */
  clientId?: string;
  /**
   * The provider whose pages send COOP same-origin: GET_SOCIAL_REDIRECT_URI answers
   * `closedCheck: false` for it. Default 'apple'; null for none.
   */
  coopProvider?: SocialProvider | null;
}

/** Sign In With Farcaster (test/stack/farcaster/ gives the relay and the registry). */
export interface SecureSiteFarcaster {
  /** The relay's origin (`http://127.0.0.1:P`): `/v1/channel` and `/v1/channel/status`. */
  relayUrl: string;
  /** The chain where `custodyOf(fid)` is read by `eth_call` (a local anvil). */
  rpcUrl: string;
  /** The IdRegistry's address on that chain; default `0x00000000Fc6c5F01Fc30151999387Bb99A9f489b`. */
  idRegistry?: string;
}

export interface SecureSiteOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default '127.0.0.1' (then also [::1], best effort, so `localhost` reaches it too). */
  host?: string;
  /** The chains the site signs and reads on; the frame's `rpcUrl` parameter is ignored. */
  chains?: SecureSiteChain[];
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
  /**
   * The social logins' providers; without it GET_SOCIAL_REDIRECT_URI answers 'Social login
   * is not configured'. The providers must accept `${origin}/oauth/callback` and
   * `${aliasOrigin}/oauth/callback` as redirect URIs.
   */
  oidc?: SecureSiteOidc;
  /**
   * Sign In With Farcaster; without it GET_FARCASTER_URI answers 'Farcaster is not
   * configured'.
   */
  farcaster?: SecureSiteFarcaster;
  /**
   * The smart-account factory (test/stack/aa) the chains with a `bundlerUrl` make the users'
   * smart accounts with; without it no chain has smart accounts.
   */
  smartAccountFactory?: string;
  /**
   * The product-API stand-in that the smart sessions users grant are registered with (its URL,
   * or a promise of it, and the `sessionsSecret` it was started with); without it a grant
   * fails with 503.
   */
  sessionsApi?: { url: string | Promise<string>; secret: string };
  /**
   * The product API whose project origins may embed the frame (`frame-ancestors` of
   * `/frame.html?projectId=…`; an unknown project or an API that fails: no page). Without it,
   * local pages only.
   */
  projectApi?: { url: string | Promise<string> };
}

/** One mail of the inbox (`GET /__control/mail`; `GET /mail` shows them as HTML). */
export interface SecureSiteMail {
  to: string;
  subject: string;
  text: string;
  /** The first 6-digit number of the text: a login or email-change code. */
  code: string | null;
  /** A device-approval link (`…/api/device/approve?nonce=…`). */
  link: string | null;
  /** ISO time it arrived. */
  at: string;
}

export interface SecureSite {
  /** The site's origin, e.g. `http://127.0.0.1:PORT` (the same as `origin`). */
  url: string;
  origin: string;
  /**
   * The same server under the other loopback name (`http://localhost:PORT`), where the
   * wrongOrigin fault and `/lookalike.html?via=localhost` move a page; null for another host.
   */
  aliasOrigin: string | null;
  /** `origin + '/frame.html'`: the secure-site URL to give the frame client. */
  frameUrl: string;
  /**
   * The frame page on `aliasOrigin` (else `origin`): for a page on 127.0.0.1 another site, so
   * the frame is third-party as a real secure site's is (what `npm start` gives the demo).
   */
  crossSiteFrameUrl: string;
  /** `/oauth/callback` on both origins: the redirect URIs the OIDC providers must accept. */
  callbackUrls: string[];
  /** `origin + '/mail'`: the inbox as HTML, for a person (codes and device links). */
  mailUrl: string;
  /** `origin + '/__control'`: status, mail (JSON), reset, faults, expireSessions, clock. */
  controlUrl: string;
  /**
   * In-process only, for tests: a user's private key (no route ever returns it). An email, or
   * `${provider}:${sub}` for a social user (`google:alice`, `farcaster:1001`);
   * `/__control/keyCheck` takes either too.
   */
  debugKeyOf(emailOrSocialKey: string): string | undefined;
  /** In-process, for tests: the wallet's record of a smart session it granted, or null. */
  smartSessionOf(pci: string): { userId: string; account: string; revokedAt: number | null } | null;
  /** Closes every connection, the servers and the mail sink; safe to call twice. */
  stop(): Promise<void>;
}

export declare function startSecureSite(options?: SecureSiteOptions): Promise<SecureSite>;
