import { COMPANION_ATTRIBUTE, FRAME_ID, FRAME_NAME, HIDDEN_FRAME_STYLE } from './frameIds';

/** The hidden secure frame, not yet in the page: its id, name and URL, hidden and untabbable. */
export function createFrameElement(document: Document, url: URL): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.name = FRAME_NAME;
  frame.src = url.toString();
  frame.title = 'Secure wallet';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Hidden (the ApproveTransaction view shows it over the modal's body). Set through the
  // CSSOM, which a strict style-src allows, so it is hidden even before any stylesheet.
  frame.className = 'portico-secure-frame';
  Object.assign(frame.style, HIDDEN_FRAME_STYLE);
  // Part of the modal: an open dialog neither makes it inert nor takes focus back from it.
  frame.setAttribute(COMPANION_ATTRIBUTE, '');
  return frame;
}
