// Preloaded with --import by the no-network test: any attempt to open a connection or look up a host throws,
// in the main thread and in worker threads alike (they inherit execArgv), so a run that succeeds used none.
import dns from 'node:dns';
import net from 'node:net';

const refuse = (what) => () => {
  throw new Error(`network access attempted: ${what}`);
};
net.Socket.prototype.connect = refuse('net.Socket.connect');
dns.lookup = refuse('dns.lookup');
dns.promises.lookup = refuse('dns.promises.lookup');
globalThis.fetch = refuse('fetch');
