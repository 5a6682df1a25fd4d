import { prospectingMessages } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  clientSearches,
  clients,
  prospectingMails,
  mailOutbox,
  matchProposals,
  prospectingConsentEvents,
  prospectingConsents,
  properties,
  propertyPhotos,
  searchDigestRuns,
  searchMatches,
} from '../src/db/schema';
import { withAgency } from '../src/db/agency-scope';
import { runDailyDigests } from '../src/modules/matching/alert-dispatch';
import { sendProposalMails } from '../src/modules/matching/proposal-mail-send';
import { instantAlertJob } from '../src/modules/matching/instant-alert.job';
import { PHOTO_BUCKET } from '../src/modules/properties/properties.service';
import { objectKey } from '../src/storage/storage';
import { createWorld, type World } from './helpers/actors';
import { createMatch, type MatchFixture } from './helpers/prospecting-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const member = () => world.actors.memberA.client;
const bossB = () => world.actors.bossB.client;
const m = prospectingMessages;

/** A full match of agency A (or `agencyId`'s) as the matching engine writes it. */
const matchFixture = (f: MatchFixture & { agencyId?: string } = {}) =>
  createMatch(t.db, f.agencyId ?? world.agencyA.id, f);

const ref = (x: { searchId: string; propertyId: string }) => ({
  searchId: x.searchId,
  propertyId: x.propertyId,
});

async function mailsTo(clientId: string) {
  const [client] = await t.db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId));
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, client!.email));
}

const tokenIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? '';
const unsubscribeToken = (text: string) => tokenIn(text, /\/desinscription\/([A-Za-z0-9_-]+)/);
const answerToken = (text: string) => tokenIn(text, /\/proposition\/([A-Za-z0-9_-]+)\?reponse=interesse/);

async function matchState(x: { searchId: string; propertyId: string }) {
  const [row] = await t.db
    .select({ state: searchMatches.state })
    .from(searchMatches)
    .where(and(eq(searchMatches.searchId, x.searchId), eq(searchMatches.propertyId, x.propertyId)));
  return row?.state;
}

async function changeEvent(x: { searchId: string; propertyId: string }, eventKey: string) {
  await t.db
    .update(searchMatches)
    .set({ event: 'price_changed', eventKey })
    .where(and(eq(searchMatches.searchId, x.searchId), eq(searchMatches.propertyId, x.propertyId)));
}

describe('consent', () => {
  it('is recorded with its source and history, and required before any e-mail', async () => {
    const f = await matchFixture({ consent: false });
    const none = await member().request('GET', `/api/clients/${f.clientId}/prospecting-consent`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ current: false, consentedAt: null, history: [] });

    const refused = await member().request('POST', '/api/matches/propose', { json: { matches: [ref(f)] } });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ sent: 0, skipped: [{ ...ref(f), reason: m.skipped.noConsent }] });
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(f.clientId)).toHaveLength(0);

    const missingSource = await member().request('PUT', `/api/clients/${f.clientId}/prospecting-consent`, {
      json: { granted: true },
    });
    expect(missingSource.status).toBe(400);
    expect(missingSource.body.error.fieldErrors.source).toBe(m.consentSourceRequired);

    const granted = await member().request('PUT', `/api/clients/${f.clientId}/prospecting-consent`, {
      json: { granted: true, source: 'ecrit' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ current: true, source: 'ecrit', withdrawnAt: null });
    expect(granted.body.history).toHaveLength(1);
    expect(granted.body.history[0]).toMatchObject({ action: 'granted', source: 'ecrit' });
    expect(granted.body.history[0].byName).toMatch(/\S/);

    // Saying it again records nothing more.
    const again = await member().request('PUT', `/api/clients/${f.clientId}/prospecting-consent`, {
      json: { granted: true, source: 'ecrit' },
    });
    expect(again.body.history).toHaveLength(1);

    const sent = await member().request('POST', '/api/matches/propose', { json: { matches: [ref(f)] } });
    expect(sent.body).toEqual({ sent: 1, skipped: [] });
  });

  it('another agency’s client is a 404', async () => {
    const f = await matchFixture();
    expect((await bossB().request('GET', `/api/clients/${f.clientId}/prospecting-consent`)).status).toBe(404);
    const put = await bossB().request('PUT', `/api/clients/${f.clientId}/prospecting-consent`, {
      json: { granted: false },
    });
    expect(put.status).toBe(404);
    expect((await bossB().request('GET', `/api/clients/${f.clientId}/proposals`)).status).toBe(404);
  });
});

