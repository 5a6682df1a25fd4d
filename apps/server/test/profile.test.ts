import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  checkoutSessions,
  clients,
  documents,
  mailOutbox,
  profiles,
  properties,
  propertyHistory,
  sessions,
  users,
} from '../src/db/schema';
import type { LocalPaymentProvider } from '../src/integrations/payments/local-payment-provider';
import { BUCKETS, objectKey } from '../src/storage/storage';
import {
  createAgencyWithBoss,
  createClient,
  createHistoryEntry,
  createProperty,
  createUser,
  DEFAULT_PASSWORD,
} from './factories';
import { signedInClient } from './helpers/actors';
import { propertyDocument, propertyWithPhoto } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storageRoot = () => (t.config.storage.driver === 'local' ? t.config.storage.root : '');

/** Every stored file under the agency's prefix, in every bucket (local driver in tests). */
function agencyFiles(agencyId: string): string[] {
  return BUCKETS.flatMap((bucket) => {
    const dir = path.join(storageRoot(), bucket, agencyId);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  });
}

/** A document file stored for a client or a history entry, with its row. */
async function storedDocument(
  agencyId: string,
  owner: { clientId: string } | { historyId: string },
  bucket: 'client-documents' | 'history-documents',
) {
  const ownerId = 'clientId' in owner ? owner.clientId : owner.historyId;
  const storageKey = objectKey(agencyId, ownerId, `${randomUUID()}.pdf`);
  const body = Buffer.from('%PDF-1.4\n% pièce jointe\n');
  await t.deps.storage.put(bucket, storageKey, body, 'application/pdf');
  await t.db.insert(documents).values({
    agencyId,
    ...owner,
    storageKey,
    fileName: 'piece.pdf',
    mimeType: 'application/pdf',
    sizeBytes: body.length,
    // A client's document has a type (issue 15); history attachments have none.
    documentType: 'clientId' in owner ? 'contrat.autre' : null,
  });
}

/** An agency with a head, an active and a pending member, and one file in every bucket. */
async function populatedAgency() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: ['add_property'],
  });
  const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
  const { property } = await propertyWithPhoto(t, agency.id);
  await propertyDocument(t, agency.id, property.id);
  const entry = await createHistoryEntry(t.db, property);
  await storedDocument(agency.id, { historyId: entry.id }, 'history-documents');
  const client = await createClient(t.db, agency.id);
  await storedDocument(agency.id, { clientId: client.id }, 'client-documents');
  await t.db.insert(checkoutSessions).values({
    agencyId: agency.id,
    userId: boss.user.id,
    plan: 'pro',
    provider: 'local',
  });
  // The agency's subscription at the provider, which the deletion cancels.
  await t.db
    .update(agencies)
    .set({ paymentProvider: 'local', paymentSubscriptionRef: `sub_demo_${agency.id}` })
    .where(eq(agencies.id, agency.id));
  return { agency, boss, member, pending, property, client };
}

