import type { AnalyticsEvent } from '../../api/analytics';
import type { PageLocation } from '../../utils/pageLocation';
import type { PorticoEventRecord } from '../events/types';
import type { ErrorReport } from '../logger/types';
import { createEventId } from './createEventId';

/**
 * The event fields that may leave the page: what happened, never who. An address
 * (`caipAddress`) or anything a future event adds is left out until listed here.
 */
const SENT_PROPERTIES = [
  'connected',
  'view',
  'from',
  'to',
  'code',
  'variant',
  'namespace',
  'connectorId',
  'caipNetworkId',
] as const;

/** `POST /e` body of a host event (eventId, url, domain, timestamp, props). */
export function toAnalyticsEvent(record: PorticoEventRecord, page: PageLocation): AnalyticsEvent {
  const properties: Record<string, unknown> = {};
  for (const key of SENT_PROPERTIES) {
    const value = (record as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'boolean') properties[key] = value;
  }
  return {
    eventId: createEventId(),
    url: page.url,
    domain: page.hostname,
    timestamp: record.timestamp,
    props: { type: 'track', event: record.type, properties },
  };
}

/** `POST /e` body of an error report (props type `error`). */
export function toErrorEvent(report: ErrorReport, page: PageLocation): AnalyticsEvent {
  return {
    eventId: createEventId(),
    url: page.url,
    domain: page.hostname,
    timestamp: report.time,
    props: {
      type: 'error',
      event: 'ERROR',
      properties: {
        source: report.source,
        code: report.code,
        ...(report.status === undefined ? {} : { status: report.status }),
      },
    },
  };
}