describe('proposing by e-mail', () => {
  it('sends one French e-mail per client with every chosen listing, the unsubscribe headers and links', async () => {
    const first = await matchFixture();
    const second = await matchFixture({ clientId: first.clientId, price: 198_000 });
    // A cover photo, inlined in the e-mail.
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
      .webp()
      .toBuffer();
    const key = objectKey(first.agencyId, first.propertyId, 'thumb.webp');
    await t.deps.storage.put(PHOTO_BUCKET, key, webp, 'image/webp');
    await t.db.insert(propertyPhotos).values({
      agencyId: first.agencyId,
      propertyId: first.propertyId,
      thumbKey: key,
      largeKey: key,
      width: 40,
      height: 30,
    });

    const res = await member().request('POST', '/api/matches/propose', {
      json: { matches: [ref(first), ref(second)] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2, skipped: [] });
    await t.deps.jobs.runUntilIdle();

    const mails = await mailsTo(first.clientId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^2 biens pour votre recherche — /);
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.text).toMatch(/245\s000\s€/);
    expect(mail!.text).toContain(m.mail.energy('C'));
    // Everything the agency typed is escaped in the HTML.
    expect(mail!.html).toContain('Appartement &lt;Mer&gt; &amp; soleil');
    expect(mail!.html).not.toContain('<Mer>');
    // One of the two has a photo, inlined (cid) rather than attached.
    const cid = /src="cid:(bien-\d)@immopilote"/.exec(mail!.html ?? '')?.[1];
    expect(cid).toBeDefined();
    expect(mail!.attachments).toEqual([
      { filename: `${cid}.jpg`, contentType: 'image/jpeg', size: expect.any(Number) },
    ]);
    const token = unsubscribeToken(mail!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.headers!['List-Unsubscribe']).toContain(
      `<http://immopilote.test/api/alerts/${token}/unsubscribe>`,
    );
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/<mailto:[^>]+\?subject=D%C3%A9sinscription>/);
    // Only hashes are stored.
    const stored = await t.db
      .select()
      .from(matchProposals)
      .where(eq(matchProposals.clientId, first.clientId));
    expect(stored.every((p) => p.tokenHash && !mail!.text.includes(p.tokenHash))).toBe(true);

    expect(await matchState(first)).toBe('propose');
    const list = await member().request('GET', `/api/clients/${first.clientId}/proposals`);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({
      via: 'manual',
      event: 'listed',
      answer: null,
      propertyType: 'Vente',
    });
    expect(list.body.items[0].sentByName).toMatch(/\S/);

    // The admin panel's outbox shows the headers.
    const outbox = await world.actors.admin.client.request('GET', '/api/admin/outbox');
    const shown = outbox.body.items.find((i: { id: string }) => i.id === mail!.id);
    expect(shown.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('never sends a listing twice for the same event, even on a double click; a price drop sends again', async () => {
    const f = await matchFixture();
    const click = () => member().request('POST', '/api/matches/propose', { json: { matches: [ref(f)] } });
    const [a, b] = await Promise.all([click(), click()]);
    expect([a.body.sent, b.body.sent].sort()).toEqual([0, 1]);
    const skip = a.body.sent === 0 ? a.body : b.body;
    expect(skip.skipped).toEqual([{ ...ref(f), reason: m.skipped.alreadySent }]);
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(f.clientId)).toHaveLength(1);

    const third = await click();
    expect(third.body).toEqual({ sent: 0, skipped: [{ ...ref(f), reason: m.skipped.alreadySent }] });

    await changeEvent(f, 'price:229000');
    expect((await click()).body).toEqual({ sent: 1, skipped: [] });
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(f.clientId)).toHaveLength(2);
  });

  it('says why a match cannot go, and another agency’s matches are not found', async () => {
    const near = await matchFixture({ level: 'near' });
    const res = await member().request('POST', '/api/matches/propose', { json: { matches: [ref(near)] } });
    expect(res.body.skipped).toEqual([{ ...ref(near), reason: m.skipped.noLongerValid }]);

    const ofA = await matchFixture();
    const foreign = await bossB().request('POST', '/api/matches/propose', { json: { matches: [ref(ofA)] } });
    expect(foreign.status).toBe(404);
    expect(await matchState(ofA)).toBe('nouveau');
  });
});

