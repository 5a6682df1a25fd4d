import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** `a[b][0][c]=1` form fields (how stripe-node encodes parameters) into nested objects and arrays. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  agencyId: string;
  price: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  /** The price's monthly amount in cents, excluding tax (unset: Stripe's answer omits it). */
  unitAmount?: number;
}

export interface FakeCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  metadata: Json;
}

/**
 * A local stand-in for the part of Stripe's HTTP API the adapter calls (checkout sessions,
 * subscriptions, billing portal, invoices), so the official library is exercised over real HTTP
 * with no network. It records every request for the tests to inspect.
 */
export class FakeStripe {
  readonly requests: { method: string; path: string; body: Json }[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, Json>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  /** Monthly amounts excluding tax (cents) of the prices, for invoice previews. */
  readonly priceAmounts = new Map<string, number>();
  /** While set, subscription reads wait for it (a crash test kills the server meanwhile). */
  hold: Promise<void> | null = null;
  private server = http.createServer((req, res) => this.handle(req, res));
  private sessionSeq = 0;
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  subscriptionObject(sub: FakeSubscription): Json {
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
      metadata: { agency_id: sub.agencyId },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price: {
              id: sub.price,
              object: 'price',
              currency: 'eur',
              unit_amount: sub.unitAmount ?? null,
              recurring: { interval: 'month', interval_count: 1 },
            },
            current_period_start: sub.periodEnd - 30 * 86400,
            current_period_end: sub.periodEnd,
          },
        ],
      },
    };
  }

  private send(res: http.ServerResponse, status: number, body: Json) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    res.end(JSON.stringify(body));
  }

  private missing(res: http.ServerResponse) {
    this.send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
    });
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = parseForm(raw);
      this.requests.push({ method: req.method ?? '', path, body });
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
      const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++this.sessionSeq}`;
        this.sessions.set(id, {
          id,
          status: 'open',
          subscription: null,
          metadata: (body.metadata as Json) ?? {},
        });
        return this.send(res, 200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/${id}`,
        });
      }
      if (session && req.method === 'GET') {
        const found = this.sessions.get(session[1]!);
        if (!found) return this.missing(res);
        return this.send(res, 200, { object: 'checkout.session', ...found });
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const customer = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('customer');
        const data = [...this.subscriptions.values()]
          .filter((s) => s.customer === customer)
          .reverse()
          .map((s) => this.subscriptionObject(s));
        return this.send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      if (req.method === 'POST' && path === '/v1/invoices/create_preview') return this.preview(res, body);
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return this.send(res, 200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session_1',
          customer: body.customer,
        });
      }
      if (sub && this.hold) {
        const hold = this.hold;
        void hold.then(() => this.handleSubscription(req, res, sub[1]!, body));
        return;
      }
      if (sub) return this.handleSubscription(req, res, sub[1]!, body);
      if (invoice && req.method === 'GET') {
        const found = this.invoices.get(invoice[1]!);
        return found ? this.send(res, 200, found) : this.missing(res);
      }
      return this.missing(res);
    });
  }

  /**
   * The invoice `always_invoice` would issue now: the prices' difference prorated over what is left
   * of the 30-day period at `proration_date`, with 20 % VAT (Stripe Tax on).
   */
  private preview(res: http.ServerResponse, body: Json) {
    const sub = this.subscriptions.get(String(body.subscription));
    const details = body.subscription_details as Json | undefined;
    const price = String((details?.items as Json[] | undefined)?.[0]?.price ?? '');
    if (!sub || !this.priceAmounts.has(price) || !this.priceAmounts.has(sub.price)) return this.missing(res);
    const at = Number(details?.proration_date ?? Math.floor(Date.now() / 1000));
    const left = Math.max(0, sub.periodEnd - at) / (30 * 86400);
    const ht = Math.round((this.priceAmounts.get(price)! - this.priceAmounts.get(sub.price)!) * left);
    const tax = Math.round(ht * 0.2);
    return this.send(res, 200, {
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      subtotal: ht,
      total_excluding_tax: ht,
      total: ht + tax,
      currency: 'eur',
    });
  }

  /** Stripe completes a checkout: its session names the subscription it opened. */
  completeSession(sessionId: string, sub: FakeSubscription) {
    this.subscriptions.set(sub.id, sub);
    const session = this.sessions.get(sessionId)!;
    session.status = 'complete';
    session.subscription = sub.id;
  }

  private handleSubscription(req: http.IncomingMessage, res: http.ServerResponse, id: string, body: Json) {
    const found = this.subscriptions.get(id);
    if (!found) return this.missing(res);
    if (req.method === 'POST') {
      if (body.cancel_at_period_end !== undefined)
        found.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
      const item = (body.items as Json[] | undefined)?.[0];
      if (item?.price) found.price = String(item.price);
    }
    if (req.method === 'DELETE') found.status = 'canceled';
    return this.send(res, 200, this.subscriptionObject(found));
  }
}
