/**
 * Starts `server` listening on `host`:`port` (0 = a free port) and resolves with the port it
 * got; rejects with the server's error (EADDRINUSE …) instead of leaving it unhandled.
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
 */
export function listen(server, port, host) {
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}
