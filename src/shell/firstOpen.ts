import type { PorticoState } from '../features/PorticoState';
import { authSectionsLoader, selectAuthOffered } from '../views/Connect/authSectionsLoader';
import { viewLoaders } from '../views/registry';

/**
 * What the first open shows, as one chunk: the dialog shell and the Connect view (the view
 * registry's own import of it then resolves from this chunk, with no request of its own).
 */
export { ModalRoot } from './ModalRoot';
export { ConnectionAnnouncer } from './ConnectionAnnouncer';
export { ConnectView } from '../views/Connect/ConnectView';
export { AuthSectionsGate } from '../views/Connect/AuthSectionsGate';
export { warmUpFirstOpen } from './warmUpFirstOpen';

/**
 * Settles the registry's Connect loader now, so the first render finds the view at once, and
 * the view's email and social sections where the embedded wallet is offered.
 */
export const preloadFirstView = (state?: PorticoState) =>
  Promise.all([
    viewLoaders.Connect.load(),
    ...(state && selectAuthOffered(state) ? [authSectionsLoader.load()] : []),
  ]);
