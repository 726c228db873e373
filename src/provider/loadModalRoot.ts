import type { PorticoState } from '../features/PorticoState';
import { createModuleLoader } from '../utils/createModuleLoader';

/**
 * The modal shell with the Connect view, one chunk (`shell/firstOpen`): loaded on first open,
 * on intent (hover or focus of the connect button) or once the page is idle (config
 * `prefetch`); a prefetch and the real load share one request.
 */
export const modalRootLoader = createModuleLoader(() => import('../shell/firstOpen'));

/** The inline (embedded) shell, loaded when `<WalletModalEmbed>` first renders. */
export const embeddedRootLoader = createModuleLoader(() => import('../shell/EmbeddedRoot'));

/**
 * Starts loading what the first open shows, without opening: the shell and the Connect view
 * with its wallet list. Each settles once and is then read synchronously, so the click renders
 * at once. The connect and network-switch features load with the open itself (they are needed
 * only when a wallet is picked). Safe to call repeatedly.
 */
export function prefetchModal(): void {
  prefetchFirstOpen();
}

/** `prefetchModal`, and given the state, the email and social sections where they show. */
export function prefetchFirstOpen(state?: PorticoState): void {
  void modalRootLoader
    .load()
    .then((shell) => shell.preloadFirstView(state))
    .catch(() => undefined); // a failed prefetch is retried by the real open
}
