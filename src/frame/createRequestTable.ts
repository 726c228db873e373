import { FrameError } from './FrameError';
import { errorPayloadSchema, type FrameRequestType } from './frameMessages';

interface Pending {
  type: FrameRequestType;
  /** Posted to the frame: only then can a reply to it come (ids are predictable). */
  sent: boolean;
  resolve(payload: unknown): void;
  reject(error: FrameError): void;
}

type RequestOutcome = { payload: unknown } | { error: FrameError };

/**
 * The requests asked of the frame and not answered, by id, and the frame's replies matched to
 * them: only to a request already sent, and only of that request's own success or error type.
 */
export function createRequestTable(warn: (message: string) => void) {
  const pending = new Map<string, Pending>();
  // Ids of requests given up (aborted, timed out) and of abort notices: their late replies
  // are expected, and dropped without a warning. Bounded: the oldest are forgotten first.
  const givenUp = new Set<string>();

  function settle(id: string, outcome: RequestOutcome) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if ('error' in outcome) entry.reject(outcome.error);
    else entry.resolve(outcome.payload);
  }

  return {
    /** Request `id` of `type`, not sent yet: the promise of its reply's payload. */
    add(id: string, type: FrameRequestType): Promise<unknown> {
      const reply = new Promise<unknown>((resolve, reject) => {
        pending.set(id, { type, sent: false, resolve, reject });
      });
      reply.catch(() => undefined);
      return reply;
    },
    has: (id: string) => pending.has(id),
    markSent(id: string) {
      const entry = pending.get(id);
      if (entry) entry.sent = true;
    },
    settle,
    /** Fails every request still waiting, each with an error of its own. */
    failAll(error: () => FrameError) {
      for (const id of [...pending.keys()]) settle(id, { error: error() });
    },
    giveUp(...ids: string[]) {
      for (const id of ids) givenUp.add(id);
      for (const id of givenUp) {
        if (givenUp.size <= 64) break;
        givenUp.delete(id);
      }
    },
    reply(id: string, type: string, payload: unknown) {
      const entry = pending.get(id);
      if (!entry?.sent) {
        if (!entry && givenUp.delete(id)) return;
        warn(`ignored a reply from the secure frame to no request (${type})`);
        return;
      }
      if (type === `${entry.type}_ERROR`) {
        const parsed = errorPayloadSchema.safeParse(payload);
        const message = (parsed.success && parsed.data?.message) || 'An error occurred';
        const code = parsed.success ? parsed.data?.code : undefined;
        const rpcCode = typeof code === 'number' ? code : undefined;
        settle(id, { error: new FrameError('FRAME_REPLY_ERROR', message, undefined, rpcCode) });
      } else if (type === `${entry.type}_SUCCESS`) {
        settle(id, { payload });
      } else {
        warn(`ignored a reply of another type (${type}) to ${entry.type}`);
      }
    },
  };
}

export type RequestTable = ReturnType<typeof createRequestTable>;
