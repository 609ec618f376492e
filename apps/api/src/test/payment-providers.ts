/**
 * Paystack and Flutterwave on 127.0.0.1 for tests, as documented: Paystack's POST
 * /transaction/initialize and GET /transaction/verify/:reference; Flutterwave's POST
 * /v3/payments and GET /v3/transactions/:id/verify (or verify_by_reference). Anything else
 * answers 400, a wrong secret key 401. The checkout address each answers is a page of this
 * server: its "Pay" button pays the whole amount, sends the signed webhook to the address set
 * in `webhookUrls` (the provider's dashboard) and sends the browser to the callback address, as
 * the real checkouts do. The API tests (apps/api) and the browser tests (apps/web/e2e) share it.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys a school's settings hold in tests; the stub accepts these only. */
export const STUB_KEYS = {
  paystack: { public_key: 'pk_test_0123456789', secret_key: 'sk_test_paystack_0123456789abcdef' },
  flutterwave: {
    public_key: 'FLWPUBK_TEST-0123456789-X',
    secret_key: 'FLWSECK_TEST-flutterwave-0123456789-X',
    webhook_hash: 'school-flutterwave-hash-42',
  },
} as const;

type Provider = keyof typeof STUB_KEYS;

interface StubTransaction {
  id: number;
  provider: Provider;
  reference: string;
  amount: number;
  status: string;
  /** Where the checkout sends the payer back. */
  callbackUrl: string | undefined;
  /** What the payer paid (kobo), once paid. */
  paid?: number;
}

/** A webhook as the provider sends it: the body's exact bytes and the signing header. */
export interface StubWebhook {
  provider: Provider;
  body: string;
  headers: Record<string, string>;
}

