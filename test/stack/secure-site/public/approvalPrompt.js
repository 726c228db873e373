/*
 * The secure frame's approval prompt (plain browser JS, loaded by /frame.html before frame.js
 * under the same strict CSP). It shows the queued unsafe requests one at a time, with the
 * app's name ("Requested by <name>", from SYNC_DAPP_DATA) and the page's origin, and the theme
 * of SYNC_THEME (`data-theme` on <html>, an opaque accent colour). Everything shown is set
 * with textContent, never innerHTML.
 *
 * Only a trusted click on an armed Approve approves, and only the request shown when the press
 * began: Approve arms once the request has shown for ARM_MS, unchanged, with the prompt fully
 * visible and uncovered (IntersectionObserver v2: no element over it, no opacity, filter or
 * transform on the frame or its ancestors); any change to what is shown (another request, the
 * app's name, the theme) or to its visibility disarms it and starts again. `data-armed` on
 * Approve says when it works. A browser without visibility tracking cannot approve here.
 *
 * `data-visible` on the prompt says what the visibility tracking last reported. With
 * `holdArming` (the test switch of that name), Approve arms only when `armNow()` is called,
 * so a test decides when "long enough" has passed instead of waiting for it.
 *
 * Defines `window.porticoApprovalPrompt.create({ parentOrigin, onDecide, holdArming })` → the prompt:
 * push(entry) (false when MAX_QUEUE are waiting), remove(entry), and syncTheme(payload) /
 * syncDappData(payload), which check the SYNC_THEME / SYNC_DAPP_DATA payloads (throwing an
 * Error whose message is the reply's) and apply them. An entry is `{ requestId, display }`
 * (display: backend's describeRequest.mjs) plus whatever the caller keeps in it.
 */
