/** The frame's timeouts: load 20 s, a request 120 s, sign-out 3 s; ready 500 ms after READY. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_REQUEST_TIMEOUT_MS = 120_000;
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000;
export const FRAME_READY_DELAY_MS = 500;
/**
 * A frame silent this long into its 20 s is loaded once more: a healthy one announces itself
 * within a second or two, and a document that loaded but never ran its script (or whose READY
 * was lost) is otherwise given up for the whole load timeout.
 */
export const FRAME_SILENT_RELOAD_MS = 8_000;
