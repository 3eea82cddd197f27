import http from 'node:http';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/**
 * A stand-in for Razorpay's API on loopback (orders, order payments, refunds, basic auth), so the
 * real adapter is tested over real HTTP rather than by stubbing our own functions.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, { id: string; status: string; amount: number }[]>();
  const refunds: {
    paymentId: string;
    amount: number;
    idempotencyKey: string | undefined;
    id: string;
  }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== expectedAuth) {
        return send(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/v1/orders') {
        counter += 1;
        const order = {
          id: `order_fake${counter}`,
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes,
        };
        orders.set(order.id, order);
        return send(200, { ...order, status: 'created', entity: 'order' });
      }
      const list = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (req.method === 'GET' && list?.[1]) {
        return send(200, { entity: 'collection', items: payments.get(list[1]) ?? [] });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (req.method === 'POST' && refund?.[1]) {
        const key = req.headers['x-refund-idempotency'];
        const idempotencyKey = Array.isArray(key) ? key[0] : key;
        const earlier = refunds.find(
          (r) => r.idempotencyKey && r.idempotencyKey === idempotencyKey,
        );
        if (earlier) return send(200, { id: earlier.id, amount: earlier.amount });
        counter += 1;
        const made = {
          paymentId: refund[1],
          amount: body.amount,
          idempotencyKey,
          id: `rfnd_fake${counter}`,
        };
        refunds.push(made);
        return send(200, { id: made.id, amount: made.amount, entity: 'refund' });
      }
      return send(404, { error: { description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    orders,
    refunds,
    /** Records a captured payment for an order, as if the customer paid. */
    capture(orderId: string, paymentId: string, amount: number) {
      payments.set(orderId, [{ id: paymentId, status: 'captured', amount }]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
