/**
 * The most bytes one response body may have, for the product API and the chain RPC alike.
 * Their largest genuine answers (a page of history, NFTs or wallets, a 1000-call batch of
 * balances) stay well under 1 MiB; a body past 2 MiB is a broken or hostile server, and
 * buffering it (10 MB, or endless) would hold the host page's memory for nothing.
 */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** The part of a fetch `Response` read here; test doubles may lack `headers` and `body`. */
type ReadableResponse = Pick<Response, 'text'> & {
  headers?: Pick<Headers, 'get'> | null;
  body?: ReadableStream<Uint8Array> | null;
};

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The body as text (UTF-8, like `response.text()`), or `tooLarge()` thrown as soon as it
 * passes `maxBytes`: a larger `Content-Length` is refused before reading, and a body without
 * one (chunked) is counted while it streams in, its reader cancelled at the cap, which closes
 * the connection. Never buffers more than `maxBytes` plus one chunk.
 */
export async function readCappedText(
  response: ReadableResponse,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  const body = response.body;
  const declared = Number(response.headers?.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    // Not awaited: cancelling must not wait on the server it gives up on.
    void body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!body || typeof body.getReader !== 'function') {
    // No stream to count (a minimal fetch): read it all, then hold it to the same cap.
    const text = await response.text();
    if (utf8Length(text) > maxBytes) throw tooLarge();
    return text;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}
