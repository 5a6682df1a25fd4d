/**
 * The demonstration agency (issue 16 §11), written through the API itself (`app.inject`, no port),
 * so every rule of the product applies to its data.
 */
import { CSRF_HEADER, parisToday } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { withAgency } from '../db/agency-scope';
import type { AppDeps } from '../deps';
import { markDemoAgency } from '../modules/demo-clock/demo-clock.service';
import { DEMO_AGENCY, DEMO_CLIENTS, DEMO_HEAD, DEMO_PROPERTIES, DEMO_VISITS } from './demo-data';
import { demoPhoto } from './demo-photos';

type App = FastifyInstance;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A multipart body as a browser sends it: text fields, then files. */
function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[],
) {
  const boundary = `----immopilote-demo-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

class Session {
  private cookie = '';
  constructor(private readonly app: App) {}

  async call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    contentType?: string,
  ): Promise<T> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        [CSRF_HEADER]: '1',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0]!;
    if (res.statusCode >= 400) throw new Error(`${method} ${url} : ${res.statusCode} ${res.body}`);
    return (res.body ? JSON.parse(res.body) : undefined) as T;
  }
}

/**
 * Creates the agency, or says it exists and changes nothing; returns what it did. The agency it
 * creates is the demonstration agency, the only one whose clocks the operator may let move
 * (DEMO_BILLING_CLOCK, DEMO_RETENTION_CLOCK): no route can make an agency one.
 */
export async function seedDemo(app: App, deps: Pick<AppDeps, 'db'>): Promise<'created' | 'exists'> {
  const s = new Session(app);
  const existing = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { [CSRF_HEADER]: '1' },
    payload: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
  });
  if (existing.statusCode === 200) {
    // A demonstration agency seeded before its clocks were per agency becomes the demonstration agency.
    const agencyId = (JSON.parse(existing.body) as { me?: { agency?: { id: string } | null } }).me?.agency
      ?.id;
    if (agencyId) await withAgency({ agencyId }, () => markDemoAgency(deps, agencyId));
    console.log(
      `L’agence de démonstration existe déjà : connectez-vous avec ${DEMO_HEAD.email} / ${DEMO_HEAD.password}. Rien n’a été modifié.`,
    );
    return 'exists';
  }
  const { me } = await s.call<{ me: { agency: { id: string } } }>('POST', '/api/auth/sign-up', {
    mode: 'create',
    ...DEMO_HEAD,
    agencyName: DEMO_AGENCY.name,
    agencyAddress: DEMO_AGENCY.address,
    agencyCity: DEMO_AGENCY.city,
    agencyZip: DEMO_AGENCY.zip,
  });
  const agencyId = me.agency.id;
  await withAgency({ agencyId }, () => markDemoAgency(deps, agencyId));
  const { url } = await s.call<{ url: string }>('POST', '/api/subscription/checkout', { plan: 'premium' });
  const checkoutId = url.split('/').pop();
  await s.call('POST', `/api/subscription/checkout/${checkoutId}/confirm`);

  const clientIds: string[] = [];
  for (const client of DEMO_CLIENTS)
    clientIds.push((await s.call<{ id: string }>('POST', '/api/clients', client)).id);

  const propertyIds: string[] = [];
  for (const [i, p] of DEMO_PROPERTIES.entries()) {
    const { status, photos, ...fields } = p;
    const files = await Promise.all(
      Array.from({ length: photos }, async (_, n) => ({
        name: 'photos',
        filename: `photo-${n + 1}.jpg`,
        type: 'image/jpeg',
        data: await demoPhoto(i * 7 + n),
      })),
    );
    const form = multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), files);
    const created = await s.call<{ id: string }>('POST', '/api/properties', form.body, form.contentType);
    propertyIds.push(created.id);
    if (status !== 'Disponible') await s.call('PATCH', `/api/properties/${created.id}/status`, { status });
  }

  const today = parisToday();
  for (const v of DEMO_VISITS) {
    await s.call('POST', '/api/calendar/events', {
      propertyId: propertyIds[v.property],
      date: addDays(today, v.inDays),
      startTime: v.time,
      durationMinutes: 45,
      description: v.description,
      clientName: DEMO_CLIENTS[v.client]!.fullName,
    });
  }

  // Two exclusive sale mandates: one ends in three weeks (the dashboard flags it), one in spring.
  const mandate = (property: number, mandator: number, startDate: string, durationMonths: number) =>
    s.call('POST', '/api/mandates', {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: propertyIds[property],
      mandatorIds: [clientIds[mandator]],
      startDate,
      durationMonths,
      feeTerms: '4,5 % TTC du prix hors honoraires, à la charge de l’acquéreur',
    });
  await mandate(1, 0, addDays(addDays(today, 21), -91), 3);
  await mandate(2, 1, addDays(today, -30), 6);

  console.log(
    `Agence de démonstration « ${DEMO_AGENCY.name} » créée : ${DEMO_PROPERTIES.length} biens avec photos, ${DEMO_CLIENTS.length} clients, ${DEMO_VISITS.length} rendez-vous, 2 mandats.`,
  );
  console.log(`Connexion : ${DEMO_HEAD.email} / ${DEMO_HEAD.password}`);
  return 'created';
}
