import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, agencies, profiles, properties } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, createUser, unique } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  const u = await createUser(t.db, { email: TEST_ADMIN_EMAIL });
  adminId = u.user.id;
  admin = await signedInClient(t, adminId);
});
afterAll(() => t.close());

const rows = async (table: typeof profiles | typeof agencies | typeof properties) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describe('admin panel', () => {
  it('counts users, agencies and properties across the platform', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    await createProperty(t.db, a.agency.id);
    await createProperty(t.db, a.agency.id);
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: await rows(profiles),
      agencies: await rows(agencies),
      properties: await rows(properties),
    });
    expect(res.body.properties).toBeGreaterThanOrEqual(2);
  });

  it('lists agencies with head, member and property counts and the plan or none, paged and searched', async () => {
    const tag = unique();
    const paid = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    await t.db
      .update(agencies)
      .set({ name: `Agence Étoile ${tag}` })
      .where(eq(agencies.id, paid.agency.id));
    await createUser(t.db, { agencyId: paid.agency.id, status: 'active' });
    await createUser(t.db, { agencyId: paid.agency.id, status: 'pending' });
    await createProperty(t.db, paid.agency.id);
    const unpaid = await createAgencyWithBoss(t.db, { subscription: null });
    await t.db
      .update(agencies)
      .set({ name: `Agence Lune ${tag}` })
      .where(eq(agencies.id, unpaid.agency.id));

    // Case and accents ignored.
    const found = await admin.get(`/api/admin/agencies?q=${encodeURIComponent(`etoile ${tag}`)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, page: 1 });
    expect(found.body.items).toEqual([
      {
        id: paid.agency.id,
        name: `Agence Étoile ${tag}`,
        city: paid.agency.city,
        ownerName: `${paid.boss.profile.firstName} ${paid.boss.profile.lastName}`,
        members: 2,
        properties: 1,
        plan: 'premium',
        billingAlert: null,
      },
    ]);
    const byOwner = await admin.get(`/api/admin/agencies?q=${encodeURIComponent(unpaid.boss.user.email)}`);
    expect(byOwner.body.items.map((i: { id: string }) => i.id)).toEqual([unpaid.agency.id]);
    expect(byOwner.body.items[0].plan).toBeNull();

    const both = await admin.get(`/api/admin/agencies?q=${tag}&pageSize=1`);
    expect(both.body.total).toBe(2);
    expect(both.body.items).toHaveLength(1);
    const second = await admin.get(`/api/admin/agencies?q=${tag}&pageSize=1&page=2`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(both.body.items[0].id);
    // Literal % is searched as a character, not as a wildcard.
    expect((await admin.get('/api/admin/agencies?q=%25%25%25')).body.total).toBe(0);
  });

  it('refuses a bad page or search with a French 400', async () => {
    const res = await admin.get('/api/admin/agencies?page=0');
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.page).toBe('Certaines données sont invalides.');
    expect((await admin.get('/api/admin/audit?pageSize=abc')).body.error.fieldErrors.pageSize).toBe(
      'Certaines données sont invalides.',
    );
    const long = await admin.get(`/api/admin/agencies?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.fieldErrors.q).toBe('Ce champ est trop long.');
  });

  it('shows one agency’s detail, heads first with roles, properties with prices, and writes an audit entry', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const member = await createUser(t.db, { agencyId: a.agency.id, status: 'active' });
    await createUser(t.db, { agencyId: a.agency.id, status: 'removed' });
    const p = await createProperty(t.db, a.agency.id, { price: 1250.5, type: 'Location' });
    const before = await rows(adminAuditLog as never);

    const res = await admin.get(`/api/admin/agencies/${a.agency.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.agency.id,
      name: a.agency.name,
      address: a.agency.address,
      zip: a.agency.zip,
      city: a.agency.city,
      plan: 'starter',
      billingAlert: null,
      propertyTotal: 1,
      properties: [{ id: p.id, name: p.name, type: 'Location', price: 1250.5 }],
    });
    expect(
      res.body.members.map((m: { id: string; isBoss: boolean; email: string }) => [m.id, m.isBoss, m.email]),
    ).toEqual([
      [a.boss.user.id, true, a.boss.user.email],
      [member.user.id, false, member.user.email],
    ]);

    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.agencyId, a.agency.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminUserId: adminId,
      adminEmail: TEST_ADMIN_EMAIL,
      action: 'view-agency',
      agencyName: a.agency.name,
    });
    expect(await rows(adminAuditLog as never)).toBe(before + 1);

    const audit = await admin.get('/api/admin/audit');
    expect(audit.status).toBe(200);
    expect(audit.body.items[0]).toMatchObject({
      adminEmail: TEST_ADMIN_EMAIL,
      action: 'view-agency',
      agencyId: a.agency.id,
      agencyName: a.agency.name,
    });
  });

  it('answers 404 for an unknown agency and writes nothing', async () => {
    const before = await rows(adminAuditLog as never);
    const res = await admin.get('/api/admin/agencies/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Agence introuvable.');
    expect(await rows(adminAuditLog as never)).toBe(before);
  });

  it('keeps the audit entries of a deleted agency, without a link', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    await admin.get(`/api/admin/agencies/${a.agency.id}`);
    await t.db.delete(agencies).where(eq(agencies.id, a.agency.id));
    const audit = await admin.get('/api/admin/audit?pageSize=100');
    const entry = audit.body.items.find((i: { agencyName: string }) => i.agencyName === a.agency.name);
    expect(entry).toMatchObject({ agencyId: null, agencyName: a.agency.name });
  });

  it('refuses everyone but the administrators', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const head = await signedInClient(t, a.boss.user.id);
    for (const url of [
      '/api/admin/stats',
      '/api/admin/agencies',
      `/api/admin/agencies/${a.agency.id}`,
      '/api/admin/audit',
    ]) {
      const res = await head.get(url);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Accès non autorisé');
    }
  });
});
