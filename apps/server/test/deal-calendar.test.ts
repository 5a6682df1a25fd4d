import {
  type CalendarEvent,
  type DashboardSummary,
  dealMessages,
  formatLongDate,
  PERMISSIONS,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { dealDeadlines, mailOutbox } from '../src/db/schema';
import { remindDeadlinesOfAgency } from '../src/modules/deals/deal-reminders';
import { createAgencyWithBoss, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import {
  cancelDeal,
  inDays,
  insertDeadline,
  insertDeal,
  propertyUnderMandate,
  today,
  updateDeal,
} from './helpers/deal-rows';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An agency with its head and a member holding every permission, both signed in. */
async function agency() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: [...PERMISSIONS],
    firstName: 'Léa',
    lastName: 'Morel',
  });
  return {
    id: agency.id,
    boss,
    member,
    head: await signedInClient(t, boss.user.id),
    agent: await signedInClient(t, member.user.id),
  };
}

async function events(client: TestClient, scope: 'mine' | 'agency' = 'agency') {
  const res = await client.request(
    'GET',
    `/api/calendar/events?from=${inDays(-30)}&to=${inDays(60)}&scope=${scope}`,
  );
  expect(res.status).toBe(200);
  return (res.body as { items: CalendarEvent[] }).items;
}

async function feedText(client: TestClient, scope: 'mine' | 'agency') {
  const link = await client.request('POST', '/api/calendar/feed');
  expect(link.status).toBe(200);
  const url = new URL((link.body as { urls: Record<string, string> }).urls[scope]!);
  const res = await t.client().request('GET', `${url.pathname}${url.search}`);
  expect(res.status).toBe(200);
  return res.text.replace(/\r\n[ \t]/g, '');
}

const icalDate = (date: string) => date.replaceAll('-', '');

describe('the files’ deadlines in the calendar and the iCal feeds', () => {
  it('shows each deadline as an all-day event of the file, its member as author; done ones marked; a cancelled file’s gone', async () => {
    const a = await agency();
    const under = await propertyUnderMandate(t.db, a.id, { name: 'Maison des Tilleuls' });
    const deal = await insertDeal(t.db, a.id, under, {
      stage: 'compromis_signed',
      compromisSignedOn: today(),
      assignedTo: a.member.user.id,
    });
    const loan = await insertDeadline(t.db, deal, { kind: 'loan', dueOn: inDays(30) });
    const withdrawal = await insertDeadline(t.db, deal, {
      kind: 'withdrawal',
      dueOn: inDays(-2),
      doneOn: inDays(-1),
    });
    const condition = await insertDeadline(t.db, deal, {
      kind: 'condition',
      label: 'Permis de construire purgé',
      dueOn: inDays(40),
    });

    const all = await events(a.head);
    const ofDeal = all.filter((e) => e.dealId === deal.id);
    expect(ofDeal.map((e) => e.id)).toEqual([withdrawal.id, loan.id, condition.id]);
    expect(ofDeal[1]).toEqual({
      id: loan.id,
      propertyId: under.property.id,
      propertyName: 'Maison des Tilleuls',
      type: 'deadline',
      date: inDays(30),
      startTime: null,
      durationMinutes: null,
      description: dealMessages.deadlineKinds.loan,
      clientName: under.party.fullName,
      authorId: a.member.user.id,
      authorName: 'Léa Morel',
      dealId: deal.id,
    });
    expect(ofDeal[0]!.type).toBe('deadline-done');
    expect(ofDeal[2]!.description).toBe('Permis de construire purgé');

    // « Mes rendez-vous »: the member in charge sees the file's deadlines, the head (not in charge) does not.
    expect((await events(a.agent, 'mine')).filter((e) => e.dealId === deal.id)).toHaveLength(3);
    expect((await events(a.head, 'mine')).filter((e) => e.dealId === deal.id)).toHaveLength(0);

    // Another agency sees none of it.
    const b = await agency();
    expect((await events(b.head)).some((e) => e.dealId === deal.id)).toBe(false);

    const feed = await feedText(a.agent, 'mine');
    const vevent = feed
      .split('BEGIN:VEVENT')
      .find((block) => block.includes(`UID:${loan.id}@immopilote.test`));
    expect(vevent).toBeDefined();
    expect(vevent).toContain(`DTSTART;VALUE=DATE:${icalDate(inDays(30))}`);
    expect(vevent).toContain(`SUMMARY:${dealMessages.deadlineKinds.loan} — Maison des Tilleuls`);
    expect(vevent).toContain(`URL;VALUE=URI:http://immopilote.test/ventes/${deal.id}`);
    expect(feed).toContain(`SUMMARY:${dealMessages.deadlineKinds.withdrawal} (fait) — Maison des Tilleuls`);
    expect(await feedText(a.head, 'agency')).toContain(`UID:${loan.id}@immopilote.test`);

    await cancelDeal(t.db, deal.id);
    expect((await events(a.head)).some((e) => e.dealId === deal.id)).toBe(false);
    expect(await feedText(a.agent, 'mine')).not.toContain(loan.id);
  });
});

