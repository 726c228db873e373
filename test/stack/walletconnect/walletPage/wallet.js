// The local wallet page: talks only to the peer wallet's control API on the same origin.
const $ = (id) => document.getElementById(id);
const message = $('message');

async function api(path, body) {
  const response = await fetch(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(payload?.error ?? `HTTP ${response.status}`);
  return payload;
}

function say(text, isError = false) {
  message.textContent = text;
  message.classList.toggle('error', isError);
}

const run = (action, done) => async () => {
  try {
    const result = await action();
    if (done) say(done(result));
    await refresh();
  } catch (error) {
    say(error instanceof Error ? error.message : String(error), true);
  }
};

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function button(label, onClick) {
  const node = element('button', label);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

function fill(list, items, render, emptyText) {
  list.replaceChildren(...(items.length ? items.map(render) : [element('li', emptyText, 'empty')]));
}

const chainsOf = (proposal) =>
  [
    ...Object.values(proposal.requiredNamespaces ?? {}),
    ...Object.values(proposal.optionalNamespaces ?? {}),
  ]
    .flatMap((namespace) => namespace.chains ?? [])
    .join(', ');

function describeRequest(request) {
  if (request.method === 'personal_sign') {
    const [data] = request.params;
    if (typeof data === 'string' && /^0x([0-9a-f]{2})*$/i.test(data)) {
      try {
        const bytes = new Uint8Array(
          data
            .slice(2)
            .match(/../g)
            ?.map((pair) => parseInt(pair, 16)) ?? [],
        );
        return `Message: ${new TextDecoder('utf-8', { fatal: true }).decode(bytes)}`;
      } catch {
        return `Message (hex): ${data}`;
      }
    }
    return `Message: ${String(data)}`;
  }
  return JSON.stringify(request.params, null, 2);
}

let latest = null;

function render(status) {
  latest = status;
  for (const select of document.querySelectorAll('select[data-behavior]')) {
    if (document.activeElement !== select) select.value = status.behavior[select.dataset.behavior];
  }
  fill(
    $('proposals'),
    status.proposals,
    (proposal) => {
      const item = element('li');
      item.append(
        element('strong', proposal.peer?.name || 'Unknown app'),
        element('div', proposal.peer?.url ?? '', 'detail'),
        element('div', `Chains: ${chainsOf(proposal) || 'none named'}`, 'detail'),
      );
      const actions = element('div', undefined, 'actions');
      actions.append(
        button(
          'Approve',
          run(
            () => api(`/proposals/${proposal.id}/approve`, {}),
            () => 'Connected.',
          ),
        ),
        button(
          'Reject',
          run(
            () => api(`/proposals/${proposal.id}/reject`, {}),
            () => 'Rejected.',
          ),
        ),
      );
      item.append(actions);
      return item;
    },
    'No connection requests.',
  );
  fill(
    $('requests'),
    status.requests,
    (request) => {
      const item = element('li');
      item.append(
        element('strong', `${request.method} on ${request.chainId}`),
        element('div', describeRequest(request), 'detail'),
      );
      const actions = element('div', undefined, 'actions');
      actions.append(
        button(
          'Approve',
          run(
            () => api(`/requests/${request.id}/approve`, {}),
            () => 'Approved.',
          ),
        ),
        button(
          'Reject',
          run(
            () => api(`/requests/${request.id}/reject`, {}),
            () => 'Rejected.',
          ),
        ),
      );
      item.append(actions);
      return item;
    },
    'No pending requests.',
  );
  $('account').textContent =
    `Account ${status.accountIndex}: ${status.account} on chain ${status.chainId} · relay ${
      status.relayConnected ? 'connected' : 'disconnected'
    }`;
  fill(
    $('sessions'),
    status.sessions,
    (session) => {
      const item = element('li');
      item.append(
        element('strong', session.peer?.name || 'Unknown app'),
        element('div', session.accounts.join('\n'), 'detail'),
      );
      const actions = element('div', undefined, 'actions');
      actions.append(
        button(
          'Disconnect',
          run(
            () => api('/disconnect', { topic: session.topic }),
            () => 'Disconnected.',
          ),
        ),
      );
      item.append(actions);
      return item;
    },
    'No sessions.',
  );
}

async function refreshLog() {
  const log = await api('/log');
  $('log').replaceChildren(
    ...log.slice(-30).map((entry) => {
      const { at, kind, outcome, method, name } = entry;
      return element(
        'li',
        `${at.slice(11, 19)} ${kind} ${method ?? name ?? entry.peer ?? ''} ${outcome ?? ''}`,
      );
    }),
  );
}

async function refresh() {
  try {
    render(await api('/status'));
    await refreshLog();
  } catch (error) {
    say(`Wallet unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}

$('pair-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('uri');
  void run(
    () => api('/pair', { uri: input.value.trim() }),
    () => {
      input.value = '';
      return 'Paired: waiting for the connection request…';
    },
  )();
});

for (const select of document.querySelectorAll('select[data-behavior]')) {
  select.addEventListener(
    'change',
    () => void run(() => api('/behavior', { [select.dataset.behavior]: select.value }))(),
  );
}

$('next-account').addEventListener(
  'click',
  run(
    () =>
      api('/events', {
        name: 'accountsChanged',
        accountIndex: ((latest?.accountIndex ?? 0) + 1) % 10,
      }),
    (result) => `Account: ${result.account}`,
  ),
);
$('next-chain').addEventListener(
  'click',
  run(
    () => {
      const ids = latest?.chains.map((chain) => chain.chainId) ?? [];
      const next = ids[(ids.indexOf(latest?.chainId) + 1) % ids.length];
      return api('/events', { name: 'chainChanged', chainId: next });
    },
    (result) => `Chain: ${result.chainId}`,
  ),
);

void refresh();
setInterval(() => void refresh(), 1000);
