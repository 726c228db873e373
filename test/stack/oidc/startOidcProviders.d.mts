/** The social providers: one issuer each. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';
export declare const SOCIAL_PROVIDERS: readonly SocialProvider[];
/** The name each provider's sign-in page shows ("Sign in to GitHub"). */
export declare const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>>;
/** The one client every provider knows: public (no secret), PKCE S256, code flow. */
export declare const CLIENT_ID: 'portico-secure-site';
/** The scripted behaviours of `POST /__control/next`. */
export declare const BEHAVIOURS: readonly OidcBehaviour[];
/** How long a `slow` login waits before it finishes. */
export declare const SLOW_LOGIN_MS: number;

/**
 * `error`: the next login ends with `error=server_error` and `error_description=The provider
 * had a problem`; `slow`: it finishes after 3 s.
 */
export type OidcBehaviour = 'error' | 'slow';

/** The claims of `username` at provider `name` (all in the id token). */
export interface OidcAccountClaims {
  /** The username. */
  sub: string;
  /** `${username}@${name}.test` */
  email: string;
  email_verified: true;
  /** The username capitalised. */
  name: string;
  preferred_username: string;
}
export declare function accountClaims(name: SocialProvider, username: string): OidcAccountClaims;

export interface OidcProvidersOptions {
  /** Default 0: any free port (on 127.0.0.1). */
  port?: number;
  /**
   * Where the client may be sent back: exact URLs (e.g. the secure site's `/oauth/callback` on
   * both loopback names). Default none; `setRedirectUris` sets them later.
   */
  redirectUris?: string[];
  /**
   * The provider that sends `Cross-Origin-Opener-Policy: same-origin` on its authorization
   * endpoint and sign-in page (a popup that reaches it loses `window.opener`). Default
   * 'apple'; null for none.
   */
  coopProvider?: SocialProvider | null;
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
}

/** One sign-in page event (`GET /__control/status`). */
export interface OidcLogin {
  provider: SocialProvider;
  /** null for Deny. */
  username: string | null;
  outcome: 'login' | 'denied' | OidcBehaviour;
  /** ISO time. */
  at: string;
}

/** `GET /__control/status` (also the answer of every control POST). */
export interface OidcStatus {
  url: string;
  issuers: Record<SocialProvider, string>;
  clientId: string;
  coopProvider: SocialProvider | null;
  redirectUris: string[];
  /** Behaviours waiting for a login; `provider` null: any provider's. */
  next: Array<{ provider: SocialProvider | null; behaviour: OidcBehaviour }>;
  logins: OidcLogin[];
}

export interface OidcProviders {
  /** The server's origin, `http://127.0.0.1:PORT`. */
  url: string;
  /** `${url}/${name}` per provider: the issuer, also the base of its routes. */
  issuers: Record<SocialProvider, string>;
  /** `${url}/__control`: status, next, reset. */
  controlUrl: string;
  clientId: 'portico-secure-site';
  coopProvider: SocialProvider | null;
  /**
   * Replaces the client's redirect URIs (for a client whose port is known after this server
   * started). Sessions, codes and tokens in flight are forgotten; the signing keys stay.
   */
  setRedirectUris(uris: string[]): void;
  /** Closes every connection and the server; safe to call twice. */
  stop(): Promise<void>;
}

export declare function startOidcProviders(options?: OidcProvidersOptions): Promise<OidcProviders>;
