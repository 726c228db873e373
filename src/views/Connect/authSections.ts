/** The Connect view's embedded-wallet sections, one chunk: loaded only where that wallet is offered. */
export { EmailSection } from './EmailSection';
export { SocialSection } from './SocialSection';
