import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRoute = (
  body: Buffer,
  req: IncomingMessage,
) => { status?: number; type?: string; body: string | Buffer };

/** A tiny OpenAI-compatible server for tests: each path answers with the function the test gives it. */
export async function startFakeOpenAi(routes: Record<string, FakeRoute>) {
  const requests: { path: string; body: Buffer; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '').replace(/^\/v1/, '');
      requests.push({ path, body, headers: req.headers });
      const route = routes[path];
      const answer = route
        ? route(body, req)
        : { status: 404, body: JSON.stringify({ error: { message: 'not found' } }) };
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const chatAnswer = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
