import { randomUUID } from 'node:crypto';
import { ACCESS_LOG_PAGE_SIZE, accessLogMessages, type AccessKind } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, agencies, documents } from '../src/db/schema';
import { purgeAccessLogJob } from '../src/modules/access-log/purge-access-log.job';
import { objectKey } from '../src/storage/storage';
import { createAgencyWithBoss, createClient, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { mandateBody } from './helpers/mandate-fixtures';
import { propertyDocument, saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy: the address recorded is the one the proxy saw (X-Forwarded-For), as request.ip computes it.
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const dbError = async (query: Promise<unknown>) => {
  try {
    await query;
    return null;
  } catch (err) {
    const e = err as { message: string; cause?: { message: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
};

async function agencyWithTeam() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: ['client_directory', 'add_property'],
    firstName: 'Camille',
    lastName: 'Durand',
  });
  return {
    agency,
    boss,
    member,
    head: await signedInClient(t, boss.user.id),
    agent: await signedInClient(t, member.user.id),
  };
}

/** A client's identity paper, stored as the documents module stores it. */
async function clientDocument(agencyId: string, clientId: string, fileName = 'Carte d’identité.pdf') {
  const body = Buffer.from('%PDF-1.4\n% pièce d’identité\n');
  const storageKey = objectKey(agencyId, clientId, `${randomUUID()}.pdf`);
  await t.deps.storage.put('client-documents', storageKey, body, 'application/pdf');
  const [row] = await t.db
    .insert(documents)
    .values({
      agencyId,
      clientId,
      storageKey,
      documentType: 'identite.carte_identite',
      fileName,
      mimeType: 'application/pdf',
      sizeBytes: body.length,
    })
    .returning();
  return row!;
}

/** Writes an entry as if it had happened `monthsAgo` months ago (inserts are allowed; only rewriting is not). */
async function oldEntry(
  agencyId: string,
  actorId: string,
  monthsAgo: number,
  kind: AccessKind = 'agency_export',
) {
  const [row] = await t.db
    .insert(accessLog)
    .values({
      agencyId,
      actorId,
      actorName: 'Ancien membre',
      kind,
      ip: '192.0.2.1',
      occurredAt: sql`now() - ${sql.raw(`interval '${monthsAgo} months'`)}`,
    })
    .returning();
  return row!;
}

describe('what the access log records', () => {
  it('a client document download: who, when, which document and client, from the forwarded address', async () => {
    const { agency, head, agent, member } = await agencyWithTeam();
    const client = await createClient(t.db, agency.id, { fullName: 'Louise Martin', firstName: 'Louise' });
    const doc = await clientDocument(agency.id, client.id);
    const before = Date.now();
    const res = await agent.get(`/api/documents/${doc.id}/download`, from('203.0.113.7'));
    expect(res.status).toBe(200);

    const log = await head.get('/api/agency/access-log');
    expect(log.status, log.text).toBe(200);
    expect(log.body.items).toHaveLength(1);
    const [entry] = log.body.items;
    expect(entry).toMatchObject({
      actorId: member.user.id,
      actorName: 'Camille Durand',
      kind: 'client_document',
      client: { id: client.id, name: 'Louise Martin' },
      document: { id: doc.id, fileName: 'Carte d’identité.pdf' },
      ip: '203.0.113.7',
    });
    expect(new Date(entry.occurredAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(log.body.members).toEqual([{ id: member.user.id, name: 'Camille Durand' }]);
    expect(log.body.clients).toEqual([{ id: client.id, name: 'Louise Martin' }]);
  });

  it('a property document, the register exports and the portal export are recorded too; a refused download is not', async () => {
    const { agency, head, agent } = await agencyWithTeam();
    const property = await createProperty(t.db, agency.id);
    const { document } = await propertyDocument(t, agency.id, property.id);
    expect((await agent.get(`/api/documents/${document.id}/download`, from('198.51.100.4'))).status).toBe(
      200,
    );
    expect(
      (await agent.get('/api/mandates/export/csv?activity=transaction', from('198.51.100.4'))).status,
    ).toBe(200);
    expect((await head.get('/api/mandates/export/pdf?activity=gestion', from('198.51.100.5'))).status).toBe(
      200,
    );
    // Another agency's document is a 404 and leaves no entry.
    const other = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const foreign = await propertyDocument(
      t,
      other.agency.id,
      (await createProperty(t.db, other.agency.id)).id,
    );
    expect((await agent.get(`/api/documents/${foreign.document.id}/download`)).status).toBe(404);

    // A listing the portals can take: an export without one stores no file to download.
    await head.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-42' });
    await head.put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });
    const sale = await head.post('/api/properties', {
      ...validPropertyFields({ price: '313500' }),
      ...saleFacts,
    });
    expect(sale.status, sale.text).toBe(201);
    const mandate = await head.post(
      '/api/mandates',
      await mandateBody(t.db, agency.id, { propertyId: sale.body.id }),
    );
    expect(mandate.status, mandate.text).toBe(201);
    const started = await agent.post('/api/portal-export');
    expect(started.status, started.text).toBe(201);
    await t.deps.jobs.runUntilIdle();
    expect(
      (await agent.get(`/api/portal-export/${started.body.id}/download`, from('198.51.100.6'))).status,
    ).toBe(200);

    const log = await head.get('/api/agency/access-log');
    const kinds = log.body.items.map((e: { kind: string; detail: string; ip: string }) => [
      e.kind,
      e.detail,
      e.ip,
    ]);
    expect(kinds).toEqual([
      ['portal_export', started.body.id, '198.51.100.6'],
      ['register_export', 'gestion pdf', '198.51.100.5'],
      ['register_export', 'transaction csv', '198.51.100.4'],
      ['property_document', 'application/pdf', '198.51.100.4'],
    ]);
    const otherLog = await (await signedInClient(t, other.boss.user.id)).get('/api/agency/access-log');
    expect(otherLog.body.items).toEqual([]);
  });

  it('names no erased client: the entry stays, the name is today’s and goes with the client', async () => {
    const { agency, head, agent } = await agencyWithTeam();
    const client = await createClient(t.db, agency.id, { fullName: 'Jean Effacé', firstName: 'Jean' });
    const doc = await clientDocument(agency.id, client.id);
    expect((await agent.get(`/api/documents/${doc.id}/download`)).status).toBe(200);
    expect((await head.delete(`/api/clients/${client.id}`)).status).toBe(204);
    const log = await head.get('/api/agency/access-log');
    expect(log.body.items[0]).toMatchObject({
      client: { id: client.id, name: null },
      document: { id: doc.id, fileName: null },
    });
    expect(log.body.clients).toEqual([{ id: client.id, name: accessLogMessages.erasedClient }]);
    const [stored] = await t.db.select().from(accessLog).where(eq(accessLog.clientId, client.id));
    expect(JSON.stringify(stored)).not.toContain('Effacé');
  });
});

describe('reading the access log', () => {
  it('filters by member, kind, client and Paris calendar days, and pages by 50', async () => {
    const { agency, boss, head, agent, member } = await agencyWithTeam();
    const [c1, c2] = [await createClient(t.db, agency.id), await createClient(t.db, agency.id)];
    const d1 = await clientDocument(agency.id, c1.id);
    const d2 = await clientDocument(agency.id, c2.id);
    await agent.get(`/api/documents/${d1.id}/download`);
    await agent.get(`/api/documents/${d2.id}/download`);
    await head.get(`/api/documents/${d2.id}/download`);
    await head.get('/api/mandates/export/csv?activity=transaction');

    const ids = async (query: string) =>
      (await head.get(`/api/agency/access-log?${query}`)).body.items.map((e: { kind: string }) => e.kind);
    expect(await ids(`memberId=${member.user.id}`)).toEqual(['client_document', 'client_document']);
    expect(await ids(`memberId=${boss.user.id}`)).toEqual(['register_export', 'client_document']);
    expect(await ids('kind=register_export')).toEqual(['register_export']);
    expect(await ids(`clientId=${c2.id}`)).toEqual(['client_document', 'client_document']);
    expect(await ids(`clientId=${c2.id}&memberId=${member.user.id}`)).toEqual(['client_document']);

    // Yesterday and older: nothing; today (Paris) onwards: everything.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(await ids(`to=2020-01-01`)).toEqual([]);
    expect(await ids(`from=${today}&to=${today}`)).toHaveLength(4);
    const old = await oldEntry(agency.id, boss.user.id, 2);
    const twoMonthsAgo = (await head.get('/api/agency/access-log?kind=agency_export')).body.items[0];
    expect(twoMonthsAgo.id).toBe(old.id);
    expect(await ids(`from=${today}`)).toHaveLength(4);

    for (let i = 0; i < ACCESS_LOG_PAGE_SIZE; i++) await oldEntry(agency.id, boss.user.id, 1);
    const first = await head.get('/api/agency/access-log');
    expect(first.body).toMatchObject({ total: 55, page: 1, pageSize: ACCESS_LOG_PAGE_SIZE });
    expect(first.body.items).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    const second = await head.get('/api/agency/access-log?page=2');
    expect(second.body.items).toHaveLength(5);
    expect(second.body.items.at(-1).id).toBe(old.id);
  });

  it('refuses bad filters with a French message, and members who are not the head', async () => {
    const { head, agent } = await agencyWithTeam();
    const inverted = await head.get('/api/agency/access-log?from=2026-05-02&to=2026-05-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fieldErrors.to).toBe(accessLogMessages.rangeInverted);
    const kind = await head.get('/api/agency/access-log?kind=photo');
    expect(kind.status).toBe(400);
    expect(kind.body.error.fieldErrors.kind).toBe(accessLogMessages.unknownKind);
    expect((await head.get('/api/agency/access-log?from=2026-02-30')).status).toBe(400);
    expect((await agent.get('/api/agency/access-log')).status).toBe(403);
  });
});

describe('nobody edits the access log', () => {
  it('the database refuses UPDATE, DELETE of a kept entry and TRUNCATE, whoever asks', async () => {
    const { agency, boss } = await agencyWithTeam();
    const recent = await oldEntry(agency.id, boss.user.id, 11);
    const where = eq(accessLog.id, recent.id);
    expect(await dbError(t.db.update(accessLog).set({ ip: '10.0.0.1' }).where(where))).toMatch(
      /never rewritten/,
    );
    expect(await dbError(t.db.update(accessLog).set({ actorName: 'Quelqu’un' }).where(where))).toMatch(
      /never rewritten/,
    );
    expect(await dbError(t.db.delete(accessLog).where(where))).toMatch(/kept 12 months/);
    expect(await dbError(t.db.execute(sql`truncate access_log`))).toMatch(/never truncated/);
    const [still] = await t.db.select().from(accessLog).where(where);
    expect(still).toMatchObject({ ip: '192.0.2.1', actorName: 'Ancien membre' });
  });

  it('the daily purge deletes entries past 12 months and nothing else; the agency’s deletion takes its log', async () => {
    const { agency, boss } = await agencyWithTeam();
    const expired = await oldEntry(agency.id, boss.user.id, 13);
    const kept = await oldEntry(agency.id, boss.user.id, 11);
    const other = await agencyWithTeam();
    const otherExpired = await oldEntry(other.agency.id, other.boss.user.id, 14);

    await t.deps.jobs.enqueue(purgeAccessLogJob, {}, { key: `purge-${randomUUID()}` });
    await t.deps.jobs.runUntilIdle();
    const left = await t.db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(
        sql`${accessLog.id} in (${sql.join(
          [expired.id, kept.id, otherExpired.id].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(left.map((r) => r.id)).toEqual([kept.id]);

    await t.db.delete(agencies).where(eq(agencies.id, agency.id));
    expect(await t.db.select().from(accessLog).where(eq(accessLog.id, kept.id))).toEqual([]);
  });
});
