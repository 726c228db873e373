/** The social login popup, 600×800. */
const SOCIAL_POPUP_FEATURES = 'popup,width=600,height=800';
const SOCIAL_POPUP_NAME = 'portico-social';

let opened: Window | null = null;

/**
 * Opens the social login popup, blank, inside the user's click: a popup opened later (after
 * the feature's code loaded and the frame answered) would be blocked. The login takes it with
 * `takeSocialPopup` and sends it to the provider once the frame gives the URL. One at a time:
 * the window's name is the page's.
 */
export function openSocialPopup(): void {
  opened?.close();
  opened = window.open('about:blank', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES);
}

/** The popup opened by the last click (null when it was blocked), handed over once. */
export function takeSocialPopup(): Window | null {
  const popup = opened;
  opened = null;
  return popup;
}
