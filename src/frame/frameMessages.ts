import * as z from 'zod/mini';
import { SECURE_SDK_VERSION } from './frameUrl';

/**
 * The frame's message envelope (optional id, type, payload). The page sends a
 * request `{ id, type, payload }`; the frame answers `{ id, type: `${type}_SUCCESS` |
 * `${type}_ERROR`, payload }`, and announces itself once with `{ type: 'READY', payload: {
 * version } }`. Every message that arrives is checked against this before anything reads it.
 */
export const frameEnvelopeSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  type: z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/)),
  payload: z.optional(z.unknown()),
});
/** The frame's ready announcement: the secure SDK version it speaks, the one asked (4). */
export const readyPayloadSchema = z.object({ version: z.literal(SECURE_SDK_VERSION) });

/** An error reply's payload (`{ message }`; a missing message is 'An error occurred'). */
export const errorPayloadSchema = z.optional(
  z.object({
    message: z.optional(z.string()),
    // A JSON-RPC code (4001 …), or a provider's error name ('access_denied').
    code: z.optional(z.union([z.number().check(z.int()), z.string().check(z.maxLength(64))])),
  }),
);

/**
 * The frame's requests, by the type the page sends. Requests answered by a reply that has
 * no payload of interest check nothing more; the others' payload schemas live with the code
 * that sends them (the auth adapter), which passes them to `request`.
 */
export const FRAME_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_ABORT',
] as const;
export type FrameRequestType = (typeof FRAME_REQUESTS)[number];

/**
 * Messages the frame sends on its own, without an id: an approval prompt it shows (an unsafe
 * request waits on a click inside it) and its end, which the page moves the frame into view
 * for; and a social login's result handed to the frame.
 */
/**
 * A social login's result that reached the frame rather than the page (a provider whose page
 * cut the popup's `window.opener`), or the page from the popup: the callback URL, for
 * CONNECT_SOCIAL.
 */
export const socialResultSchema = z.object({
  type: z.literal('SOCIAL_RESULT'),
  payload: z.object({ uri: z.string().check(z.maxLength(4096)) }),
});

/**
 * Whether a social result's `uri` is a callback of the secure site (results come only
 * from its origin): an absolute URL of exactly that origin, without credentials, and with the
 * login's `state` when the caller knows it.
 */
export function isSecureCallback(uri: string, origin: string, state?: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return false;
  return state === undefined || url.searchParams.get('state') === state;
}

/**
 * A posted value (a type, an origin) quoted in a warning: control, format and line-separator
 * characters replaced and the length capped, so a message cannot forge or flood log lines.
 */
export function printable(text: string, max = 128): string {
  const shown = text.slice(0, max).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '?');
  return text.length > max ? `${shown}…` : shown;
}

export const frameEventSchema = z.union([
  z.object({
    type: z.enum(['APPROVAL_REQUESTED', 'APPROVAL_SETTLED']),
    payload: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  }),
  socialResultSchema,
]);
export type FrameEvent = z.output<typeof frameEventSchema>;
