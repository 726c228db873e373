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
  void modalRootLoader
    .load()
    .then((shell) => shell.preloadFirstView())
    .catch(() => undefined); // a failed prefetch is retried by the real open
}

/**
 * The idle prefetch: `prefetchModal`, the email and social sections where they show, then, a
 * task later, one unseen render of the first open's content (`warmUpFirstOpen`), so the click
 * meets warm code, styles and fonts. Only in a browser: the warm-up waits for one that
 * schedules idle work (test DOMs do not).
 */
export function prefetchFirstOpen(store: Store<PorticoState>): void {
  void modalRootLoader
    .load()
    .then(async (shell) => {
      await shell.preloadFirstView(store.getState());
      if (typeof requestIdleCallback === 'function') await shell.warmUpFirstOpen(store);
    })
    .catch(() => undefined); // a failed prefetch is retried by the real open
}
