import type { LogEntry } from './types';

/** The log buffer holds 1,024,000 bytes. */
export const LOG_BUFFER_BYTES = 1_024_000;

interface LogBuffer {
  push(entry: LogEntry): void;
  entries(): LogEntry[];
  sizeBytes(): number;
}

/** UTF-8 length of `text`, counted (not every runtime has `TextEncoder`). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** An entry's size as its UTF-8 JSON: what it would weigh if the host downloaded the log. */
function byteSize(entry: LogEntry): number {
  let json: string;
  try {
    json = JSON.stringify(entry);
  } catch {
    // A context with a cycle or a bigint: keep the entry, size it without the context.
    json = JSON.stringify({ ...entry, context: '[unserialisable]' });
  }
  return utf8Length(json);
}

/**
 * A ring buffer capped by bytes, not entries: the oldest entries go first. An entry larger
 * than the whole buffer loses its context and all but 1,000 characters of its message, so
 * the newest error is never the one lost.
 */
export function createLogBuffer(maxBytes = LOG_BUFFER_BYTES): LogBuffer {
  const items: Array<{ entry: LogEntry; bytes: number }> = [];
  let total = 0;
  return {
    push(entry) {
      let kept = entry;
      let bytes = byteSize(kept);
      if (bytes > maxBytes) {
        kept = { level: entry.level, time: entry.time, message: entry.message.slice(0, 1_000) };
        bytes = byteSize(kept);
      }
      items.push({ entry: kept, bytes });
      total += bytes;
      while (total > maxBytes && items.length > 1) total -= items.shift()!.bytes;
    },
    entries: () => items.map((item) => item.entry),
    sizeBytes: () => total,
  };
}
