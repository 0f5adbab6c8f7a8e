import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type WorkerHealth = {
  /** The job handlers run: /healthz says 200 from now on. */
  ready(): void;
  port: number;
  stop(): Promise<void>;
};

/**
 * A worker's only HTTP (ADR 125): GET /healthz, 503 until its job handlers run, then 200 `{"ok":true}`, so a
 * supervisor can tell a worker that takes jobs from one still starting. A plain node:http server: a worker has
 * no routes, sockets or uploads for Fastify to carry.
 */
export async function serveWorkerHealth(port: number, host: string): Promise<WorkerHealth> {
  let ready = false;
  const server = http.createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://worker');
    if (url.pathname !== '/healthz') return send(404, { ok: false, message: 'Not found' });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, { ok: false, message: 'Method not allowed' });
    return ready ? send(200, { ok: true }) : send(503, { ok: false });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    ready: () => void (ready = true),
    port: (server.address() as AddressInfo).port,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
