/**
 * Watches the frame: its `load` (a later one is another document) and any change of the
 * page's tree (removal anywhere above the frame, its container too, is one). Returns `unwatch`.
 */
export function watchFrame(
  document: Document,
  frame: HTMLIFrameElement,
  on: { load(): void; change(): void },
): () => void {
  frame.addEventListener('load', on.load);
  const observer = new MutationObserver(on.change);
  observer.observe(document, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    frame.removeEventListener('load', on.load);
  };
}
