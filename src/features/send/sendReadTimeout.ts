/** A fee estimate or name lookup for a send waits this long at most (a request has a timeout). */
export const SEND_READ_TIMEOUT_MS = 10_000;
