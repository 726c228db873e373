/**
 * Heap snapshots over a Playwright CDPSession, for the long-session bench (longSession.mjs).
 */

/** Takes a heap snapshot (after a GC) and returns it parsed. */
export async function takeHeapSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join(''));
}

/**
 * Counts and self sizes by `type:name` (a constructor's or a closure's name, a string's text
 * cut to 40 characters) over every node of `snapshot`.
 */
export function summarizeSnapshot(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[fields.indexOf('type')];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const { nodes, strings } = snapshot;
  const groups = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const key = `${types[nodes[i + typeAt]]}:${strings[nodes[i + nameAt]].slice(0, 40)}`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[i + sizeAt];
    groups.set(key, group);
  }
  return groups;
}

/** The `limit` groups that grew most in bytes from `before` to `after` (summaries). */
export function snapshotGrowth(before, after, limit = 25) {
  return [...after]
    .map(([key, { count, bytes }]) => {
      const was = before.get(key) ?? { count: 0, bytes: 0 };
      return { key, count: count - was.count, bytes: bytes - was.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}

/**
 * The detached DOM nodes of a snapshot: alive but out of the document. Chromium marks them
 * with the node field `detachedness` (2 = detached); older ones named them `Detached <tag>`.
 * Returns `{ detached, byName }` (up to 20 names and counts).
 */
export function countDetached(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const [nameAt, detachednessAt] = ['name', 'detachedness'].map((f) => fields.indexOf(f));
  const { nodes, strings } = snapshot;
  const byName = new Map();
  let detached = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const name = strings[nodes[i + nameAt]];
    const isDetached =
      (detachednessAt !== -1 && nodes[i + detachednessAt] === 2) || name.startsWith('Detached ');
    if (!isDetached) continue;
    detached += 1;
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20);
  return { detached, byName: Object.fromEntries(top) };
}

/**
 * The objects of `after` that `before` did not have (by snapshot node id: ids are stable
 * within one page), grouped by how they are retained: the shortest path from the GC roots
 * (weak edges skipped), shown as the last `hops` steps. Returns the `limit` groups with the
 * most bytes, each `{ path, count, bytes }`, for finding a leak's holder.
 */
export function newObjectRetainers(before, after, { hops = 7, limit = 12 } = {}) {
  const fields = after.snapshot.meta.node_fields;
  const edgeFields = after.snapshot.meta.edge_fields;
  const nodeTypes = after.snapshot.meta.node_types[fields.indexOf('type')];
  const edgeTypes = after.snapshot.meta.edge_types[edgeFields.indexOf('type')];
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = [
    'type',
    'name',
    'id',
    'self_size',
    'edge_count',
  ].map((f) => fields.indexOf(f));
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) =>
    edgeFields.indexOf(f),
  );
  const { nodes, edges, strings } = after;
  const nodeCount = nodes.length / fields.length;
  const firstEdge = new Uint32Array(nodeCount + 1);
  for (let n = 0; n < nodeCount; n += 1)
    firstEdge[n + 1] = firstEdge[n] + nodes[n * fields.length + edgeCountAt] * edgeFields.length;

  const oldIds = new Set();
  const beforeFields = before.snapshot.meta.node_fields;
  const beforeIdAt = beforeFields.indexOf('id');
  for (let i = 0; i < before.nodes.length; i += beforeFields.length)
    oldIds.add(before.nodes[i + beforeIdAt]);

  // Breadth-first from the root: each node's parent and the edge that reached it.
  const parent = new Int32Array(nodeCount).fill(-1);
  const via = new Int32Array(nodeCount).fill(-1);
  parent[0] = 0;
  let queue = [0];
  while (queue.length) {
    const next = [];
    for (const n of queue)
      for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeFields.length) {
        if (edgeTypes[edges[e + edgeTypeAt]] === 'weak') continue;
        const to = edges[e + toAt] / fields.length;
        if (parent[to] !== -1) continue;
        parent[to] = n;
        via[to] = e;
        next.push(to);
      }
    queue = next;
  }

  const label = (n) =>
    `${nodeTypes[nodes[n * fields.length + typeAt]]}:${strings[nodes[n * fields.length + nameAt]].slice(0, 40)}`;
  const edgeLabel = (e) => {
    const kind = edgeTypes[edges[e + edgeTypeAt]];
    const name = edges[e + edgeNameAt];
    return kind === 'element' || kind === 'hidden' ? `[${name}]` : `.${strings[name]}`;
  };
  // Code, shapes and engine internals grow as the JIT warms up: not the program's objects.
  const program = new Set([
    'object',
    'array',
    'string',
    'concatenated string',
    'sliced string',
    'closure',
    'regexp',
    'number',
    'native',
  ]);
  const groups = new Map();
  for (let n = 1; n < nodeCount; n += 1) {
    const base = n * fields.length;
    if (oldIds.has(nodes[base + idAt]) || parent[n] === -1) continue;
    if (!program.has(nodeTypes[nodes[base + typeAt]])) continue;
    // Up to the first old object (the holder), then `hops` steps of its own path for context.
    let top = n;
    while (parent[top] !== 0 && !oldIds.has(nodes[parent[top] * fields.length + idAt]))
      top = parent[top];
    // `a .edge → b .edge (×k, a run of the same step) → … → holder .edge → first new (new)`.
    const chain = [];
    for (let at = top; at !== 0; at = parent[at]) {
      const step = `${label(parent[at])} ${edgeLabel(via[at])}`;
      if (chain[0]?.step === step) chain[0].times += 1;
      else chain.unshift({ step, times: 1 });
    }
    const shown = chain
      .slice(-hops)
      .map(({ step, times }) => (times > 1 ? `${step} (×${times})` : step));
    const path = `${shown.join(' → ')} → ${label(top)} (new)`;
    const group = groups.get(path) ?? { path, count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[base + sizeAt];
    groups.set(path, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes).slice(0, limit);
}

/**
 * The JIT code `after` has that `before` did not (by node id), in bytes by script: each new
 * `Code` object's function (the closure or SharedFunctionInfo holding it) → its script's name
 * (a chunk's URL; Playwright's injected scripts have none). Returns `[{ script, bytes }]`.
 */
export function newCodeByScript(before, after, limit = 10) {
  const fields = after.snapshot.meta.node_fields;
  const edgeFields = after.snapshot.meta.edge_fields;
  const nodeTypes = after.snapshot.meta.node_types[fields.indexOf('type')];
  const [typeAt, nameAt, idAt, edgeCountAt] = ['type', 'name', 'id', 'edge_count'].map((f) =>
    fields.indexOf(f),
  );
  const [edgeNameAt, toAt, edgeTypeAt] = ['name_or_index', 'to_node', 'type'].map((f) =>
    edgeFields.indexOf(f),
  );
  const edgeTypes = after.snapshot.meta.edge_types[edgeFields.indexOf('type')];
  const { nodes, edges, strings } = after;
  const nodeCount = nodes.length / fields.length;
  const firstEdge = new Uint32Array(nodeCount + 1);
  for (let n = 0; n < nodeCount; n += 1)
    firstEdge[n + 1] = firstEdge[n] + nodes[n * fields.length + edgeCountAt] * edgeFields.length;
  const name = (n) => strings[nodes[n * fields.length + nameAt]];
  const named = (n, edge) => {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeFields.length) {
      const kind = edgeTypes[edges[e + edgeTypeAt]];
      if (kind !== 'element' && kind !== 'hidden' && strings[edges[e + edgeNameAt]] === edge)
        return edges[e + toAt] / fields.length;
    }
    return -1;
  };
  const oldIds = new Set();
  const beforeFields = before.snapshot.meta.node_fields;
  for (let i = 0; i < before.nodes.length; i += beforeFields.length)
    oldIds.add(before.nodes[i + beforeFields.indexOf('id')]);
  // Code object → the SharedFunctionInfo of its function (held by the SFI's
  // `trusted_function_data`, or by a closure's `code`, whose `shared` is the SFI).
  const sfiOfCode = new Int32Array(nodeCount).fill(-1);
  const streamOfCode = new Int32Array(nodeCount).fill(-1);
  for (let n = 0; n < nodeCount; n += 1) {
    const kind = nodeTypes[nodes[n * fields.length + typeAt]];
    if (name(n) === 'system / Code') streamOfCode[n] = named(n, 'instruction_stream');
    else if (name(n) === 'system / SharedFunctionInfo') {
      const code = named(n, 'trusted_function_data');
      if (code !== -1 && sfiOfCode[code] === -1) sfiOfCode[code] = n;
    } else if (kind === 'closure') {
      const code = named(n, 'code');
      if (code !== -1) sfiOfCode[code] = named(n, 'shared');
    }
  }
  const sizeAt = fields.indexOf('self_size');
  const bytes = new Map();
  for (let code = 0; code < nodeCount; code += 1) {
    const stream = streamOfCode[code];
    if (stream < 0 || oldIds.has(nodes[stream * fields.length + idAt])) continue;
    const sfi = sfiOfCode[code];
    const script = sfi < 0 ? -1 : named(sfi, 'script');
    const source = script < 0 ? -1 : named(script, 'name');
    const url = source < 0 ? '(unknown)' : name(source) || '(no name)';
    bytes.set(url, (bytes.get(url) ?? 0) + nodes[stream * fields.length + sizeAt]);
  }
  return [...bytes]
    .map(([script, size]) => ({ script, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}

/**
 * The bytes of a snapshot's `code` nodes: the compiled code V8 keeps (bytecode, the JIT's
 * optimized code, feedback and their metadata), which grows as functions get hot, not with
 * what the program keeps.
 */
export function codeBytes(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[fields.indexOf('type')];
  const [typeAt, sizeAt] = ['type', 'self_size'].map((f) => fields.indexOf(f));
  const code = types.indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length)
    if (snapshot.nodes[i + typeAt] === code) bytes += snapshot.nodes[i + sizeAt];
  return bytes;
}