export interface StubProviders {
  server: Server;
  url: string;
  /** The bodies of the checkouts started, in order. */
  initialized: Record<string, unknown>[];
  /** The webhook addresses set in each provider's dashboard; the checkout's Pay sends there. */
  webhookUrls: Partial<Record<Provider, string>>;
  /** While true, the checkout's webhooks wait in `held` (a provider slower than the browser). */
  holdWebhooks: boolean;
  held: StubWebhook[];
  /** Sends the held webhooks; their answers' statuses. */
  deliverHeld(): Promise<number[]>;
  /** The payer pays `paid` kobo (the amount asked, unless told): the webhook the provider then sends. */
  pay(reference: string, paid?: number): StubWebhook;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted checkout: the amount, and a Pay button posting back to this page. */
const checkoutPage = (tx: StubTransaction) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stub ${tx.provider} checkout</title></head>
<body><main>
<h1>Pay NGN ${(tx.amount / 100).toFixed(2)}</h1>
<p>Reference ${escapeHtml(tx.reference)}</p>
<form method="post"><button type="submit">Pay</button></form>
</main></body></html>`;

export function startPaymentProviders(): Promise<StubProviders> {
  const transactions = new Map<string, StubTransaction>();
  let nextId = 302_960;

  const bearerOk = (provider: Provider, bearer: string | undefined) =>
    bearer === `Bearer ${STUB_KEYS[provider].secret_key}`;

  const pay = (reference: string, paid?: number): StubWebhook => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`stub: no transaction ${reference}`);
    tx.paid = paid ?? tx.amount;
    if (tx.provider === 'flutterwave') {
      tx.status = 'successful';
      const body = JSON.stringify({
        event: 'charge.completed',
        data: {
          id: tx.id,
          tx_ref: reference,
          amount: tx.paid / 100,
          currency: 'NGN',
          status: 'successful',
        },
      });
      return {
        provider: 'flutterwave',
        body,
        headers: { 'verif-hash': STUB_KEYS.flutterwave.webhook_hash },
      };
    }
    tx.status = 'success';
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: tx.id, reference, amount: tx.paid, currency: 'NGN', status: 'success' },
    });
    const signature = createHmac('sha512', STUB_KEYS.paystack.secret_key)
      .update(body)
      .digest('hex');
    return { provider: 'paystack', body, headers: { 'x-paystack-signature': signature } };
  };

  const send = async (webhook: StubWebhook) => {
    const to = stub.webhookUrls[webhook.provider];
    if (!to) throw new Error(`stub: no webhook address for ${webhook.provider}`);
    const answer = await fetch(to, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webhook.headers },
      body: webhook.body,
    });
    return answer.status;
  };

  /** The payer pressed Pay: paid, the webhook sent (or held), back to the callback address. */
  const checkoutPaid = async (tx: StubTransaction) => {
    const webhook = pay(tx.reference);
    if (stub.holdWebhooks) stub.held.push(webhook);
    else await send(webhook);
    // Each provider adds its own words to the address it goes back to.
    const back = new URL(tx.callbackUrl ?? '');
    const added =
      tx.provider === 'paystack'
        ? { trxref: tx.reference, reference: tx.reference }
        : { status: 'successful', tx_ref: tx.reference, transaction_id: String(tx.id) };
    for (const [name, value] of Object.entries(added)) back.searchParams.set(name, value);
    return back.href;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://stub');
      const bearer = req.headers.authorization;

      const checkout = path.match(/^\/(?:checkout|v3\/hosted\/pay)\/(.+)$/);
      if (checkout) {
        const tx = transactions.get(decodeURIComponent(checkout[1] as string));
        if (!tx) return answer(404, { message: 'no such checkout' });
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(checkoutPage(tx));
        }
        checkoutPaid(tx).then(
          (location) => {
            res.writeHead(303, { location });
            res.end();
          },
          (error: Error) => answer(500, { message: error.message }),
        );
        return;
      }

      const body: Record<string, unknown> = chunks.length
        ? JSON.parse(Buffer.concat(chunks).toString())
        : {};
      if (path === '/transaction/initialize' && req.method === 'POST') {
        if (!bearerOk('paystack', bearer)) return answer(401, { status: false });
        const { email, amount, reference, currency, callback_url } = body;
        if (typeof email !== 'string' || !Number.isInteger(amount) || typeof reference !== 'string')
          return answer(400, { status: false, message: 'email, amount and reference needed' });
        if (currency !== 'NGN') return answer(400, { status: false, message: 'currency' });
        stub.initialized.push(body);
        nextId += 1;
        transactions.set(reference, {
          id: nextId,
          provider: 'paystack',
          reference,
          amount: amount as number,
          status: 'abandoned',
          callbackUrl: typeof callback_url === 'string' ? callback_url : undefined,
        });
        return answer(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${stub.url}/checkout/${encodeURIComponent(reference)}`,
            access_code: `ac_${reference}`,
            reference,
          },
        });
      }
      const verify = path.match(/^\/transaction\/verify\/(.+)$/);
      if (verify && req.method === 'GET') {
        if (!bearerOk('paystack', bearer)) return answer(401, { status: false });
        const tx = transactions.get(decodeURIComponent(verify[1] as string));
        if (!tx) return answer(400, { status: false, message: 'Transaction reference not found' });
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: tx.id,
            status: tx.status,
            reference: tx.reference,
            amount: tx.paid ?? tx.amount,
            currency: 'NGN',
            gateway_response:
              tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
          },
        });
      }

      if (path === '/v3/payments' && req.method === 'POST') {
        if (!bearerOk('flutterwave', bearer)) return answer(401, { status: 'error' });
        const { tx_ref, amount, currency, customer, redirect_url } = body;
        if (typeof tx_ref !== 'string' || typeof amount !== 'number' || !customer)
          return answer(400, { status: 'error', message: 'tx_ref, amount and customer needed' });
        if (currency !== 'NGN') return answer(400, { status: 'error', message: 'currency' });
        stub.initialized.push(body);
        nextId += 1;
        transactions.set(tx_ref, {
          id: nextId,
          provider: 'flutterwave',
          reference: tx_ref,
          amount: Math.round(amount * 100),
          status: 'pending',
          callbackUrl: typeof redirect_url === 'string' ? redirect_url : undefined,
        });
        return answer(200, {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `${stub.url}/v3/hosted/pay/${encodeURIComponent(tx_ref)}` },
        });
      }
      const flwVerify = path.match(/^\/v3\/transactions\/(\d+)\/verify$/);
      const byReference = path === '/v3/transactions/verify_by_reference';
      if ((flwVerify || byReference) && req.method === 'GET') {
        if (!bearerOk('flutterwave', bearer)) return answer(401, { status: 'error' });
        const tx = byReference
          ? transactions.get(query.get('tx_ref') ?? '')
          : [...transactions.values()].find((each) => each.id === Number(flwVerify?.[1]));
        if (!tx) return answer(400, { status: 'error', message: 'No transaction was found' });
        return answer(200, {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id: tx.id,
            tx_ref: tx.reference,
            amount: (tx.paid ?? tx.amount) / 100,
            currency: 'NGN',
            status: tx.status,
          },
        });
      }
      return answer(400, { message: `no such endpoint: ${req.method} ${path}` });
    });
  });

  const stub: StubProviders = {
    server,
    url: '',
    initialized: [],
    webhookUrls: {},
    holdWebhooks: false,
    held: [],
    async deliverHeld() {
      const held = stub.held.splice(0);
      return Promise.all(held.map(send));
    },
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      stub.url = `http://127.0.0.1:${port}`;
      resolve(stub);
    });
  });
}