(() => {
  'use strict';
  /** How long a request shows, unchanged and unobstructed, before Approve works. */
  const ARM_MS = 600;
  /** Requests waiting in the prompt at most; more are refused (the backend has the same bound). */
  const MAX_QUEUE = 5;
  const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  const FUNCTIONAL =
    /^(rgb|rgba|hsl|hsla)\(\s*([0-9.%]+)[\s,]+([0-9.%]+)[\s,]+([0-9.%]+)(?:\s*[,/]\s*([0-9.%]+))?\s*\)$/i;

  /**
   * The accent to apply: an opaque hex or rgb()/hsl() colour; null for a value in another
   * notation (left unapplied, as a colour this prompt does not read). A colour that could hide
   * Approve (transparent, or any alpha below 1) throws.
   */
  function accentOf(value) {
    const colour = typeof value === 'string' ? value.trim() : '';
    const hex = HEX.exec(colour)?.[1];
    const parts = hex ? null : FUNCTIONAL.exec(colour);
    if (!hex && !parts) {
      if (colour.toLowerCase() !== 'transparent') return null;
    } else if (hex) {
      if (hex.length === 3 || hex.length === 6) return colour;
      if (/^f{1,2}$/i.test(hex.slice(hex.length === 4 ? 3 : 6))) return colour;
    } else {
      const alpha = parts?.[5];
      if (alpha === undefined || alpha === '100%' || Number(alpha) === 1) return colour;
    }
    throw new Error('Invalid themeVariables.accent: an opaque colour is needed');
  }

  const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

  /** A string field of SYNC_DAPP_DATA: absent, or a string of at most `max` characters. */
  function field(value, name, max = 200) {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > max) throw new Error(`Invalid ${name}`);
    return value;
  }

  /** SYNC_DAPP_DATA's payload, checked; unknown fields are dropped. */
  function checkDappData(payload) {
    if (!isRecord(payload)) throw new Error('Invalid dapp data');
    const { metadata = {} } = payload;
    if (!isRecord(metadata)) throw new Error('Invalid metadata');
    const { icons = [] } = metadata;
    if (!Array.isArray(icons) || icons.length > 10) throw new Error('Invalid metadata.icons');
    return {
      metadata: {
        name: field(metadata.name, 'metadata.name', 100)?.trim() || undefined,
        description: field(metadata.description, 'metadata.description', 2000),
        url: field(metadata.url, 'metadata.url'),
        icons: icons.map((icon) => field(icon, 'metadata.icons', 2000)),
      },
      sdkVersion: field(payload.sdkVersion, 'sdkVersion'),
      sdkType: field(payload.sdkType, 'sdkType'),
      projectId: field(payload.projectId, 'projectId'),
    };
  }

  function create({ parentOrigin, onDecide, holdArming = false }) {
    const element = (id) => document.getElementById(id);
    const view = {
      root: element('approval'),
      title: element('approval-title'),
      app: element('approval-app'),
      name: element('approval-name'),
      details: element('approval-details'),
      warnings: element('approval-warnings'),
      text: element('approval-text'),
      approve: element('approve'),
      status: element('approval-status'),
    };
    const queue = [];
    let appName = null;
    // Every change to what is shown starts a new generation: Approve re-arms, and a press
    // made on an earlier one is not a click on this one.
    let generation = 0;
    let pressedOn = -1;
    let armTimer = 0;
    let visible = false;

    function row(label, value) {
      const term = document.createElement('dt');
      term.textContent = label;
      const detail = document.createElement('dd');
      detail.textContent = value;
      view.details.append(term, detail);
    }

    function disarm() {
      clearTimeout(armTimer);
      view.approve.disabled = true;
      delete view.approve.dataset.armed;
    }

    /** Arms Approve once the prompt has been shown, unchanged and unobstructed, for ARM_MS. */
    function rearm() {
      generation += 1;
      disarm();
      if (!queue[0]) return;
      if (!visible) {
        view.status.textContent = visibilityTracked
          ? 'Approve works once this prompt is fully visible and nothing covers it.'
          : 'This browser cannot confirm that the prompt is visible: it cannot approve here.';
        return;
      }
      view.status.textContent = '';
      if (!holdArming) armTimer = setTimeout(arm, ARM_MS, generation);
    }

    /** Arms Approve for `shown` if it is still what shows, visible. */
    function arm(shown) {
      if (shown !== generation || !visible || !queue[0]) return false;
      view.approve.disabled = false;
      view.approve.dataset.armed = 'true';
      return true;
    }

    function show() {
      const next = queue[0];
      if (!next) {
        view.root.hidden = true;
        rearm();
        return;
      }
      const { display } = next;
      view.title.textContent = display.title;
      // The browser's word for who asks; the name is the page's own claim.
      view.app.textContent = `Requested by ${parentOrigin}`;
      view.name.textContent = appName ? `Calls itself “${appName}” (not verified)` : '';
      view.name.hidden = !appName;
      view.details.replaceChildren();
      row('Network', display.chainId);
      for (const entry of display.rows) row(entry.label, entry.value);
      view.warnings.replaceChildren(
        ...display.warnings.map((warning) => {
          const item = document.createElement('li');
          item.textContent = warning;
          return item;
        }),
      );
      view.warnings.hidden = display.warnings.length === 0;
      view.text.textContent = display.text ?? '';
      view.text.hidden = !display.text;
      view.root.hidden = false;
      rearm();
    }

    // Visible means (IntersectionObserver v2): nothing over the prompt, no opacity, filter or
    // transform on the frame or its ancestors; and Approve inside the viewport whole. The
    // prompt may be taller than the frame (the user scrolls it), so only Approve must fit.
    const visibilityTracked =
      typeof IntersectionObserverEntry !== 'undefined' &&
      'isVisible' in IntersectionObserverEntry.prototype;
    if (visibilityTracked) {
      const seen = new Map();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) seen.set(entry.target, entry);
          const root = seen.get(view.root);
          const button = seen.get(view.approve);
          const now = Boolean(
            root?.isVisible && button?.isVisible && button.intersectionRatio >= 0.999,
          );
          if (now === visible) return;
          visible = now;
          view.root.dataset.visible = String(now);
          rearm();
        },
        { threshold: [0, 0.5, 0.999, 1], trackVisibility: true, delay: 100 },
      );
      observer.observe(view.root);
      observer.observe(view.approve);
    }

    // A press (pointer or key) names the generation it was made on; the click must match.
    view.approve.addEventListener('pointerdown', () => (pressedOn = generation));
    view.approve.addEventListener('keydown', () => (pressedOn = generation));
    view.approve.addEventListener('click', (event) => {
      const pressed = pressedOn;
      pressedOn = -1;
      if (!event.isTrusted || view.approve.disabled || pressed !== generation || !queue[0]) return;
      onDecide(queue[0], true);
    });
    element('reject').addEventListener('click', () => {
      if (queue[0]) onDecide(queue[0], false);
    });

    return {
      /** With `holdArming` (tests): arms now what shows, if visible; instead of after ARM_MS. */
      armNow: () => arm(generation),
      push(entry) {
        if (queue.length >= MAX_QUEUE) return false;
        queue.push(entry);
        if (queue.length === 1) show();
        return true;
      },
      remove(entry) {
        const index = queue.indexOf(entry);
        if (index < 0) return;
        queue.splice(index, 1);
        if (index === 0) show();
      },
      /** SYNC_DAPP_DATA: the checked data; its name shows as a claim under the origin. */
      syncDappData(payload) {
        const data = checkDappData(payload);
        appName = data.metadata.name ?? null;
        if (queue[0]) show();
        return data;
      },
      /**
       * SYNC_THEME {themeMode?: 'light' | 'dark', themeVariables?: {accent?}}: the mode goes to
       * <html data-theme> (kept when absent); an opaque accent tints Approve.
       */
      syncTheme(payload) {
        if (!isRecord(payload)) throw new Error('Invalid theme');
        const { themeMode, themeVariables = {} } = payload;
        if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
          throw new Error('Invalid themeMode');
        if (!isRecord(themeVariables)) throw new Error('Invalid themeVariables');
        const accent = accentOf(themeVariables.accent);
        const html = document.documentElement;
        if (themeMode) html.dataset.theme = themeMode;
        if (accent) html.style.setProperty('--accent', accent);
        else html.style.removeProperty('--accent');
        if (queue[0]) show();
      },
    };
  }

  Object.defineProperty(window, 'porticoApprovalPrompt', {
    value: Object.freeze({ create }),
  });
})();
