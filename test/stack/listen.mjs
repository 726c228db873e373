/**
 * Starts `server` listening on `host`:`port` (0 = a free port) and resolves with the port it
 * got; rejects with the server's error (EADDRINUSE …) instead of leaving it unhandled.
 * @param {import('node:net').Server | import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
 */
export function listen(server, port, host) {
  // An HTTP server drops an idle keep-alive socket after 5 s by default; a client (the e2e
  // suite's request context, a browser) may send its next request on it just then and get
  // ECONNRESET. Idle sockets are kept longer than clients keep them, so the client closes
  // first. (Node 20's close() still ends idle sockets at once.)
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}
