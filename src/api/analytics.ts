import type { ApiClient } from './createApiClient';

/** The body of `POST /e`. */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  /** Unix ms. */
  timestamp: number;
  props: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> };
}

/**
 * POST /e: one analytics event. Any 2xx is success; its body carries nothing and is not read
 * as JSON. POST, so tried once: an event lost is better than one counted twice.
 */
export function sendAnalyticsEvent(client: ApiClient, event: AnalyticsEvent): Promise<void> {
  return client.send({ path: '/e', body: event });
}
