/*
 * The secure frame's approval prompt (plain browser JS, loaded by /frame.html before frame.js
 * under the same strict CSP). It shows the queued unsafe requests one at a time, with the
 * app's name ("Requested by <name>", from SYNC_DAPP_DATA) and the page's origin, and the theme
 * of SYNC_THEME (`data-theme` on <html>, an accent colour). Everything shown is set with
 * textContent, never innerHTML. Only a trusted click on Approve, in this document, approves.
 *
 * Defines `window.porticoApprovalPrompt.create({ parentOrigin, onDecide })` → the prompt:
 * push(entry), remove(entry), and syncTheme(payload) / syncDappData(payload), which check the
 * SYNC_THEME / SYNC_DAPP_DATA payloads (throwing an Error whose message is the reply's) and
 * apply them. An entry is `{ requestId, display }` plus whatever the caller keeps in it.
 */
(() => {
  'use strict';
  const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]{1,40}\))$/;
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

  function create({ parentOrigin, onDecide }) {
    const element = (id) => document.getElementById(id);
    const view = {
      root: element('approval'),
      title: element('approval-title'),
      app: element('approval-app'),
      origin: element('approval-origin'),
      details: element('approval-details'),
      text: element('approval-text'),
    };
    const queue = [];
    let appName = null;

    function row(label, value) {
      const term = document.createElement('dt');
      term.textContent = label;
      const detail = document.createElement('dd');
      detail.textContent = value;
      view.details.append(term, detail);
    }

    function show() {
      const next = queue[0];
      if (!next) {
        view.root.hidden = true;
        return;
      }
      const { display } = next;
      view.title.textContent = display.title;
      view.app.textContent = `Requested by ${appName ?? parentOrigin}`;
      view.origin.textContent = appName ? parentOrigin : '';
      view.origin.hidden = !appName;
      view.details.replaceChildren();
      if (display.kind === 'calls') {
        display.calls.forEach((entry, index) => {
          row(`Call ${index + 1} to`, entry.to);
          row(`Call ${index + 1} value`, entry.value);
        });
      }
      if (display.kind === 'transaction') {
        row('To', display.to);
        row('Value', display.value);
        if (display.erc20Transfer) {
          row('Token transfer to', display.erc20Transfer.recipient);
          row('Token amount (base units)', display.erc20Transfer.amount);
        }
      }
      view.text.textContent = display.text ?? '';
      view.text.hidden = !display.text;
      view.root.hidden = false;
    }

    element('approve').addEventListener('click', (event) => {
      if (event.isTrusted && queue[0]) onDecide(queue[0], true);
    });
    element('reject').addEventListener('click', () => {
      if (queue[0]) onDecide(queue[0], false);
    });

    return {
      push(entry) {
        queue.push(entry);
        if (queue.length === 1) show();
      },
      remove(entry) {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        show();
      },
      /** SYNC_DAPP_DATA: the checked data; its name shows as "Requested by <name>". */
      syncDappData(payload) {
        const data = checkDappData(payload);
        appName = data.metadata.name ?? null;
        if (queue[0]) show();
        return data;
      },
      /**
       * SYNC_THEME {themeMode?: 'light' | 'dark', themeVariables?: {accent?}}: the mode goes to
       * <html data-theme> (kept when absent); a plain-colour accent tints Approve.
       */
      syncTheme(payload) {
        if (!isRecord(payload)) throw new Error('Invalid theme');
        const { themeMode, themeVariables = {} } = payload;
        if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
          throw new Error('Invalid themeMode');
        if (!isRecord(themeVariables)) throw new Error('Invalid themeVariables');
        const html = document.documentElement;
        if (themeMode) html.dataset.theme = themeMode;
        const accent = themeVariables.accent;
        if (typeof accent === 'string' && COLOR.test(accent.trim()))
          html.style.setProperty('--accent', accent.trim());
        else html.style.removeProperty('--accent');
      },
    };
  }

  Object.defineProperty(window, 'porticoApprovalPrompt', {
    value: Object.freeze({ create }),
  });
})();
