/** The provider's window: a popup beside the page. */
const WINDOW_NAME = 'portico-onramp';
const WINDOW_FEATURES = 'popup,width=500,height=720';

/** Whether the popup was closed is checked each second. */
export const WINDOW_CLOSED_CHECK_MS = 1_000;

let opened: Window | null = null;

/**
 * Opens the provider's window, blank, inside the user's click: one opened after the URL
 * arrives would be blocked. `takeOnrampWindow` hands it to the checkout, which sends it to the
 * provider. Null when the browser blocked it.
 */
export function openOnrampWindow(): void {
  opened = window.open('about:blank', WINDOW_NAME, WINDOW_FEATURES);
  // The provider's page must not reach back into ours (we keep the handle to navigate it).
  if (opened) opened.opener = null;
}

/** The window opened by the last Continue (null when blocked), handed over once. */
export function takeOnrampWindow(): Window | null {
  const window = opened;
  opened = null;
  return window;
}

/** Sends the window to the provider: an http(s) URL only (throws on anything else). */
export function navigateOnrampWindow(target: Window, url: string): void {
  target.location.href = providerUrl(url);
}

/** The provider URL, checked: http(s) only, so a `javascript:` answer never runs. */
export function providerUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`Unexpected provider URL protocol ${parsed.protocol}`);
  return parsed.href;
}
