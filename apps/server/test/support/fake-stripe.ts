import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = { method: string; path: string; form: URLSearchParams; key: string };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

/**
 * Stripe's API at the network edge, for tests only: the server's real `stripe` client is pointed here with
 * STRIPE_API_URL. It answers Checkout session creation as Stripe does (form-encoded in, JSON out) and keeps
 * every request so a test can read what would have been charged.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let next = 1;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    requests.push({ method: request.method ?? '', path: request.url ?? '', form, key });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const id = `cs_test_${next++}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.test/pay/${id}`,
          metadata: { user_id: form.get('metadata[user_id]'), item: form.get('metadata[item]') },
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event as the webhook receives it. */
export function checkoutCompleted(id: string, userId: string, item: 'student_plan' | 'add_on', paid = true) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        mode: item === 'student_plan' ? 'subscription' : 'payment',
        payment_status: paid ? 'paid' : 'unpaid',
        client_reference_id: userId,
        metadata: { user_id: userId, item },
      },
    },
  };
}