async function figures(client: TestClient) {
  const res = await client.request('GET', '/api/dashboard/summary');
  expect(res.status).toBe(200);
  return (res.body as DashboardSummary).dealFigures;
}

describe('the dashboard’s figures', () => {
  it('moves with the file: acceptance → expected, compromis → signed, deed → no longer expected', async () => {
    const a = await agency();
    const zero = { signedThisMonth: 0, expectedNext90Days: 0 };
    expect(await figures(a.head)).toMatchObject({ ...zero, byMember: [], overdue: [], overdueCount: 0 });

    // 5 % of 300 000 €: 15 000 €, expected 90 days after the acceptance (today), within the horizon.
    const sale = await propertyUnderMandate(t.db, a.id);
    const deal = await insertDeal(t.db, a.id, sale, { assignedTo: a.member.user.id });
    expect(await figures(a.head)).toMatchObject({ signedThisMonth: 0, expectedNext90Days: 15_000 });

    await updateDeal(t.db, deal.id, {
      stage: 'compromis_signed',
      compromisSignedOn: today(),
      deedPlannedOn: inDays(60),
    });
    expect(await figures(a.head)).toMatchObject({ signedThisMonth: 15_000, expectedNext90Days: 15_000 });

    // A deed planned beyond 90 days is not expected yet.
    await updateDeal(t.db, deal.id, { deedPlannedOn: inDays(120) });
    expect(await figures(a.head)).toMatchObject({ signedThisMonth: 15_000, expectedNext90Days: 0 });
    await updateDeal(t.db, deal.id, { deedPlannedOn: inDays(60), feeOverride: 12_000 });
    expect(await figures(a.head)).toMatchObject({ signedThisMonth: 12_000, expectedNext90Days: 12_000 });

    await updateDeal(t.db, deal.id, { stage: 'deed_signed', deedSignedOn: today() });
    expect(await figures(a.head)).toMatchObject({ signedThisMonth: 12_000, expectedNext90Days: 0 });

    // A lease signed this month: the landlord's and the tenant's fees; the head's own file.
    const rental = await propertyUnderMandate(t.db, a.id, { type: 'Location' });
    await insertDeal(t.db, a.id, rental, {
      stage: 'lease_signed',
      leaseSignedOn: today(),
      landlordFees: 800,
      tenantFees: 600,
      assignedTo: a.boss.user.id,
    });
    // A cancelled file counts nowhere.
    const lost = await propertyUnderMandate(t.db, a.id);
    const cancelled = await insertDeal(t.db, a.id, lost, {
      compromisSignedOn: today(),
      stage: 'compromis_signed',
    });
    await cancelDeal(t.db, cancelled.id);

    const head = await figures(a.head);
    expect(head).toMatchObject({ signedThisMonth: 13_400, expectedNext90Days: 1_400 });
    expect(head?.byMember).toEqual(
      expect.arrayContaining([
        {
          member: { id: a.member.user.id, name: 'Léa Morel' },
          signedThisMonth: 12_000,
          expectedNext90Days: 0,
        },
        {
          member: { id: a.boss.user.id, name: `${a.boss.profile.firstName} ${a.boss.profile.lastName}` },
          signedThisMonth: 1_400,
          expectedNext90Days: 1_400,
        },
      ]),
    );
    expect(head?.byMember).toHaveLength(2);
    // The member sees their own files only, without the others' shares.
    expect(await figures(a.agent)).toMatchObject({
      signedThisMonth: 12_000,
      expectedNext90Days: 0,
      byMember: null,
    });
  });

  it('flags the deadlines of open files passed without their event, oldest first, the member’s own for a member', async () => {
    const a = await agency();
    const sale = await propertyUnderMandate(t.db, a.id, { name: 'Villa Horizon' });
    const deal = await insertDeal(t.db, a.id, sale, { assignedTo: a.member.user.id });
    await insertDeadline(t.db, deal, { kind: 'loan', dueOn: inDays(-3) });
    await insertDeadline(t.db, deal, { kind: 'withdrawal', dueOn: inDays(-10) });
    await insertDeadline(t.db, deal, {
      kind: 'condition',
      label: 'Vente du bien actuel',
      dueOn: inDays(-1),
      doneOn: inDays(-1),
    });
    await insertDeadline(t.db, deal, { kind: 'deed', dueOn: today() });
    const other = await propertyUnderMandate(t.db, a.id);
    const headsDeal = await insertDeal(t.db, a.id, other, { assignedTo: a.boss.user.id });
    await insertDeadline(t.db, headsDeal, { kind: 'loan', dueOn: inDays(-5) });
    const gone = await insertDeal(t.db, a.id, await propertyUnderMandate(t.db, a.id));
    await insertDeadline(t.db, gone, { kind: 'loan', dueOn: inDays(-4) });
    await cancelDeal(t.db, gone.id);

    const head = await figures(a.head);
    expect(head?.overdue).toEqual([
      {
        dealId: deal.id,
        propertyName: 'Villa Horizon',
        label: dealMessages.deadlineKinds.withdrawal,
        dueOn: inDays(-10),
      },
      {
        dealId: headsDeal.id,
        propertyName: other.property.name,
        label: dealMessages.deadlineKinds.loan,
        dueOn: inDays(-5),
      },
      {
        dealId: deal.id,
        propertyName: 'Villa Horizon',
        label: dealMessages.deadlineKinds.loan,
        dueOn: inDays(-3),
      },
    ]);
    expect(head?.overdueCount).toBe(3);
    expect((await figures(a.agent))?.overdue.map((o) => o.dueOn)).toEqual([inDays(-10), inDays(-3)]);
  });

  it('is null for a member without the mandates', async () => {
    const a = await agency();
    const limited = await createUser(t.db, {
      agencyId: a.id,
      status: 'active',
      permissions: ['client_directory'],
    });
    expect(await figures(await signedInClient(t, limited.user.id))).toBeNull();
  });
});

