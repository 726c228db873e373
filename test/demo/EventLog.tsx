import { useEffect, useState } from 'react';
import type { PorticoEventRecord, WalletModal } from 'portico';

function details(event: PorticoEventRecord): string {
  const { type: _type, seq: _seq, timestamp: _timestamp, ...rest } = event;
  return JSON.stringify(rest);
}

/** Every event from `modal.subscribeEvents`, in emission order. */
export function EventLog({ modal }: { modal: WalletModal }) {
  const [events, setEvents] = useState<PorticoEventRecord[]>([]);
  useEffect(
    () => modal.subscribeEvents((event) => setEvents((previous) => [...previous, event])),
    [modal],
  );

  return (
    <section className="demo-panel" aria-labelledby="demo-events-heading">
      <h2 id="demo-events-heading">Events</h2>
      <button type="button" onClick={() => setEvents([])} disabled={events.length === 0}>
        Clear log
      </button>
      {events.length === 0 ? (
        <p className="demo-muted">No events yet.</p>
      ) : (
        <ol className="demo-event-log" aria-label="Event log">
          {events.map((event) => (
            <li key={event.seq} data-event-type={event.type}>
              <span className="demo-event-seq">#{event.seq}</span> <strong>{event.type}</strong>{' '}
              <code>{details(event)}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
