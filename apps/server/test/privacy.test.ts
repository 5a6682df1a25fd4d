import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { addMonthsToDate, privacyMessages, RETENTION_BOUNDS } from '@immopilote/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { documents, mandateMandators, propertyHistory } from '../src/db/schema';
import { createProviders } from '../src/providers';
import { retentionPurgeJob } from '../src/modules/privacy/retention-purge.job';
import { createHistoryEntry, createProperty, createUser, makeDemoAgency } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { extract } from './helpers/extraction';
import { fakeS3 } from './helpers/fake-s3';
import { mandateBody } from './helpers/mandate-fixtures';
import { buildPdf, pdfForm } from './helpers/pdf-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';
import { columnsContaining } from './helpers/text-search';

let t: TestApp;
let world: World;
let member: TestClient;
let boss: TestClient;
beforeAll(async () => {
  t = await startTestApp({ DEMO_RETENTION_CLOCK: 'true' });
  world = await createWorld(t);
  // Agency A is the demonstration agency (`npm run demo`): its head may move its retention clock.
  await makeDemoAgency(t.db, world.agencyA.id);
  member = world.actors.memberA.client;
  boss = world.actors.bossA.client;
});
afterAll(() => t.close());

let seq = 0;
const person = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    fullName: `Camille Durand${seq}`,
    firstName: 'Camille',
    email: `camille.durand${seq}.${Date.now()}@exemple.fr`,
    ...over,
  };
};

async function createClientVia(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/clients', body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; candidateStatusChangedAt: string | null; roles: string[] };
}

async function addDocument(
  client: TestClient,
  clientId: string,
  documentType: string,
  text = 'Pièce justificative',
) {
  const pdf = await buildPdf([{ text: [text] }]);
  const { done } = await extract(client, pdf);
  const res = await client.upload(
    'POST',
    `/api/clients/${clientId}/documents`,
    pdfForm(pdf, 'piece.pdf', { documentType, text: done!.text, receipt: done!.receipt }),
  );
  expect(res.status, res.text).toBe(201);
  const [row] = await t.db.select().from(documents).where(eq(documents.id, res.body.id));
  return row!;
}

const clientFile = (app: TestApp, key: string) =>
  path.join(app.config.dataDir, 'files', 'client-documents', key);

async function advance(client: TestClient, days: number) {
  const res = await client.post('/api/privacy/clock', { days });
  expect(res.status, res.text).toBe(200);
  return res.body as { now: string };
}

describe('client roles and candidate status', () => {
  it('stores several roles in a fixed order and dates each status change', async () => {
    const created = await createClientVia(
      member,
      person({ roles: ['candidat_locataire', 'acquereur', 'acquereur'], candidateStatus: 'en_cours' }),
    );
    expect(created.roles).toEqual(['acquereur', 'candidat_locataire']);
    expect(created.candidateStatusChangedAt).not.toBeNull();
    const fields = person({ roles: ['candidat_locataire'], candidateStatus: 'en_cours' });

    const same = await member.patch(`/api/clients/${created.id}`, fields);
    expect(same.body.candidateStatusChangedAt).toBe(created.candidateStatusChangedAt);

    const { now } = await advance(boss, 1);
    const changed = await member.patch(`/api/clients/${created.id}`, {
      ...fields,
      candidateStatus: 'non_retenu',
    });
    expect(changed.status).toBe(200);
    expect(Date.parse(changed.body.candidateStatusChangedAt)).toBeGreaterThanOrEqual(
      Date.parse(now) - 60_000,
    );
    expect(changed.body.candidateStatusChangedAt).not.toBe(created.candidateStatusChangedAt);
  });

  it('refuses roles and statuses that do not agree, in French, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { roles: ['acquereur'], candidateStatus: 'retenu' },
        'candidateStatus',
        privacyMessages.statusNeedsCandidate,
      ],
      [{ roles: ['candidat_locataire'] }, 'candidateStatus', privacyMessages.candidateNeedsStatus],
      [{ roles: ['proprietaire'] }, 'roles.0', privacyMessages.unknownRole],
      [{ roles: ['acquereur'], leaseEndsOn: '2027-01-31' }, 'leaseEndsOn', privacyMessages.leaseNeedsTenant],
    ];
    for (const [over, field, message] of cases) {
      const res = await member.post('/api/clients', person(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fieldErrors[field]).toBe(message);
    }
  });

  it('filters the directory by role and by candidate status', async () => {
    const seller = await createClientVia(member, person({ roles: ['vendeur'] }));
    const retained = await createClientVia(
      member,
      person({ roles: ['candidat_locataire'], candidateStatus: 'retenu', leaseEndsOn: '2029-06-30' }),
    );
    const ids = async (query: string) =>
      ((await member.get(`/api/clients?pageSize=100&${query}`)).body.items as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await ids('role=vendeur')).toContain(seller.id);
    expect(await ids('role=vendeur')).not.toContain(retained.id);
    expect(await ids('candidateStatus=retenu')).toEqual([retained.id]);
    const bad = await member.get('/api/clients?role=inconnu');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.role).toBe(privacyMessages.unknownRole);
  });
});

