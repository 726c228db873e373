import { PorticoError } from '../adapter/PorticoError';
import { isSecureCallback, printable, socialResultSchema } from './frameMessages';

/** Whether the popup was closed is checked each second. */
export const POPUP_CLOSED_CHECK_MS = 1_000;

interface AwaitSocialResultOptions {
  popup: Window;
  /** The secure site's origin: the only one a result is taken from. */
  origin: string;
  /** The `state` of the provider URL the popup was sent to: a result must carry it back. */
  state?: string;
  /** Whether `popup.closed` can be trusted (not for a provider that cuts `window.opener`). */
  checkClosed: boolean;
  signal: AbortSignal;
  view?: Window;
  warn?: (message: string) => void;
}

/** Sends the popup to the provider: an http(s) URL only. */
export function navigatePopup(popup: Window, uri: string): void {
  const url = new URL(uri);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PorticoError('SOCIAL_INIT_FAILED', 'Failed to initiate social connection');
  popup.location.href = url.toString();
}

/**
 * The popup's result: the secure site's callback URL, posted by the popup's page. Taken only
 * from the secure site's origin and only from that popup's window, and only of the right
 * shape: a URL of that origin (with the login's `state`, when given); anything else is warned
 * and ignored. The popup closed first is 'Popup closed' (checked each second, when it can
 * be); `signal` gives up.
 */
export function awaitSocialResult({
  popup,
  origin,
  state,
  checkClosed,
  signal,
  view = window,
  warn = (message) => console.warn(`[portico] ${message}`),
}: AwaitSocialResultOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const finish = () => {
      view.removeEventListener('message', onMessage);
      clearInterval(timer);
      signal.removeEventListener('abort', onAbort);
    };
    function onMessage(event: MessageEvent) {
      const parsed = socialResultSchema.safeParse(event.data);
      if (!parsed.success) return; // not a social result: other messages are not ours
      if (event.origin !== origin || event.source !== popup) {
        warn(
          `ignored a social login result from ${printable(event.origin)} that is not the popup's`,
        );
        return;
      }
      if (!isSecureCallback(parsed.data.payload.uri, origin, state)) {
        warn(`ignored a social login result that is not a callback of ${origin} for this login`);
        return;
      }
      finish();
      resolve(parsed.data.payload.uri);
    }
    function onAbort() {
      finish();
      reject(new PorticoError('SOCIAL_ABORTED', 'Something went wrong'));
    }
    const timer = setInterval(() => {
      if (!checkClosed || !popup.closed) return;
      finish();
      reject(new PorticoError('POPUP_CLOSED', 'Popup closed'));
    }, POPUP_CLOSED_CHECK_MS);
    view.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
  });
}
