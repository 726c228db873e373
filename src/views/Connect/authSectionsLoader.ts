import { selectAuthConnector } from '../../features/connectors/connectorsSelectors';
import type { PorticoState } from '../../features/PorticoState';
import { createModuleLoader } from '../../utils/createModuleLoader';

/** The embedded wallet is registered, and the origin not refused. */
export const selectAuthOffered = (state: PorticoState) =>
  selectAuthConnector(state) !== null && state.project?.origin !== 'notAllowed';

/**
 * The email and social sections of the Connect view: a host without the embedded wallet never
 * loads them, one with it prefetches them with the first open's code.
 */
export const authSectionsLoader = createModuleLoader(() => import('./authSections'));
