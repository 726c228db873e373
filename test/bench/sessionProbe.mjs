/**
 * Installed before the page's scripts (serialized by Playwright, so self-contained): counts the
 * main world's live event listeners and pending timers, for the long-session bench.
 *
 * Listeners: `EventTarget.prototype.addEventListener/removeEventListener` wrapped; a listener
 * is one (target, type, callback, capture) as the DOM dedupes them; `once` listeners leave
 * when they fire, `signal` ones on abort; a collected target's listeners leave with it (a
 * FinalizationRegistry, so a dropped element holding listeners is not a leak, as in Chromium).
 * Timers: setTimeout until it fires or is cleared, setInterval until cleared,
 * requestAnimationFrame until it runs or is cancelled.
 * `window.__porticoSession.read()` returns the counts (by type and by timer kind).
 */
export function installSessionProbe() {
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  // target → Map<key "type|capture", Map<callback, detach()>>; values reachable only via target.
  const registry = new WeakMap();
  const byType = new Map();
  const bump = (type, delta) => byType.set(type, (byType.get(type) ?? 0) + delta);
  // The held value is the target's own per-type counts (no callbacks, so no path back to it).
  const finalization = new FinalizationRegistry((counts) => {
    for (const [type, n] of counts) bump(type, -n);
  });
  const countsOf = new WeakMap();
  const captureOf = (options) =>
    typeof options === 'boolean' ? options : Boolean(options && options.capture);

  function forget(target, type, capture, callback) {
    const entries = registry.get(target)?.get(`${type}|${capture}`);
    const detach = entries?.get(callback);
    if (!detach) return;
    entries.delete(callback);
    const counts = countsOf.get(target);
    counts.set(type, counts.get(type) - 1);
    bump(type, -1);
    detach();
  }

  EventTarget.prototype.addEventListener = function addEventListener(type, callback, options) {
    add.call(this, type, callback, options);
    const signal = typeof options === 'object' && options ? options.signal : undefined;
    if (!callback || signal?.aborted) return;
    const capture = captureOf(options);
    let perTarget = registry.get(this);
    if (!perTarget) {
      perTarget = new Map();
      registry.set(this, perTarget);
      const counts = new Map();
      countsOf.set(this, counts);
      finalization.register(this, counts);
    }
    const key = `${type}|${capture}`;
    let entries = perTarget.get(key);
    if (!entries) perTarget.set(key, (entries = new Map()));
    if (entries.has(callback)) return;
    // Our own helpers go through the unwrapped methods, so they are not counted.
    const undo = [];
    if (typeof options === 'object' && options?.once) {
      const fired = () => forget(this, type, capture, callback);
      add.call(this, type, fired, { capture, once: true });
      undo.push(() => remove.call(this, type, fired, { capture }));
    }
    if (signal) {
      const aborted = () => forget(this, type, capture, callback);
      add.call(signal, 'abort', aborted, { once: true });
      undo.push(() => remove.call(signal, 'abort', aborted));
    }
    entries.set(callback, () => undo.forEach((fn) => fn()));
    const counts = countsOf.get(this);
    counts.set(type, (counts.get(type) ?? 0) + 1);
    bump(type, 1);
  };
  EventTarget.prototype.removeEventListener = function removeEventListener(
    type,
    callback,
    options,
  ) {
    remove.call(this, type, callback, options);
    if (callback) forget(this, type, captureOf(options), callback);
  };

  const pending = { timeout: new Set(), interval: new Set(), animationFrame: new Set() };
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  const raf = window.requestAnimationFrame;
  const caf = window.cancelAnimationFrame;
  window.setTimeout = function setTimeout(handler, ms, ...args) {
    const id = st.call(
      window,
      (...inner) => {
        pending.timeout.delete(id);
        return typeof handler === 'function' ? handler(...inner) : undefined;
      },
      ms,
      ...args,
    );
    pending.timeout.add(id);
    return id;
  };
  window.clearTimeout = function clearTimeout(id) {
    pending.timeout.delete(id);
    // Timeouts and intervals share one id space: clearTimeout may clear an interval.
    pending.interval.delete(id);
    return ct.call(window, id);
  };
  window.setInterval = function setInterval(handler, ms, ...args) {
    const id = si.call(window, handler, ms, ...args);
    pending.interval.add(id);
    return id;
  };
  window.clearInterval = function clearInterval(id) {
    pending.interval.delete(id);
    pending.timeout.delete(id);
    return ci.call(window, id);
  };
  window.requestAnimationFrame = function requestAnimationFrame(callback) {
    const id = raf.call(window, (time) => {
      pending.animationFrame.delete(id);
      callback(time);
    });
    pending.animationFrame.add(id);
    return id;
  };
  window.cancelAnimationFrame = function cancelAnimationFrame(id) {
    pending.animationFrame.delete(id);
    return caf.call(window, id);
  };

  Object.defineProperty(window, '__porticoSession', {
    value: {
      read() {
        const types = Object.fromEntries([...byType].filter(([, n]) => n !== 0).sort());
        return {
          listeners: Object.values(types).reduce((sum, n) => sum + n, 0),
          listenersByType: types,
          timeouts: pending.timeout.size,
          intervals: pending.interval.size,
          animationFrames: pending.animationFrame.size,
        };
      },
    },
  });
}
