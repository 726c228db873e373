import { viewLoaders } from '../views/registry';

/**
 * What the first open shows, as one chunk: the dialog shell and the Connect view (the view
 * registry's own import of it then resolves from this chunk, with no request of its own).
 */
export { ModalRoot } from './ModalRoot';
export { ConnectionAnnouncer } from './ConnectionAnnouncer';
export { ConnectView } from '../views/Connect/ConnectView';

/** Settles the registry's Connect loader now, so the first render finds the view at once. */
export const preloadFirstView = () => viewLoaders.Connect.load();