describe('the reminder e-mails', () => {
  const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox)).filter((m) => m.to === to);
  // The job's round for one agency, bound to it as `forEachAgency` binds it.
  const round = (agencyId: string) =>
    withAgency({ agencyId }, () => remindDeadlinesOfAgency(t.deps, agencyId));

  it('e-mails the member once per due date, three days before, even with two rounds at once; a moved deadline again', async () => {
    const a = await agency();
    const sale = await propertyUnderMandate(t.db, a.id, { name: 'Mas des Oliviers' });
    const deal = await insertDeal(t.db, a.id, sale, {
      assignedTo: a.member.user.id,
      stage: 'compromis_signed',
    });
    const loan = await insertDeadline(t.db, deal, { kind: 'loan', dueOn: inDays(3) });
    const late = await insertDeadline(t.db, deal, { kind: 'withdrawal', dueOn: inDays(1) });
    await insertDeadline(t.db, deal, { kind: 'deed', dueOn: inDays(4) });
    await insertDeadline(t.db, deal, {
      kind: 'condition',
      label: 'Servitude',
      dueOn: inDays(2),
      doneOn: today(),
    });
    const cancelledDeal = await insertDeal(t.db, a.id, await propertyUnderMandate(t.db, a.id), {
      assignedTo: a.member.user.id,
    });
    await insertDeadline(t.db, cancelledDeal, { kind: 'loan', dueOn: inDays(3) });
    await cancelDeal(t.db, cancelledDeal.id);

    const rounds = await Promise.all([round(a.id), round(a.id)]);
    expect(rounds[0] + rounds[1]).toBe(2);
    await t.deps.jobs.runUntilIdle();
    const mails = await mailsTo(a.member.user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        dealMessages.reminderSubject(dealMessages.deadlineKinds.loan, 'Mas des Oliviers', 3),
        dealMessages.reminderSubject(dealMessages.deadlineKinds.withdrawal, 'Mas des Oliviers', 1),
      ].sort(),
    );
    const loanMail = mails.find((m) => m.subject.includes(dealMessages.deadlineKinds.loan))!;
    expect(loanMail.text).toContain(formatLongDate(inDays(3)));
    expect(loanMail.text).toContain(`http://immopilote.test/ventes/${deal.id}`);
    const [row] = await t.db.select().from(dealDeadlines).where(eq(dealDeadlines.id, loan.id));
    expect(row?.remindedFor).toBe(inDays(3));

    // The next round sends nothing; the loan deadline moved to a day later is reminded again.
    expect(await round(a.id)).toBe(0);
    await t.db
      .update(dealDeadlines)
      .set({ dueOn: inDays(2) })
      .where(eq(dealDeadlines.id, loan.id));
    expect(await round(a.id)).toBe(1);
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(a.member.user.email)).toHaveLength(3);
    const [withdrawal] = await t.db.select().from(dealDeadlines).where(eq(dealDeadlines.id, late.id));
    expect(withdrawal?.remindedFor).toBe(inDays(1));
  });
});
