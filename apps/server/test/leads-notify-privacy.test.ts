import { leadsMessages as m, PERMISSIONS } from '@immopilote/contracts';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { clients, leadEvents, leads, mailOutbox, purgeLog } from '../src/db/schema';
import { flagOverdueOfAgency, purgeLeadsOfAgency } from '../src/modules/leads/lead-overdue';
import { type IncomingLead, receiveLead } from '../src/modules/leads/leads.service';
import { createAgencyWithBoss, createClient, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let agencyId: string;
let head: TestClient;
let headId: string;
let member: TestClient;
let memberId: string;
let memberEmail: string;
beforeAll(async () => {
  t = await startTestApp();
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  agencyId = agency.id;
  headId = boss.user.id;
  head = await signedInClient(t, boss.user.id);
  const m1 = await createUser(t.db, { agencyId, status: 'active', permissions: [...PERMISSIONS] });
  memberId = m1.user.id;
  memberEmail = m1.user.email;
  member = await signedInClient(t, memberId);
});
afterAll(() => t.close());

const idle = () => t.deps.jobs.runUntilIdle();
let seq = 0;

async function lead(over: Partial<IncomingLead> = {}) {
  seq += 1;
  return withAgency({ agencyId }, () =>
    receiveLead(t.deps, {
      agencyId,
      lead: {
        source: 'seloger',
        channel: 'imap',
        name: `Hugo Prospect ${seq}`,
        email: `hugo.${seq}.${Date.now()}@exemple.fr`,
        phone: '06 01 02 03 04',
        message: 'Mon numéro personnel est le 06 01 02 03 04, rappelez-moi.',
        wantsVisit: false,
        consentGiven: false,
        consentText: null,
        ...over,
      },
    }),
  );
}

const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox)).filter((mail) => mail.to === to);

describe('the assigned member is told', () => {
  it('an e-mail with the name and the listing only, a link to « Demandes », and the event', async () => {
    const listing = await createProperty(t.db, agencyId, { name: 'T3 Mourillon', userId: memberId });
    const before = (await mailsTo(memberEmail)).length;
    const { id, assignedTo } = await lead({ propertyId: listing.id, name: 'Inès\r\nBcc: pirate@exemple.fr' });
    expect(assignedTo).toBe(memberId);
    await idle();
    const mails = await mailsTo(memberEmail);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(m.mail.newSubject('Inès Bcc: pirate@exemple.fr', 'T3 Mourillon'));
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(`${t.config.publicUrl}/demandes`);
    expect(mail.text).not.toContain('06 01 02 03 04');
    expect(mail.text).not.toContain('@exemple.fr');
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => e.kind).sort()).toEqual(['notifiee', 'recue']);
  });

  it('a lead without a listing goes to the head; reassigning tells the new member', async () => {
    const { id, assignedTo } = await lead();
    expect(assignedTo).toBe(headId);
    await idle();
    const before = (await mailsTo(memberEmail)).length;
    const res = await head.patch(`/api/leads/${id}`, { assignedTo: memberId });
    expect(res.status).toBe(200);
    await idle();
    expect(await mailsTo(memberEmail)).toHaveLength(before + 1);
  });
});

describe('summary, overdue flag and dashboard', () => {
  it('counts new, mine and overdue; the hourly round flags an overdue lead once', async () => {
    // Start from this agency's leads answered, so the figures are this test's.
    await t.db.update(leads).set({ state: 'contactee' }).where(eq(leads.agencyId, agencyId));
    const listing = await createProperty(t.db, agencyId, { userId: memberId });
    const old = await lead({ propertyId: listing.id, receivedAt: new Date(Date.now() - 7 * 86_400_000) });
    await lead({ propertyId: listing.id });
    await lead();
    await idle();
    const summary = await member.get('/api/leads/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.newCount).toBe(3);
    expect(summary.body.mineNewCount).toBe(2);
    expect(summary.body.overdueCount).toBeGreaterThanOrEqual(1);
    const list = await member.get('/api/leads?state=nouvelle');
    const flagged = list.body.items
      .filter((l: { overdue: boolean }) => l.overdue)
      .map((l: { id: string }) => l.id);
    expect(flagged).toContain(old.id);
    expect(list.body.overdueCount).toBe(summary.body.overdueCount);
    const dashboard = await member.get('/api/dashboard/summary');
    expect(dashboard.body.overdueLeads).toBe(summary.body.overdueCount);

    const before = (await mailsTo(memberEmail)).length;
    const first = await withAgency({ agencyId }, () => flagOverdueOfAgency(t.deps, agencyId));
    expect(first).toBe(summary.body.overdueCount);
    const again = await withAgency({ agencyId }, () => flagOverdueOfAgency(t.deps, agencyId));
    expect(again).toBe(0);
    await idle();
    const [row] = await t.db.select().from(leads).where(eq(leads.id, old.id));
    expect(row!.overdueNotifiedAt).not.toBeNull();
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, old.id));
    expect(events.filter((e) => e.kind === 'en_retard')).toHaveLength(1);
    const mails = await mailsTo(memberEmail);
    expect(mails.length).toBeGreaterThan(before);
    expect(mails.at(-1)!.subject).toContain('Demande sans réponse');

    // Answered: no longer overdue anywhere.
    await member.patch(`/api/leads/${old.id}`, { state: 'contactee' });
    const after = await member.get('/api/leads/summary');
    expect(after.body.newCount).toBe(2);
  });

  it('a member without the client directory sees no lead figure on the dashboard', async () => {
    const { user } = await createUser(t.db, { agencyId, status: 'active', permissions: [] });
    const without = await signedInClient(t, user.id);
    const res = await without.get('/api/dashboard/summary');
    expect(res.status).toBe(200);
    expect(res.body.overdueLeads).toBeNull();
  });
});

