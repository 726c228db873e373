import { sagasStarted } from './createSagaStarter';

/**
 * Resolves once the page has loaded, a modal's sagas have started (they load after the entry)
 * and the browser is idle (at most 2 s after load): the first moment a background request
 * does not compete with the host's own startup, and the state says what the page offers (the
 * announced wallets, the embedded wallet). Without a document (server rendering, tests in
 * Node) the idle wait is the next task.
 */
export function afterStartup(): Promise<void> {
  return sagasStarted.then(() => pageIdle());
}

function pageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: 2_000 });
      } else setTimeout(resolve, 0);
    };
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Resolves once the next frame has been painted (a task after the next animation frame), or on
 * the next task without one (server rendering, tests in Node).
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const task = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(task);
    else task();
  });
}
