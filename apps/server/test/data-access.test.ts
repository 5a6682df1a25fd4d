import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../src/db/client';
import * as f from './factories';
import { clients } from '../src/db/schema';
import { tenantRow, tenantWhere } from '../src/db/tenant';
import { listAgenciesWithMemberCounts } from '../src/modules/admin/admin.repo';
import { createTestDatabase } from './helpers/test-database';

describe('tenantWhere / tenantRow', () => {
  it('refuse an empty agency id instead of dropping the agency clause', () => {
    expect(() => tenantWhere(clients, '')).toThrow('agencyId is required');
    expect(() => tenantRow('', { fullName: 'Chloé Martin' })).toThrow('agencyId is required');
    expect(tenantRow('a1', { agencyId: 'forged', fullName: 'Chloé Martin' }).agencyId).toBe('a1');
  });
});

describe('admin repository (the one cross-agency read)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists every agency with its active and pending members', async () => {
    const db = database.ownerDb;
    const first = await f.createAgencyWithBoss(db);
    await f.createUser(db, { agencyId: first.agency.id, status: 'active' });
    await f.createUser(db, { agencyId: first.agency.id, status: 'pending' });
    await f.createUser(db, { agencyId: first.agency.id, status: 'rejected' });
    const second = await f.createAgencyWithBoss(db, { subscription: null });
    const empty = await f.createAgency(db);

    const overview = await listAgenciesWithMemberCounts(db);
    const byId = new Map(overview.map((a) => [a.id, a]));
    expect(byId.get(first.agency.id)).toMatchObject({ activeMembers: 2, pendingMembers: 1 });
    expect(byId.get(second.agency.id)).toMatchObject({
      activeMembers: 1,
      pendingMembers: 0,
      subscriptionStatus: 'inactive',
    });
    expect(byId.get(empty.id)).toMatchObject({ activeMembers: 0, pendingMembers: 0 });
  });
});

describe('migration 0003 (typed status columns)', () => {
  /** Runs one migration file as drizzle would, statement by statement. */
  async function apply(database: Database, file: string) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.pglite!.exec(statement);
    }
  }

  it('brings legacy values onto the canonical lists, then refuses anything else', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
      const typed = files.find((name) => name.startsWith('0003_'))!;
      for (const file of files.filter((name) => name < typed)) await apply(database, file);
      const pg = database.pglite!;
      await pg.exec(`
        insert into users (id, email, password_hash) values
          ('00000000-0000-4000-8000-000000000001', 'a@exemple.fr', 'x'),
          ('00000000-0000-4000-8000-000000000002', 'b@exemple.fr', 'x');
        insert into agencies (id, name, address, city, zip, code, subscription_status, subscription_plan) values
          ('00000000-0000-4000-8000-0000000000a1', 'A', '1 rue', 'Paris', '75001', 'AAAAAA', 'Active', 'gold');
        insert into profiles (id, first_name, last_name, phone, status, agency_id, permissions) values
          ('00000000-0000-4000-8000-000000000001', 'A', 'A', '0600000000', 'Active', '00000000-0000-4000-8000-0000000000a1', '{add_property,admin}'),
          ('00000000-0000-4000-8000-000000000002', 'B', 'B', '0600000000', 'banned', '00000000-0000-4000-8000-0000000000a1', '{}');
        insert into properties (id, agency_id, name, price, type, address, city, zip, status) values
          ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'Loft', 1, 'location', 'x', 'Paris', '75001', 'disponible'),
          ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a1', 'T2', 1, 'Vente', 'x', 'Paris', '75001', 'en negociation'),
          ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000a1', 'T3', 1, 'Vente', 'x', 'Paris', '75001', '???');
        insert into property_history (property_id, agency_id, type, date, description, client_name) values
          ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'Visite', '2025-01-01', 'x', 'X');
      `);

      await apply(database, typed);

      const agency = await pg.query('select subscription_status, subscription_plan from agencies');
      expect(agency.rows).toEqual([{ subscription_status: 'inactive', subscription_plan: null }]);
      const profiles = await pg.query('select status, permissions from profiles order by id');
      expect(profiles.rows).toEqual([
        { status: 'removed', permissions: ['add_property'] },
        { status: 'removed', permissions: [] },
      ]);
      const properties = await pg.query('select type, status from properties order by id');
      expect(properties.rows).toEqual([
        { type: 'Location', status: 'Disponible' },
        { type: 'Vente', status: 'En négociation' },
        { type: 'Vente', status: 'Disponible' },
      ]);
      const history = await pg.query('select type from property_history');
      expect(history.rows).toEqual([{ type: 'check-in-out' }]);

      await expect(
        pg.exec(`update properties set status = 'disponible' where name = 'Loft'`),
      ).rejects.toThrow(/properties_status_check/);
    } finally {
      await database.close();
    }
  });
});
