/**
 * One call to a stand-in's JSON control API, for tests in any runner with `fetch`: GET without
 * a body, POST with one. A non-2xx answer throws with the stand-in's own reason.
 */
export async function callControl<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T & { error?: string; message?: string };
  if (!response.ok) {
    const reason = payload?.error ?? payload?.message ?? '';
    throw new Error(`${url}: HTTP ${response.status} ${reason}`);
  }
  return payload;
}
