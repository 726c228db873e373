/**
 * Runs `work` at the next animation frame and returns its undo, safe to call before the frame
 * came (then nothing was done). The page's scroll lock restyles the whole host page; done a
 * frame after the dialog shows, it stays off the click's path to the first wallet option.
 */
export function afterFirstFrame(work: () => () => void): () => void {
  let undo: (() => void) | null = null;
  const frame = requestAnimationFrame(() => {
    undo = work();
  });
  return () => {
    cancelAnimationFrame(frame);
    undo?.();
  };
}
