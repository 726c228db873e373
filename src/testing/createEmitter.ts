import type { Eip1193EventMap, Eip1193EventName, Eip1193Listener } from './types';

export interface Emitter {
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void;
  off<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void;
  emit<E extends Eip1193EventName>(event: E, ...args: Eip1193EventMap[E]): void;
}

/**
 * A typed listener registry for the four EIP-1193 events. A listener that throws is reported
 * and does not stop the others, as in a real wallet, where the page's code cannot break it.
 */
export function createEmitter(): Emitter {
  const listeners: { [E in Eip1193EventName]: Set<Eip1193Listener<E>> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    connect: new Set(),
    disconnect: new Set(),
  };
  return {
    on(event, listener) {
      listeners[event].add(listener);
    },
    off(event, listener) {
      listeners[event].delete(listener);
    },
    emit(event, ...args) {
      // Copy first: a listener may remove itself while we iterate.
      for (const listener of [...listeners[event]]) {
        try {
          listener(...args);
        } catch (error) {
          console.error(`Portico dev wallet: a '${event}' listener threw`, error);
        }
      }
    },
  };
}
