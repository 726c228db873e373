import type { EventListener, PorticoEvent, PorticoEventRecord } from './types';

/**
 * Delivers every event to every subscriber, synchronously and in order. The anchor keeps
 * only the latest event in state, so fast sequences lose events; this does not.
 */
export class EventHub {
  private readonly listeners = new Set<EventListener>();
  private seq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  emit(event: PorticoEvent): PorticoEventRecord {
    const record: PorticoEventRecord = { ...event, seq: ++this.seq, timestamp: this.now() };
    for (const listener of [...this.listeners]) {
      try {
        listener(record);
      } catch (error) {
        // A throwing host listener must not starve the others.
        console.error('[portico] event listener threw', error);
      }
    }
    return record;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }
}