describe('Mon profil: edit', () => {
  it('saves first name, last name and phone; the e-mail cannot change', async () => {
    const u = await createUser(t.db);
    const client = await signedInClient(t, u.user.id);
    const res = await client.patch('/api/profile', {
      firstName: '  Élodie ',
      lastName: 'Martin',
      phone: '+33 6 12 34 56 78',
      email: 'autre@exemple.fr',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: 'Élodie',
      lastName: 'Martin',
      phone: '+33 6 12 34 56 78',
      email: u.user.email,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(user!.email).toBe(u.user.email);
    const me = await client.get('/api/auth/me');
    expect(me.body.me.profile.firstName).toBe('Élodie');
  });

  it('refuses bad input with French field errors and changes nothing', async () => {
    const u = await createUser(t.db, { firstName: 'Paul' });
    const client = await signedInClient(t, u.user.id);
    const res = await client.patch('/api/profile', { firstName: '', lastName: 'Martin', phone: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.firstName).toBe('Ce champ est obligatoire.');
    expect(res.body.error.fieldErrors.phone).toMatch(/téléphone/i);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, u.user.id));
    expect(profile!.firstName).toBe('Paul');
  });
});

describe('Mon profil: password reset e-mail', () => {
  it('sends the reset link to the account’s own address', async () => {
    const u = await createUser(t.db);
    const client = await signedInClient(t, u.user.id);
    const res = await client.post('/api/profile/password-reset', { email: 'pirate@exemple.fr' });
    expect(res.status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.user.email));
    expect(mails.at(-1)?.text).toMatch(/update-password#token=/);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'pirate@exemple.fr'))).toEqual([]);
  });
});

describe('account deletion', () => {
  it('refuses a wrong password with a French message and deletes nothing', async () => {
    const u = await createUser(t.db);
    const client = await signedInClient(t, u.user.id);
    const res = await client.post('/api/profile/delete-account', { password: 'pas-le-bon' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.password).toBe(profileMessages.wrongPassword);
    expect(await t.db.select().from(users).where(eq(users.id, u.user.id))).toHaveLength(1);
    const empty = await client.post('/api/profile/delete-account', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors.password).toBe('Ce champ est obligatoire.');
  });

  it('a member: account, profile and sessions go; what they created stays with the agency, unnamed', async () => {
    const { agency, member, boss } = await populatedAgency();
    const property = await createProperty(t.db, agency.id, { userId: member.user.id });
    const client = await signedInClient(t, member.user.id);
    const res = await client.post('/api/profile/delete-account', { password: DEFAULT_PASSWORD });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(await t.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, member.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual([]);
    const [kept] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(kept).toMatchObject({ agencyId: agency.id, userId: null });
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toHaveLength(1);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // The agency is untouched: no cancellation, the head still works.
    const payments = t.deps.payments as LocalPaymentProvider;
    expect(payments.cancellations.some((c) => c.agencyId === agency.id)).toBe(false);
    const head = await signedInClient(t, boss.user.id);
    expect((await head.get(`/api/properties/${property.id}`)).status).toBe(200);
  });

  it('a head: the agency, its rows and every stored file go, the subscription is cancelled, members are released and told', async () => {
    const { agency, boss, member, pending, property, client } = await populatedAgency();
    const other = await populatedAgency();
    expect(agencyFiles(agency.id).length).toBe(5);
    const memberClient = await signedInClient(t, member.user.id);

    const res = await (await signedInClient(t, boss.user.id)).post('/api/profile/delete-account', {
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(204);

    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, boss.user.id))).toEqual([]);
    for (const table of [properties, clients, propertyHistory, documents, checkoutSessions]) {
      expect(await t.db.select().from(table).where(eq(table.agencyId, agency.id))).toEqual([]);
    }
    expect(await t.db.select().from(properties).where(eq(properties.id, property.id))).toEqual([]);
    expect(await t.db.select().from(clients).where(eq(clients.id, client.id))).toEqual([]);
    expect(agencyFiles(agency.id)).toEqual([]);
    // The other agency keeps everything.
    expect(agencyFiles(other.agency.id).length).toBe(5);

    const payments = t.deps.payments as LocalPaymentProvider;
    expect(payments.cancellations).toContainEqual({
      agencyId: agency.id,
      providerRefs: [`sub_demo_${agency.id}`],
    });

    for (const u of [member, pending]) {
      const [p] = await t.db.select().from(profiles).where(eq(profiles.id, u.user.id));
      expect(p).toMatchObject({ agencyId: null, status: 'removed', permissions: [], isBoss: false });
    }
    const me = await memberClient.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.next).toBe('/join-agency');
    expect((await memberClient.get(`/api/properties/${property.id}`)).status).toBe(403);

    await t.deps.jobs.runUntilIdle();
    for (const u of [member, pending]) {
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.user.email));
      expect(mail?.subject).toBe(profileMessages.agencyClosedMailSubject(agency.name));
      expect(mail?.text).toContain('http://immopilote.test/join-agency');
    }
  });

  it('a user without an agency deletes their account alone', async () => {
    const u = await createUser(t.db);
    const client = await signedInClient(t, u.user.id);
    const res = await client.post('/api/profile/delete-account', { password: DEFAULT_PASSWORD });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
  });
});
