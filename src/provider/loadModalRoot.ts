import type { ModalRoot } from '../shell/ModalRoot';

/**
 * The modal shell is a separate chunk, loaded on first open or on intent (hover or focus of
 * the connect button). The promise is kept so a prefetch and the real load share one request.
 */
let shell: Promise<{ ModalRoot: typeof ModalRoot }> | null = null;

export function loadModalRoot() {
  shell ??= import('../shell/ModalRoot');
  return shell;
}

/** Starts loading the modal shell without opening it. Safe to call repeatedly. */
export function prefetchModal(): void {
  void loadModalRoot();
}
