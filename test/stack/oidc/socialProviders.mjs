/**
 * What the OpenID Connect providers and the secure site (their client) agree on, in a light
 * module both import: the six providers, the client id, the provider whose pages send COOP.
 */
import { PROVIDER_NAMES } from './loginPages.mjs';

/** @typedef {keyof typeof PROVIDER_NAMES} SocialProvider The social providers: one issuer each. */

/** The social providers, in the order of the spec. */
export const SOCIAL_PROVIDERS = Object.freeze(Object.keys(PROVIDER_NAMES));
/** The secure site's client id at every provider: a public client (PKCE, no secret). */
export const CLIENT_ID = 'portico-secure-site';
/** The provider whose pages send `Cross-Origin-Opener-Policy: same-origin` by default. */
export const DEFAULT_COOP_PROVIDER = 'apple';