describe('personal data', () => {
  it('a lead never linked to a client is erased 3 years after its last event; an anonymised client’s leads go too', async () => {
    const years = (n: number) => new Date(Date.now() - n * 365.25 * 86_400_000);
    const stale = await lead({ receivedAt: years(4) });
    const recentEvent = await lead({ receivedAt: years(4) });
    const fresh = await lead();
    const client = await createClient(t.db, agencyId);
    const merged = await lead({ receivedAt: years(4), email: client.email });
    expect(merged.clientId).toBe(client.id);
    const gone = await createClient(t.db, agencyId);
    const ofAnonymised = await lead({ email: gone.email });
    await idle();
    await t.db
      .update(leadEvents)
      .set({ createdAt: years(4) })
      .where(inArray(leadEvents.leadId, [stale.id, recentEvent.id, merged.id]));
    // Something happened to this one two years ago: kept.
    await t.db
      .update(leadEvents)
      .set({ createdAt: years(2) })
      .where(eq(leadEvents.leadId, recentEvent.id));
    await t.db.update(clients).set({ anonymisedAt: new Date() }).where(eq(clients.id, gone.id));
    const erased = await withAgency({ agencyId }, () => purgeLeadsOfAgency(t.deps, agencyId));
    expect(erased).toBe(2);
    const left = new Set((await t.db.select({ id: leads.id }).from(leads)).map((r) => r.id));
    expect(left.has(stale.id)).toBe(false);
    expect(left.has(ofAnonymised.id)).toBe(false);
    expect(left.has(recentEvent.id)).toBe(true);
    expect(left.has(fresh.id)).toBe(true);
    expect(left.has(merged.id)).toBe(true);
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, stale.id))).toEqual([]);
    // The head's journal says so, by a short reference that names no one.
    const journal = await t.db.select().from(purgeLog).where(eq(purgeLog.kind, 'lead_expired'));
    expect(journal.map((row) => row.clientRef).sort()).toEqual(
      [stale.id, ofAnonymised.id].map((id) => id.slice(0, 8).toUpperCase()).sort(),
    );
    expect(JSON.stringify(journal)).not.toContain('@');
  });

  it('the client’s export holds their leads (demandes.csv); erasing the client erases them', async () => {
    const client = await createClient(t.db, agencyId);
    const merged = await lead({ email: client.email, message: 'Je cherche un T3 <b>lumineux</b>.' });
    const other = await lead();
    const rawKey = `${agencyId}/${merged.id}/message.eml`;
    await t.deps.storage.put(
      'inbound-mail',
      rawKey,
      Buffer.from('Subject: Demande\r\n\r\nBonjour'),
      'message/rfc822',
    );
    await t.db.update(leads).set({ rawKey }).where(eq(leads.id, merged.id));
    const zip = await head.get(`/api/clients/${client.id}/export`);
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.raw));
    expect(Object.keys(entries)).toContain('demandes.csv');
    const csv = strFromU8(entries['demandes.csv']!);
    expect(csv).toContain(merged.id);
    expect(csv).toContain('Je cherche un T3 <b>lumineux</b>.');
    expect(csv).not.toContain(other.id);
    const json = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(json.leads.map((l: { id: string }) => l.id)).toEqual([merged.id]);
    // The raw e-mail the lead came from is theirs too; its storage key never leaves the server.
    expect(strFromU8(entries[`demandes/${merged.id}.eml`]!)).toContain('Bonjour');
    expect(json.leads[0].rawMessage).toBe(`demandes/${merged.id}.eml`);
    expect(strFromU8(entries['donnees.json']!)).not.toContain(rawKey);

    const erase = await head.post(`/api/clients/${client.id}/erase`);
    expect(erase.status).toBe(204);
    expect(await t.db.select().from(leads).where(eq(leads.id, merged.id))).toEqual([]);
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, merged.id))).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.id, other.id))).toHaveLength(1);
  });

  it('the agency’s archive holds every lead', async () => {
    const one = await lead({ name: 'Archive Personne' });
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await idle();
    const { latest } = (await head.get('/api/agency/export')).body;
    expect(latest.status).toBe('ready');
    const zip = await head.get(`/api/agency/export/${latest.id}/download`);
    const entries = unzipSync(new Uint8Array(zip.raw));
    const csv = strFromU8(entries['demandes.csv']!);
    expect(csv).toContain(one.id);
    expect(csv).toContain('Archive Personne');
    const json = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(json.leads.length).toBeGreaterThan(3);
  });
});
