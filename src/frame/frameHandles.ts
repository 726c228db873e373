/**
 * The secure frames of this page's frame clients, each under a handle the store can hold (a
 * string): what shows a frame finds the element its client made by the handle, never by an
 * id, which an element of the host page may carry too.
 */
const frames = new Map<string, () => HTMLIFrameElement | null>();
let made = 0;

/** Keeps `element` (the client's current frame, or null) under a new handle until `release`. */
export function keepFrameHandle(element: () => HTMLIFrameElement | null): {
  handle: string;
  release(): void;
} {
  made += 1;
  const handle = `frame-${made}`;
  frames.set(handle, element);
  return { handle, release: () => frames.delete(handle) };
}

/** The frame element kept under `handle`, or null (no handle, released, or no frame now). */
export function frameByHandle(handle: string | null | undefined): HTMLIFrameElement | null {
  return handle ? (frames.get(handle)?.() ?? null) : null;
}
