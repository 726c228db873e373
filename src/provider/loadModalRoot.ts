import type { Store } from '@reduxjs/toolkit';
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
  preloadShell().catch(() => undefined); // a failed prefetch is retried by the real open
}

/** The shell, once it and the first view's pieces (given `state`, the auth sections) are in. */
const preloadShell = (state?: PorticoState) =>
  modalRootLoader.load().then(async (shell) => {
    await shell.preloadFirstView(state);
    return shell;
  });

/**
 * The idle prefetch: `prefetchModal`, the email and social sections where they show, then, a
 * task later, one unseen render of the first open's content (`warmUpFirstOpen`), so the click
 * meets warm code, styles and fonts. Only in a browser: the warm-up waits for one that
 * schedules idle work (test DOMs do not).
 */
export function prefetchFirstOpen(store: Store<PorticoState>): void {
  preloadShell(store.getState())
    .then((shell) =>
      typeof requestIdleCallback === 'function' ? shell.warmUpFirstOpen(store) : undefined,
    )
    .catch(() => undefined); // a failed prefetch is retried by the real open
}
