import { PorticoError } from '../adapter/PorticoError';

/**
 * What went wrong with the secure frame, each with the protocol's words:
 * - `IFRAME_LOAD_FAILED`: the frame did not become ready within 20 s;
 * - `IFRAME_REQUEST_TIMEOUT`: a request had no reply within its time (120 s, sign-out 3 s);
 * - `REQUEST_ABORTED`: an RPC request was aborted ('Request was aborted');
 * - `FRAME_ABORTED`: any other request was aborted, or the frame went away under it (removed
 *   from the page, reloaded) or was destroyed ('Something went wrong');
 * - `FRAME_REPLY_ERROR`: the frame answered an error (its message, or 'An error occurred');
 * - `IFRAME_NOT_SET`: asked before the frame exists ('W3mFrame: iframe is not set').
 */
export type FrameErrorCode =
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'REQUEST_ABORTED'
  | 'FRAME_ABORTED'
  | 'FRAME_REPLY_ERROR'
  | 'IFRAME_NOT_SET';

export class FrameError extends PorticoError {
  override readonly name = 'FrameError';
  declare readonly code: FrameErrorCode;
  /** The JSON-RPC code of an error reply that had one (4001: the user rejected it). */
  readonly rpcCode: number | undefined;

  constructor(code: FrameErrorCode, message: string, details?: string, rpcCode?: number) {
    super(code, message, details === undefined ? {} : { details });
    this.rpcCode = rpcCode;
  }
}
