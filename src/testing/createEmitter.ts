import { createDevListeners } from './createDevWalletScript';
import type { Eip1193EventMap, Eip1193EventName, Eip1193Listener } from './types';

export interface Emitter {
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void;
  off<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): void;
  emit<E extends Eip1193EventName>(event: E, ...args: Eip1193EventMap[E]): void;
}

const listenersOf = <E extends Eip1193EventName>(event: E) =>
  createDevListeners<Eip1193EventMap[E]>(`Portico dev wallet: a '${event}' listener`);

/**
 * A typed listener registry for the four EIP-1193 events. A listener that throws is reported
 * and does not stop the others, as in a real wallet, where the page's code cannot break it.
 */
export function createEmitter(): Emitter {
  const listeners: { [E in Eip1193EventName]: ReturnType<typeof listenersOf<E>> } = {
    accountsChanged: listenersOf('accountsChanged'),
    chainChanged: listenersOf('chainChanged'),
    connect: listenersOf('connect'),
    disconnect: listenersOf('disconnect'),
  };
  return {
    on(event, listener) {
      listeners[event].add(listener);
    },
    off(event, listener) {
      listeners[event].remove(listener);
    },
    emit(event, ...args) {
      listeners[event].emit(...args);
    },
  };
}
