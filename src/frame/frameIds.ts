/** The hidden frame's id and name. */
export const FRAME_ID = 'w3m-iframe';
export const FRAME_NAME = 'w3m-secure-iframe';

/**
 * Marks an element outside the dialog that belongs to it (the secure frame while it shows an
 * approval): the dialog neither makes it inert nor pulls focus back from it.
 */
export const COMPANION_ATTRIBUTE = 'data-portico-companion';

/** How the frame sits while nothing of it is to be seen: no size, no border, no clicks. */
export const HIDDEN_FRAME_STYLE = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
} as const;