describe('lawful document types', () => {
  it('refuses a type outside the décret’s list (bank statement) and a missing type, storing nothing', async () => {
    const client = await createClientVia(member, person());
    const pdf = await buildPdf([{ text: ['Relevé de compte'] }]);
    const { done } = await extract(member, pdf);
    for (const extra of [{ documentType: 'ressources.releves_bancaires' }, {}] as Record<string, string>[]) {
      const res = await member.upload(
        'POST',
        `/api/clients/${client.id}/documents`,
        pdfForm(pdf, 'releve.pdf', { ...extra, text: done!.text, receipt: done!.receipt }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors.documentType).toBe(privacyMessages.documentTypeUnknown);
    }
    expect(await t.db.select().from(documents).where(eq(documents.clientId, client.id))).toHaveLength(0);
  });

  it('shows the type and the deletion date on the record, and names the download after the type', async () => {
    const client = await createClientVia(member, person({ roles: ['vendeur'] }));
    const row = await addDocument(member, client.id, 'contrat.mandat');
    const record = (await member.get(`/api/clients/${client.id}`)).body;
    expect(record.documents[0].documentType).toBe('contrat.mandat');
    const expected = new Date(row.uploadedAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + RETENTION_BOUNDS.contractYears.default);
    expect(record.documents[0].deleteAfter).toBe(expected.toISOString());
    const download = await member.get(record.documents[0].downloadUrl);
    expect(download.headers.get('content-disposition')).toContain("UTF-8''Mandat%20%E2%80%93%20piece.pdf");
  });
});

describe('retention settings and the information notice', () => {
  it('starts from the legal defaults and refuses values outside the legal bounds', async () => {
    const b = world.actors.bossB.client;
    const initial = (await b.get('/api/privacy/settings')).body;
    expect(initial.retention).toEqual({ rejectedCandidateMonths: 3, tenantFileYears: 3, contractYears: 10 });
    for (const [field, value, min, max] of [
      ['rejectedCandidateMonths', 4, 0, 3],
      ['tenantFileYears', 2, 3, 5],
      ['contractYears', 9, 10, 30],
    ] as const) {
      const res = await b.request('PUT', '/api/privacy/settings', {
        json: { ...initial.retention, [field]: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors[field]).toBe(privacyMessages.outOfBounds(min, max));
    }
    // JSON's null, "" and true are not numbers (z.coerce made null and "" 0 months, the shortest period).
    for (const value of [null, '', true, '1e1']) {
      const res = await b.request('PUT', '/api/privacy/settings', {
        json: { ...initial.retention, rejectedCandidateMonths: value },
      });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.error.fieldErrors.rejectedCandidateMonths).toBe(privacyMessages.outOfBounds(0, 3));
    }
    const saved = await b.request('PUT', '/api/privacy/settings', {
      json: { rejectedCandidateMonths: 1, tenantFileYears: 5, contractYears: 12 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.retention).toEqual({
      rejectedCandidateMonths: 1,
      tenantFileYears: 5,
      contractYears: 12,
    });

    // The notice is public, filled from the agency and these periods; another token is unknown.
    const notice = await t
      .client()
      .get(`/api${saved.body.noticePath.replace('/informations-candidats/', '/privacy-notice/')}`);
    expect(notice.status).toBe(200);
    expect(notice.body.retention.rejectedCandidateMonths).toBe(1);
    expect(notice.body.agencyName).toBeTruthy();
    const unknown = await t.client().get(`/api/privacy-notice/${'x'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(privacyMessages.noticeNotFound);
    // Restore the defaults for the purge test below.
    await b.request('PUT', '/api/privacy/settings', { json: initial.retention });
  });
});

describe('the daily purge (controllable clock, local storage)', () => {
  it('deletes only expired documents and their files, anonymises a rejected candidate, and logs it', async () => {
    const rejected = await createClientVia(
      member,
      person({ fullName: 'Ondine Purgée', roles: ['candidat_locataire'], candidateStatus: 'en_cours' }),
    );
    const rejectedDoc = await addDocument(member, rejected.id, 'identite.carte_identite');
    const pending = await createClientVia(
      member,
      person({ roles: ['candidat_locataire'], candidateStatus: 'en_cours' }),
    );
    const pendingDoc = await addDocument(member, pending.id, 'identite.passeport');
    const tenant = await createClientVia(member, person({ roles: ['locataire'] }));
    const tenantDoc = await addDocument(member, tenant.id, 'ressources.bulletins_salaire');
    const seller = await createClientVia(member, person({ roles: ['vendeur'] }));
    const sellerDoc = await addDocument(member, seller.id, 'contrat.mandat');
    const kept = [pendingDoc, tenantDoc, sellerDoc];

    const fields = person({
      fullName: 'Ondine Purgée',
      roles: ['candidat_locataire'],
      candidateStatus: 'non_retenu',
    });
    const marked = await member.patch(`/api/clients/${rejected.id}`, fields);
    expect(marked.status).toBe(200);
    const deleteAfter = marked.body.documents[0].deleteAfter as string;
    // Three months after the status changed, on the calendar, at the same time of day: a day the
    // month lacks (29 November, then February) is that month's last day, not a day of the next one.
    const changed = marked.body.candidateStatusChangedAt as string;
    const threeMonthsOn = `${addMonthsToDate(changed.slice(0, 10), 3)}${changed.slice(10)}`;
    expect(Date.parse(deleteAfter)).toBe(Date.parse(threeMonthsOn));
    expect((await member.get(`/api/clients/${pending.id}`)).body.documents[0].deleteAfter).toBeNull();

    // A day later nothing is due.
    await advance(boss, 1);
    expect(await t.db.select().from(documents).where(eq(documents.id, rejectedDoc.id))).toHaveLength(1);

    await advance(boss, 95);
    expect(await t.db.select().from(documents).where(eq(documents.id, rejectedDoc.id))).toHaveLength(0);
    expect(fs.existsSync(clientFile(t, rejectedDoc.storageKey))).toBe(false);
    const left = await t.db
      .select()
      .from(documents)
      .where(
        inArray(
          documents.id,
          kept.map((d) => d.id),
        ),
      );
    expect(left).toHaveLength(3);
    for (const doc of kept) expect(fs.existsSync(clientFile(t, doc.storageKey))).toBe(true);

    // The candidate left without purpose is anonymised; the others keep their names.
    const anonymised = (await member.get(`/api/clients/${rejected.id}`)).body;
    expect(anonymised.fullName).toBe(privacyMessages.anonymisedName);
    expect(anonymised.email).toBe('');
    expect((await member.get(`/api/clients/${pending.id}`)).body.fullName).not.toBe(
      privacyMessages.anonymisedName,
    );

    const log = await boss.get('/api/privacy/purge-log');
    expect(log.status).toBe(200);
    const ref = rejected.id.slice(0, 8).toUpperCase();
    const mine = (
      log.body.items as { clientRef: string; kind: string; documentType: string | null }[]
    ).filter((e) => e.clientRef === ref);
    expect(mine.map((e) => e.kind).sort()).toEqual(['client_anonymised', 'document_expired']);
    expect(mine.find((e) => e.kind === 'document_expired')?.documentType).toBe('identite.carte_identite');
    expect(JSON.stringify(log.body)).not.toContain('Ondine');
    // The log is the head's; another agency's head sees none of A's entries.
    expect((await member.get('/api/privacy/purge-log')).status).toBe(403);
    const logB = (await world.actors.bossB.client.get('/api/privacy/purge-log')).body.items as {
      clientRef: string;
    }[];
    expect(logB.some((e) => e.clientRef === ref)).toBe(false);
  });
});

describe('erasure', () => {
  it('needs the client-directory permission, and another agency’s client is a 404', async () => {
    const client = await createClientVia(member, person());
    const without = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const res = await (await signedInClient(t, without.user.id)).post(`/api/clients/${client.id}/erase`);
    expect(res.status).toBe(403);
    expect((await world.actors.bossB.client.post(`/api/clients/${client.id}/erase`)).status).toBe(404);
    expect((await member.get(`/api/clients/${client.id}`)).status).toBe(200);
  });

  it('removes the client, documents and files, anonymises history, and leaves the name nowhere in the database', async () => {
    const name = 'Zéphyrin Quintavalle';
    const client = await createClientVia(
      member,
      person({
        fullName: name,
        firstName: 'Zéphyrin',
        email: 'zephyrin.quintavalle@exemple.fr',
        phone: '06 41 52 63 74',
      }),
    );
    const doc = await addDocument(
      member,
      client.id,
      'identite.passeport',
      'Passeport de Zéphyrin Quintavalle',
    );
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    const linked = await createHistoryEntry(t.db, property, {
      clientId: client.id,
      clientName: name,
      clientEmail: 'zephyrin.quintavalle@exemple.fr',
      clientPhone: '06 41 52 63 74',
      description: 'Visite avec Zéphyrin QUINTAVALLE (06 41 52 63 74), très intéressé.',
    });
    const typed = await createHistoryEntry(t.db, property, {
      clientName: 'Z. Quintavalle',
      clientEmail: 'Zephyrin.Quintavalle@exemple.fr',
      description: 'Contre-visite de Quintavalle.',
    });

    const res = await member.post(`/api/clients/${client.id}/erase`);
    expect(res.status, res.text).toBe(204);
    expect((await member.get(`/api/clients/${client.id}`)).status).toBe(404);
    expect(fs.existsSync(clientFile(t, doc.storageKey))).toBe(false);

    expect(await columnsContaining(t.db, 'Quintavalle')).toEqual([]);
    expect(await columnsContaining(t.db, 'zephyrin.quintavalle')).toEqual([]);
    expect(await columnsContaining(t.db, '06 41 52 63 74')).toEqual([]);

    // The entries stay, anonymised.
    const entries = await t.db
      .select()
      .from(propertyHistory)
      .where(inArray(propertyHistory.id, [linked.id, typed.id]));
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.clientName).toBe(privacyMessages.anonymisedName);
    const m = privacyMessages.erasedMention;
    expect(entries.find((e) => e.id === linked.id)?.description).toBe(
      `Visite avec ${m} (${m}), très intéressé.`,
    );
    expect(entries.find((e) => e.id === typed.id)?.description).toBe(`Contre-visite de ${m}.`);

    const log = (await boss.get('/api/privacy/purge-log')).body.items as Record<string, unknown>[];
    const proof = log.find(
      (e) => e.kind === 'client_erased' && e.clientRef === client.id.slice(0, 8).toUpperCase(),
    );
    expect(proof).toMatchObject({ documentsDeleted: 1, historyAnonymised: 2 });
    expect(proof?.actorName).toBeTruthy();
  });

  it('keeps only the register’s legal mentions (mandator name and address) of an erased mandator', async () => {
    const mandator = await createClientVia(
      member,
      person({
        fullName: 'Barnabé Registrelli',
        firstName: 'Barnabé',
        address: '8 rue des Lilas\n69003 Lyon',
      }),
    );
    const created = await boss.post(
      '/api/mandates',
      await mandateBody(t.db, world.agencyA.id, { mandatorIds: [mandator.id] }),
    );
    expect(created.status, created.text).toBe(201);
    const res = await member.post(`/api/clients/${mandator.id}/erase`);
    expect(res.status).toBe(204);
    const [line] = await t.db
      .select()
      .from(mandateMandators)
      .where(eq(mandateMandators.mandateId, created.body.id));
    expect(line).toMatchObject({ clientId: null, name: 'Barnabé Registrelli' });
    expect(await columnsContaining(t.db, 'Registrelli')).toEqual(['mandate_mandators.name']);
  });
});

describe('the purge on S3 storage (fake S3 endpoint)', () => {
  it('removes the expired file from the bucket and leaves the others', async () => {
    const fake = fakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/unused',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'immopilote',
      S3_ENDPOINT: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const s3 = await startTestApp(
      { DEMO_RETENTION_CLOCK: 'true' },
      { storage: (await createProviders(config, undefined as never, { info() {} })).storage },
    );
    try {
      const w = await createWorld(s3);
      await makeDemoAgency(s3.db, w.agencyA.id);
      const c = w.actors.memberA.client;
      const upload = async (clientId: string, documentType: string) => {
        const pdf = await buildPdf([{ text: ['Avis d’imposition'] }]);
        const { done } = await extract(c, pdf);
        const r = await c.upload(
          'POST',
          `/api/clients/${clientId}/documents`,
          pdfForm(pdf, 'avis.pdf', { documentType, text: done!.text, receipt: done!.receipt }),
        );
        expect(r.status, r.text).toBe(201);
        const [row] = await s3.db.select().from(documents).where(eq(documents.id, r.body.id));
        return `immopilote/client-documents/${row!.storageKey}`;
      };
      const rejected = (
        await c.post('/api/clients', person({ roles: ['candidat_locataire'], candidateStatus: 'non_retenu' }))
      ).body;
      const other = (await c.post('/api/clients', person({ roles: ['bailleur'] }))).body;
      const expiredKey = await upload(rejected.id, 'ressources.avis_imposition');
      const keptKey = await upload(other.id, 'contrat.bail');
      expect(fake.objects.has(expiredKey) && fake.objects.has(keptKey)).toBe(true);
      const moved = await w.actors.bossA.client.post('/api/privacy/clock', { days: 93 });
      expect(moved.status).toBe(200);
      expect(fake.objects.has(expiredKey)).toBe(false);
      expect(fake.objects.has(keptKey)).toBe(true);
    } finally {
      await s3.close();
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });
});

it('the clock cannot move unless the operator sets DEMO_RETENTION_CLOCK, even for the demonstration agency', async () => {
  const off = await startTestApp();
  try {
    const w = await createWorld(off);
    await makeDemoAgency(off.db, w.agencyA.id);
    expect((await w.actors.bossA.client.get('/api/privacy/settings')).body.clockEnabled).toBe(false);
    const res = await w.actors.bossA.client.post('/api/privacy/clock', { days: 1 });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(privacyMessages.clockDisabled);
  } finally {
    await off.close();
  }
}, 60_000);

describe('the retention clock is the demonstration agency’s own (issue 25)', () => {
  it('A moving its clock 400 days changes nothing for B: B’s rejected candidate keeps their documents and name', async () => {
    const bossB = world.actors.bossB.client;
    const candidate = await createClientVia(
      bossB,
      person({ fullName: 'Bérénice Gardée', roles: ['candidat_locataire'], candidateStatus: 'en_cours' }),
    );
    const document = await addDocument(bossB, candidate.id, 'identite.carte_identite');
    const rejected = await bossB.patch(
      `/api/clients/${candidate.id}`,
      person({ fullName: 'Bérénice Gardée', roles: ['candidat_locataire'], candidateStatus: 'non_retenu' }),
    );
    expect(rejected.status, rejected.text).toBe(200);

    const moved = await advance(boss, 400);
    expect(Date.parse(moved.now)).toBeGreaterThan(Date.now() + 399 * 86400_000);
    // The daily job too runs every agency on its own clock.
    await t.deps.jobs.enqueue(retentionPurgeJob, {});
    await t.deps.jobs.runUntilIdle();

    const after = await bossB.get(`/api/clients/${candidate.id}`);
    expect(after.body.fullName).toBe('Bérénice Gardée');
    expect(after.body.documents.map((d: { id: string }) => d.id)).toEqual([document.id]);
    expect(fs.existsSync(clientFile(t, document.storageKey))).toBe(true);
    const settingsB = (await bossB.get('/api/privacy/settings')).body;
    expect(Math.abs(Date.parse(settingsB.now) - Date.now())).toBeLessThan(60_000);
    expect((await bossB.get('/api/privacy/purge-log')).body.items).toEqual([]);
  });

  it('a head of any other agency cannot move a clock: 403 with a French message, and no control is offered', async () => {
    const bossB = world.actors.bossB.client;
    expect((await bossB.get('/api/privacy/settings')).body.clockEnabled).toBe(false);
    expect((await boss.get('/api/privacy/settings')).body.clockEnabled).toBe(true);
    const refused = await bossB.post('/api/privacy/clock', { days: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(privacyMessages.clockNotDemoAgency);
    const settingsB = (await bossB.get('/api/privacy/settings')).body;
    expect(Math.abs(Date.parse(settingsB.now) - Date.now())).toBeLessThan(60_000);
  });
});
