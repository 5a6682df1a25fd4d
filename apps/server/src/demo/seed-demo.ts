/**
 * The demonstration agency (issue 16 §11), written through the API itself (`app.inject`, no port),
 * so every rule of the product applies to its data.
 */
import { CSRF_HEADER, parisToday } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { withAgency } from '../db/agency-scope';
import type { AppDeps } from '../deps';
import { markDemoAgency } from '../modules/demo-clock/demo-clock.service';
import { findUserByEmail, markEmailVerified } from '../modules/auth/accounts.repo';
import {
  DEMO_AGENCY,
  DEMO_CLIENTS,
  DEMO_HEAD,
  DEMO_JOINER,
  DEMO_PROPERTIES,
  DEMO_FEE_SCALE,
  DEMO_SEARCHES,
  DEMO_SITE,
  DEMO_VISITS,
  demoLeadMails,
} from './demo-data';
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
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
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
 * Creates the agency, or says it exists and changes nothing (not even a session: the account is
 * looked up, not signed in); returns what it did. The agency it creates is the demonstration
 * agency, the only one whose clocks the operator may let move (DEMO_BILLING_CLOCK,
 * DEMO_RETENTION_CLOCK): no route can make an agency one. Issue 27 §6: every paid feature works
 * at once — Toulon, whose DVF sales ship with the application (the evaluation finds comparables),
 * complete legal facts and a mandate for every listing on the market (the optimiser and the
 * portal export), visits of the agency's clients (their « Dernier contact »), a join request waiting.
 */
export async function seedDemo(app: App, deps: Pick<AppDeps, 'db'>): Promise<'created' | 'exists'> {
  if (await findUserByEmail(deps.db, DEMO_HEAD.email)) {
    console.log(
      `L’agence de démonstration existe déjà : connectez-vous avec ${DEMO_HEAD.email} / ${DEMO_HEAD.password}. Rien n’a été modifié.`,
    );
    return 'exists';
  }
  const s = new Session(app);
  const { me } = await s.call<{ me: { user: { id: string }; agency: { id: string; code: string } } }>(
    'POST',
    '/api/auth/sign-up',
    {
      mode: 'create',
      ...DEMO_HEAD,
      agencyName: DEMO_AGENCY.name,
      agencyAddress: DEMO_AGENCY.address,
      agencyCity: DEMO_AGENCY.city,
      agencyZip: DEMO_AGENCY.zip,
    },
  );
  // Nobody reads the demonstration address's mail: a « Confirmez votre adresse » banner would only
  // hide what the agency shows.
  await markEmailVerified(deps.db, me.user.id);
  const agencyId = me.agency.id;
  await withAgency({ agencyId }, () => markDemoAgency(deps, agencyId));
  const { url } = await s.call<{ url: string }>('POST', '/api/subscription/checkout', { plan: 'premium' });
  const checkoutId = url.split('/').pop();
  await s.call('POST', `/api/subscription/checkout/${checkoutId}/confirm`);
  await s.call('PUT', '/api/agency/site', DEMO_SITE);
  await s.call('PUT', '/api/agency/fee-scale-table', DEMO_FEE_SCALE);
  await s.call('PUT', '/api/agency/poliris-agency-id', { polirisAgencyId: DEMO_AGENCY.polirisAgencyId });

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
      // The client's record: its visits, and its « Dernier contact ».
      clientId: clientIds[v.client],
    });
  }

  // A mandate for every listing on the market (the portal export publishes only those): the T4's
  // ends in three weeks (the dashboard flags it), the others run for months.
  const mandate = (property: number, mandator: number, startDate: string, durationMonths: number) =>
    s.call('POST', '/api/mandates', {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: propertyIds[property],
      mandatorIds: [clientIds[mandator]],
      startDate,
      durationMonths,
      feeTerms:
        DEMO_PROPERTIES[property]!.type === 'Vente'
          ? '4,5 % TTC du prix hors honoraires, à la charge de l’acquéreur'
          : 'Honoraires de location selon le barème de l’agence',
    });
  await mandate(1, 0, addDays(addDays(today, 21), -91), 3);
  await mandate(2, 1, addDays(today, -30), 6);
  await mandate(0, 2, addDays(today, -45), 12);
  await mandate(7, 3, addDays(today, -10), 12);
  await mandate(3, 6, addDays(today, -60), 12);
  await mandate(6, 7, addDays(today, -20), 12);
  // Every listing under mandate is on the agency's site (the sold and let ones leave it by themselves).
  const siteReferences: number[] = [];
  for (const property of [1, 2, 0, 7, 3, 6]) {
    const published = await s.call<{ siteReference: number }>(
      'PUT',
      `/api/properties/${propertyIds[property]}/site`,
      { publishedOnSite: true },
    );
    siteReferences.push(published.siteReference);
  }

  // Leads in « Demandes », answered (« Contactée »): the inbox shows them, nothing is left waiting.
  for (const mail of demoLeadMails(siteReferences[0]!, today)) {
    const form = multipart({}, [
      { name: 'file', filename: mail.name, type: 'message/rfc822', data: Buffer.from(mail.eml) },
    ]);
    const lead = await s.call<{ id: string }>('POST', '/api/leads/import', form.body, form.contentType);
    await s.call('PATCH', `/api/leads/${lead.id}`, { state: 'contactee' });
  }

  // Buyers and tenants looking: the listings that match them are found by the matching jobs.
  for (const { client, consentSource, search } of DEMO_SEARCHES) {
    await s.call('PUT', `/api/clients/${clientIds[client]}/prospecting-consent`, {
      granted: true,
      source: consentSource,
    });
    await s.call('POST', `/api/clients/${clientIds[client]}/searches`, search);
  }

  // Someone asked to join with the agency's code: the head has a request to answer.
  await new Session(app).call('POST', '/api/auth/sign-up', {
    mode: 'join',
    ...DEMO_JOINER,
    agencyCode: me.agency.code,
  });

  console.log(
    `Agence de démonstration « ${DEMO_AGENCY.name} » créée à ${DEMO_AGENCY.city} : ${DEMO_PROPERTIES.length} biens avec photos, ${DEMO_CLIENTS.length} clients, ${DEMO_VISITS.length} rendez-vous, 6 mandats, ${DEMO_SEARCHES.length} recherches, 2 demandes reçues, 1 demande d’adhésion ; site public : /agences/${DEMO_SITE.slug}.`,
  );
  console.log(`Connexion : ${DEMO_HEAD.email} / ${DEMO_HEAD.password}`);
  return 'created';
}