describe('the e-mail’s links, without signing in', () => {
  async function sentMail() {
    const f = await matchFixture();
    await member().request('POST', '/api/matches/propose', { json: { matches: [ref(f)] } });
    await t.deps.jobs.runUntilIdle();
    const [mail] = await mailsTo(f.clientId);
    return { f, mail: mail! };
  }

  it('unsubscribes in one click (RFC 8058 form post, no CSRF header), records it, and is idempotent', async () => {
    const { f, mail } = await sentMail();
    const token = unsubscribeToken(mail.text);
    const visitor = t.client();

    const page = await visitor.request('GET', `/api/alerts/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ clientFirstName: 'Léa', unsubscribed: false, proposal: null });

    const oneClick = await visitor.request('POST', `/api/alerts/${token}/unsubscribe`, {
      withoutCsrf: true,
      raw: {
        bytes: new TextEncoder().encode('List-Unsubscribe=One-Click'),
        contentType: 'application/x-www-form-urlencoded',
      },
    });
    expect(oneClick.status).toBe(204);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const again = await visitor.request('POST', `/api/alerts/${token}/unsubscribe`, {
      withoutCsrf: true,
      form: multipart,
    });
    expect(again.status).toBe(204);
    // A form that does not ask to unsubscribe, or a broken one, is refused.
    const other = await visitor.request('POST', `/api/alerts/${token}/unsubscribe`, {
      withoutCsrf: true,
      raw: { bytes: new TextEncoder().encode('x=y'), contentType: 'application/x-www-form-urlencoded' },
    });
    expect(other.status).toBe(400);

    const events = await t.db
      .select()
      .from(prospectingConsentEvents)
      .where(eq(prospectingConsentEvents.clientId, f.clientId));
    expect(events.map((e) => [e.action, e.byClient, e.byUserId])).toEqual([['withdrawn', true, null]]);
    const consent = await member().request('GET', `/api/clients/${f.clientId}/prospecting-consent`);
    expect(consent.body.current).toBe(false);
    expect(consent.body.withdrawnAt).not.toBeNull();
    expect(consent.body.history[0]).toMatchObject({ action: 'withdrawn', byName: m.consentHistory.byClient });
    expect((await visitor.request('GET', `/api/alerts/${token}`)).body.unsubscribed).toBe(true);

    // Nothing more leaves for this client.
    await changeEvent(f, 'price:199000');
    const res = await member().request('POST', '/api/matches/propose', { json: { matches: [ref(f)] } });
    expect(res.body.skipped[0].reason).toBe(m.skipped.noConsent);
  });

  it('records the client’s answer from the e-mail on the proposal and the match; a GET changes nothing', async () => {
    const { f, mail } = await sentMail();
    const token = answerToken(mail.text);
    const visitor = t.client();
    const view = await visitor.request('GET', `/api/alerts/${token}`);
    expect(view.body.proposal).toMatchObject({ propertyCity: 'Toulon', price: 245_000, answer: null });
    expect(await matchState(f)).toBe('propose');

    const answered = await visitor.request('POST', `/api/alerts/${token}/answer`, {
      json: { answer: 'interesse' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.proposal.answer).toBe('interesse');
    expect(await matchState(f)).toBe('interesse');
    const list = await member().request('GET', `/api/clients/${f.clientId}/proposals`);
    expect(list.body.items[0]).toMatchObject({ answer: 'interesse', answeredBy: 'client' });

    // The agent records a change of mind.
    const byAgent = await member().request('PUT', `/api/proposals/${list.body.items[0].id}/answer`, {
      json: { answer: 'pas_interesse' },
    });
    expect(byAgent.status).toBe(200);
    expect(byAgent.body).toMatchObject({ answer: 'pas_interesse', answeredBy: 'agent' });
    expect(await matchState(f)).toBe('pas_interesse');
    // What was sent outlives the search and the listing.
    await t.db.delete(clientSearches).where(eq(clientSearches.id, f.searchId));
    await t.db.delete(properties).where(eq(properties.id, f.propertyId));
    const kept = await member().request('GET', `/api/clients/${f.clientId}/proposals`);
    expect(kept.body.items).toHaveLength(1);
    expect(kept.body.items[0]).toMatchObject({ searchId: null, propertyId: null, propertyCity: 'Toulon' });
    expect((await visitor.request('GET', `/api/alerts/${token}`)).body.proposal.price).toBe(245_000);

    const foreign = await bossB().request('PUT', `/api/proposals/${list.body.items[0].id}/answer`, {
      json: { answer: 'interesse' },
    });
    expect(foreign.status).toBe(404);
  });

  it('an unknown token is a French 404', async () => {
    const res = await t.client().request('GET', `/api/alerts/${'x'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(m.linkNotFound);
    const post = await t
      .client()
      .request('POST', `/api/alerts/${'y'.repeat(43)}/unsubscribe`, { withoutCsrf: true });
    expect(post.status).toBe(404);
  });
});

describe('automatic alerts', () => {
  it('instant: sends to instant searches with consent only, once per event key', async () => {
    const instant = await matchFixture({ alertMode: 'instant' });
    const off = await matchFixture({ alertMode: 'off' });
    const noConsent = await matchFixture({ alertMode: 'instant', consent: false });
    const payload = { agencyId: world.agencyA.id, matches: [ref(instant), ref(off), ref(noConsent)] };
    await t.deps.jobs.enqueue(instantAlertJob, payload);
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(instant.clientId)).toHaveLength(1);
    expect(await mailsTo(off.clientId)).toHaveLength(0);
    expect(await mailsTo(noConsent.clientId)).toHaveLength(0);
    expect(await matchState(instant)).toBe('propose');

    await t.deps.jobs.enqueue(instantAlertJob, payload);
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(instant.clientId)).toHaveLength(1);

    await changeEvent(instant, 'price:230000');
    await t.deps.jobs.enqueue(instantAlertJob, payload);
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(instant.clientId)).toHaveLength(2);
    const list = await member().request('GET', `/api/clients/${instant.clientId}/proposals`);
    expect(list.body.items.map((p: { via: string; event: string }) => [p.via, p.event])).toEqual([
      ['instant', 'price_changed'],
      ['instant', 'listed'],
    ]);
  });

  it('daily: one digest per client at its Paris hour, a missed hour caught up once, never twice a day', async () => {
    const eight = await matchFixture({ alertMode: 'daily', alertHour: 8 });
    const sameClient = await matchFixture({ alertMode: 'daily', alertHour: 8, clientId: eight.clientId });
    const evening = await matchFixture({ alertMode: 'daily', alertHour: 20 });
    const at = (iso: string) => new Date(iso);

    // 07:30 in Paris (winter, UTC+1): not yet.
    await runDailyDigests(t.deps, at('2026-12-01T06:30:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(eight.clientId)).toHaveLength(0);

    // The 08:00 pass was missed (server down): the 10:00 pass catches up, one e-mail for both searches.
    await runDailyDigests(t.deps, at('2026-12-01T09:05:00Z'));
    await t.deps.jobs.runUntilIdle();
    const mails = await mailsTo(eight.clientId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^2 biens/);
    expect(await mailsTo(evening.clientId)).toHaveLength(0);
    expect(await matchState(sameClient)).toBe('propose');

    // A new event later that day waits for tomorrow's digest.
    await changeEvent(eight, 'price:210000');
    await runDailyDigests(t.deps, at('2026-12-01T15:00:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(eight.clientId)).toHaveLength(1);
    await runDailyDigests(t.deps, at('2026-12-02T07:00:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(eight.clientId)).toHaveLength(2);

    // A match a search found on creation (already on the market) is the agent's to propose, not the digest's.
    const found = await matchFixture({ alertMode: 'daily', alertHour: 8 });
    await t.db
      .update(searchMatches)
      .set({ event: 'search_changed', eventKey: 'search' })
      .where(eq(searchMatches.searchId, found.searchId));
    await runDailyDigests(t.deps, at('2026-12-02T07:30:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(found.clientId)).toHaveLength(0);

    // 20:00 Paris.
    await runDailyDigests(t.deps, at('2026-12-01T19:00:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(evening.clientId)).toHaveLength(1);
    const runs = await t.db
      .select()
      .from(searchDigestRuns)
      .where(eq(searchDigestRuns.searchId, evening.searchId));
    expect(runs[0]!.lastRunOn).toBe('2026-12-01');
  });

  it('an agency without an active subscription sends no alert', async () => {
    const daily = await matchFixture({ alertMode: 'daily', alertHour: 8 });
    const instant = await matchFixture({ alertMode: 'instant' });
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(agencies.id, world.agencyA.id));
    try {
      await runDailyDigests(t.deps, new Date('2026-12-03T08:00:00Z'));
      await t.deps.jobs.enqueue(instantAlertJob, { agencyId: world.agencyA.id, matches: [ref(instant)] });
      await t.deps.jobs.runUntilIdle();
      expect(await mailsTo(daily.clientId)).toHaveLength(0);
      expect(await mailsTo(instant.clientId)).toHaveLength(0);
    } finally {
      await t.db
        .update(agencies)
        .set({ subscriptionStatus: 'active' })
        .where(eq(agencies.id, world.agencyA.id));
    }
    await runDailyDigests(t.deps, new Date('2026-12-03T08:00:00Z'));
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(daily.clientId)).toHaveLength(1);
  });

  it('a consent withdrawn between the proposal and the e-mail leaving stops it', async () => {
    const f = await matchFixture({ consent: false });
    await t.db.insert(prospectingConsents).values({
      agencyId: f.agencyId,
      clientId: f.clientId,
      consentedAt: new Date(),
      withdrawnAt: new Date(),
    });
    const [mail] = await t.db
      .insert(prospectingMails)
      .values({ agencyId: f.agencyId, clientId: f.clientId, via: 'manual' })
      .returning();
    await t.db.insert(matchProposals).values({
      agencyId: f.agencyId,
      clientId: f.clientId,
      searchId: f.searchId,
      propertyId: f.propertyId,
      mailId: mail!.id,
      event: 'listed',
      eventKey: 'listed',
      via: 'manual',
      propertyName: f.property.name,
      propertyCity: 'Toulon',
      price: 245_000,
      propertyType: 'Vente',
    });
    await withAgency({ agencyId: f.agencyId }, () =>
      sendProposalMails(t.deps, { agencyId: f.agencyId, mailIds: [mail!.id] }),
    );
    expect(await mailsTo(f.clientId)).toHaveLength(0);
    const list = await member().request('GET', `/api/clients/${f.clientId}/proposals`);
    expect(list.body.items).toEqual([]);
  });
});
