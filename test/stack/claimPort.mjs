import { createServer } from 'node:net';

/**
 * Resolves with `port` once it is free on `host`, or with a free port when `port` is 0, for a
 * stand-in that runs as a child process (anvil, Alto) and so cannot report "address in use"
 * itself until after a slow start: checking first turns it into a clear error instead of a
 * service that answers from some other process.
 * @param {number} port
 * @param {string} host
 * @param {string} who the service, for the error (`anvil`, `bundler`)
 * @returns {Promise<number>}
 */
export function claimPort(port, host, who) {
  return new Promise((resolveClaim, rejectClaim) => {
    const probe = createServer();
    probe.once('error', (error) =>
      rejectClaim(
        new Error(
          `${who} on ${host}: cannot listen on port ${port} (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message})`,
        ),
      ),
    );
    probe.listen(port, host, () => {
      const address = probe.address();
      const claimed = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolveClaim(claimed));
    });
  });
}
