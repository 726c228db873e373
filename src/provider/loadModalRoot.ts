import { createModuleLoader } from '../utils/createModuleLoader';

/**
 * The modal shell is a separate chunk, loaded on first open or on intent (hover or focus of
 * the connect button); a prefetch and the real load share one request.
 */
export const modalRootLoader = createModuleLoader(() => import('../shell/ModalRoot'));

/** The inline (embedded) shell, loaded when `<WalletModalEmbed>` first renders. */
export const embeddedRootLoader = createModuleLoader(() => import('../shell/EmbeddedRoot'));

/** Starts loading the modal shell without opening it. Safe to call repeatedly. */
export function prefetchModal(): void {
  void modalRootLoader.load();
}
