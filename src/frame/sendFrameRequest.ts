import { FrameError } from './FrameError';
import type { FrameRequestOptions } from './FrameClient';
import { frameAborted } from './frameAborted';
import type { FrameRequestType } from './frameMessages';
import { FRAME_REQUEST_TIMEOUT_MS, FRAME_SIGN_OUT_TIMEOUT_MS } from './frameTimeouts';
import type { RequestTable } from './createRequestTable';

interface FrameRequestContext {
  table: RequestTable;
  /** The request's id, unique for the client. */
  id: string;
  /** The current document's readiness. */
  ready: Promise<void>;
  /** Posts to the frame's window at the secure origin; throws when there is no frame. */
  post(message: { id?: string; type: string; payload?: unknown }): void;
  warn(message: string): void;
}

/**
 * One request to the frame: sent once the frame is ready, answered by its reply's payload
 * (checked against `schema` when one is given), failed on its timeout or abort.
 */
export async function sendFrameRequest<T>(
  { table, id, ready, post, warn }: FrameRequestContext,
  type: FrameRequestType,
  payload: unknown,
  requestOptions: FrameRequestOptions<T>,
): Promise<T> {
  const timeoutMs =
    requestOptions.timeoutMs ??
    (type === 'SIGN_OUT' ? FRAME_SIGN_OUT_TIMEOUT_MS : FRAME_REQUEST_TIMEOUT_MS);
  const reply = table.add(id, type);
  // An RPC request the page gives up on is given up in the frame too.
  const tellFrameToAbort = () => {
    table.giveUp(id);
    if (type !== 'RPC_REQUEST') return;
    table.giveUp(`${id}-abort`);
    try {
      post({ id: `${id}-abort`, type: 'RPC_ABORT', payload: { id } });
    } catch {
      // The frame is gone: nothing to tell.
    }
  };
  const abort = () => {
    if (!table.has(id)) return;
    tellFrameToAbort();
    table.settle(id, {
      error:
        type === 'RPC_REQUEST'
          ? new FrameError('REQUEST_ABORTED', 'Request was aborted')
          : frameAborted(),
    });
  };
  const { signal } = requestOptions;
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  // No reply in time gives iframe_request_timeout, and the request is aborted.
  const timer = setTimeout(() => {
    if (!table.has(id)) return;
    tellFrameToAbort();
    table.settle(id, {
      error: new FrameError('IFRAME_REQUEST_TIMEOUT', 'iframe_request_timeout'),
    });
  }, timeoutMs);
  try {
    await Promise.race([ready, reply]);
    if (table.has(id)) {
      post({ id, type, ...(payload === undefined ? {} : { payload }) });
      table.markSent(id);
    }
    const answer = await reply;
    if (!requestOptions.schema) return answer as never;
    const parsed = requestOptions.schema.safeParse(answer);
    if (!parsed.success) {
      warn(`the secure frame answered ${type} with a payload of the wrong shape`);
      throw new FrameError('FRAME_REPLY_ERROR', 'An error occurred', `${type}: wrong shape`);
    }
    return parsed.data;
  } catch (error) {
    // A load failure or a post that could not be made ends the request too.
    if (table.has(id)) table.settle(id, { error: error as FrameError });
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
