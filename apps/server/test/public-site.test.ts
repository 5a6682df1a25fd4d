import { leadsMessages, publicSiteMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencies, authAttempts, leadEvents, leads, properties } from '../src/db/schema';
import { formToken } from '../src/modules/public-site/public-site.service';
import { createAgencyWithBoss } from './factories';
import { signedInClient } from './helpers/actors';
import {
  createAgencySite,
  FEE_ROWS,
  mandateInForce,
  PUBLISHABLE_SALE,
  publishedListing,
} from './helpers/site-fixtures';
import { createProperty } from './factories';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let agencyA: { id: string; slug: string };
let agencyB: { id: string; slug: string };
let listing: Awaited<ReturnType<typeof publishedListing>>;

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';

beforeAll(async () => {
  t = await startTestApp();
  const a = await createAgencyWithBoss(t.db);
  const b = await createAgencyWithBoss(t.db);
  await t.db
    .update(agencies)
    .set({ name: `Agence ${HOSTILE}` })
    .where(eq(agencies.id, a.agency.id));
  const siteA = await createAgencySite(t.db, a.agency.id, { intro: `Bienvenue ${HOSTILE}\nDeuxième ligne` });
  const siteB = await createAgencySite(t.db, b.agency.id);
  agencyA = { id: a.agency.id, slug: siteA.slug! };
  agencyB = { id: b.agency.id, slug: siteB.slug! };
  listing = await publishedListing(
    t,
    agencyA.id,
    {
      name: `T3 ${HOSTILE}`,
      description: `Parquet ${HOSTILE}\nbalcon`,
      address: '12 rue Secrète',
      city: 'Lyon',
      zip: '69002',
    },
    { photos: 3 },
  );
});
afterAll(() => t.close());

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}${path}`, { redirect: 'manual', ...init });

/** The script-free text: nothing a visitor typed may open an element. */
function expectNoInjectedMarkup(body: string) {
  expect(body).not.toContain('<script>alert');
  expect(body).not.toContain('<img src=x');
  expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

function jsonLdOf(body: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('pages', () => {
  it('the agency page lists its visible listings, escapes every text and carries the legal identity', async () => {
    const res = await get(`/agences/${agencyA.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const body = await res.text();
    expectNoInjectedMarkup(body);
    expect(body).toContain('<html lang="fr">');
    expect(body).toContain(`<link rel="canonical" href="http://immopilote.test/agences/${agencyA.slug}">`);
    expect(body).toContain(`/agences/${agencyA.slug}/biens/${listing.reference}`);
    expect(body).toContain('Deuxième ligne');
    expect(body).toMatch(/Bienvenue .*<br>Deuxième ligne/);
    // Loi Hoguet: card and its CCI, guarantee, insurer, and the fee scale's link on every page.
    expect(body).toContain('CPI 6901 2018 000 012 345');
    expect(body).toContain('CCI Lyon Métropole');
    expect(body).toContain('Galian Assurances');
    expect(body).toContain('MMA IARD');
    expect(body).toContain(`href="/agences/${agencyA.slug}/honoraires"`);
    expect(jsonLdOf(body)['@type']).toBe('RealEstateAgent');
    // No script runs on the page: the CSP forbids inline scripts and none is needed.
    expect(body).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('a listing page shows photos, prices, DPE labels, mentions and the exclusive mandate, and parses as JSON-LD', async () => {
    const res = await get(`/agences/${agencyA.slug}/biens/${listing.reference}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expectNoInjectedMarkup(body);
    // City and postcode only: the agency did not opt into the street.
    expect(body).toContain('Lyon (69002)');
    expect(body).not.toContain('rue Secrète');
    expect(body).toContain('data-scale="energy" data-class="D"');
    expect(body).toContain('data-scale="climate" data-class="C"');
    expect(body).toContain('CLASSE ÉNERGIE\u00a0: D – CLASSE CLIMAT\u00a0: C');
    expect(body).toContain('2023');
    expect(body).toContain(publicSiteMessages.listing.exclusive);
    expect(body).toContain('313\u202f500\u00a0€');
    expect(body).toContain('300\u202f000\u00a0€');
    // Three responsive pictures: AVIF and WebP in several widths, sizes declared, the first eager.
    expect(body.match(/<picture>/g)).toHaveLength(3);
    expect(body).toMatch(
      /type="image\/avif" srcset="[^"]+480\.avif 480w, [^"]+800\.avif 800w, [^"]+1200\.avif 1200w"/,
    );
    expect(body.match(/fetchpriority="high" loading="eager"/g)).toHaveLength(1);
    expect(body.match(/loading="lazy"/g)).toHaveLength(2);
    expect(body).toContain('width="1600" height="1067"');
    expect(body).toContain(
      `<meta property="og:image" content="http://immopilote.test/agences/${agencyA.slug}/photos/${listing.photos[0]!.id}/og.jpg">`,
    );
    const ld = jsonLdOf(body);
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.name).toBe(`T3 ${HOSTILE}`);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 313500, priceCurrency: 'EUR' });
    expect(ld.offers.offeredBy['@type']).toBe('RealEstateAgent');
    // The form: honeypot hidden from people and screen readers, the consent naming the notice.
    expect(body).toMatch(/<div class="hp" aria-hidden="true">.*tabindex="-1"/);
    expect(body).toContain('href="/informations-candidats/');
    expect(body).toContain(publicSiteMessages.form.wantsVisit);
  });

  it('a listing that left the site answers 410 with a link to the others; an unknown one 404', async () => {
    const sold = await publishedListing(t, agencyA.id, { status: 'Vendu' });
    const unpublished = await publishedListing(t, agencyA.id, { publishedOnSite: false });
    const noMandate = await publishedListing(t, agencyA.id, {}, { mandate: null });
    for (const gone of [sold, unpublished, noMandate]) {
      const res = await get(`/agences/${agencyA.slug}/biens/${gone.reference}`);
      expect(res.status).toBe(410);
      const body = await res.text();
      expect(body).toContain(publicSiteMessages.gone.title);
      expect(body).toContain(`href="/agences/${agencyA.slug}#biens"`);
    }
    const agencyPage = await (await get(`/agences/${agencyA.slug}`)).text();
    expect(agencyPage).not.toContain(`/biens/${sold.reference}"`);
    expect((await get(`/agences/${agencyA.slug}/biens/999999`)).status).toBe(404);
    expect((await get(`/agences/${agencyA.slug}/biens/abc`)).status).toBe(404);
    expect((await get('/agences/personne-ici')).status).toBe(404);
    expect((await get('/agences/UPPER')).status).toBe(404);
    const notFound = await get('/agences/personne-ici/honoraires');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain(publicSiteMessages.notFound.title);
  });

  it('another agency’s reference under this slug is not found, and its photos are not served', async () => {
    const other = await publishedListing(t, agencyB.id);
    expect((await get(`/agences/${agencyB.slug}/biens/${other.reference}`)).status).toBe(200);
    expect((await get(`/agences/${agencyA.slug}/biens/${other.reference}`)).status).toBe(404);
    expect((await get(`/agences/${agencyA.slug}/photos/${other.photos[0]!.id}/480.webp`)).status).toBe(404);
  });

  it('the fee scale is a page and a PDF', async () => {
    const page = await get(`/agences/${agencyA.slug}/honoraires`);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('Vente d’un logement');
    expect(body).toContain('4,5\u00a0% du prix');
    expect(body).toContain('10\u00a0€ par m²');
    expect(body).toContain('À la charge du locataire');
    const pdf = await get(`/agences/${agencyA.slug}/honoraires.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('the sitemap lists the agencies’ pages and visible listings only; robots.txt names it', async () => {
    const hidden = await publishedListing(t, agencyA.id, { publishedOnSite: false });
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>http://immopilote.test/agences/${agencyA.slug}</loc>`);
    expect(xml).toContain(
      `<loc>http://immopilote.test/agences/${agencyA.slug}/biens/${listing.reference}</loc>`,
    );
    expect(xml).toContain(`<loc>http://immopilote.test/agences/${agencyB.slug}/honoraires</loc>`);
    expect(xml).not.toContain(`/biens/${hidden.reference}<`);
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://immopilote.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it('a site is offline while its agency is read-only or without a subscription, and back once paid', async () => {
    const c = await createAgencyWithBoss(t.db);
    const siteC = await createAgencySite(t.db, c.agency.id);
    const path = `/agences/${siteC.slug}`;
    expect((await get(path)).status).toBe(200);
    for (const status of ['read_only', 'canceled', 'inactive'] as const) {
      await t.db.update(agencies).set({ subscriptionStatus: status }).where(eq(agencies.id, c.agency.id));
      expect((await get(path)).status, status).toBe(404);
      expect((await get(`${path}/honoraires`)).status, status).toBe(404);
      expect(await (await get('/sitemap.xml')).text(), status).not.toContain(`/agences/${siteC.slug}<`);
    }
    await t.db.update(agencies).set({ subscriptionStatus: 'past_due' }).where(eq(agencies.id, c.agency.id));
    expect((await get(path)).status).toBe(200);
  });

  it('the stylesheet is served under its hash, cached for good', async () => {
    const body = await (await get(`/agences/${agencyA.slug}`)).text();
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(body)![1]!;
    const css = await get(href);
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(css.headers.get('content-type')).toContain('text/css');
    // Text goes gzipped to a browser that takes it.
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect((await get(`/agences/${agencyA.slug}`)).headers.get('content-encoding')).toBe('gzip');
  });
});

describe('through « Mon agence » (the settings API)', () => {
  it('the head chooses the address, enters the fee scale and publishes a listing: the site shows it', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db);
    const head = await signedInClient(t, boss.user.id);
    const slug = `lambert-${Date.now().toString(36)}`;
    const saved = await head.request('PUT', '/api/agency/site', {
      json: {
        slug,
        cardNumber: 'CPI 6901 2018 000 099 999',
        cardIssuer: 'CCI Lyon Métropole',
        guaranteeName: 'Galian',
        guaranteeAmount: 110000,
        insurerName: 'MMA',
        insurerPolicy: null,
        legalForm: null,
        siren: null,
        contactEmail: null,
        contactPhone: null,
        intro: 'Une agence.',
        showFullAddress: true,
        openingHours: [[], [], [], [], [], [], []],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (await head.request('PUT', '/api/agency/fee-scale-table', { json: { rows: FEE_ROWS, notes: null } }))
        .status,
    ).toBe(200);
    const {
      siteReference: _ignored,
      publishedOnSite: _not,
      ...facts
    } = PUBLISHABLE_SALE as typeof PUBLISHABLE_SALE & {
      siteReference?: number;
    };
    const property = await createProperty(t.db, agency.id, {
      ...facts,
      publishedOnSite: false,
      address: '3 rue Mercière',
      city: 'Lyon',
      zip: '69002',
    });
    await mandateInForce(t.db, agency.id, property.id);
    const published = await head.request('PUT', `/api/properties/${property.id}/site`, {
      json: { publishedOnSite: true },
    });
    expect(published.status).toBe(200);
    expect(published.body.siteHiddenBecause).toEqual([]);
    const url = new URL(published.body.sitePublicUrl);
    const page = await get(url.pathname);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('CPI 6901 2018 000 099 999');
    // The agency opted into the full address.
    expect(body).toContain('3 rue Mercière, 69002 Lyon');
    expect(body).toContain(`http://immopilote.test/agences/${slug}/honoraires`);
    const unpublished = await head.request('PUT', `/api/properties/${property.id}/site`, {
      json: { publishedOnSite: false },
    });
    expect(unpublished.status).toBe(200);
    expect((await get(url.pathname)).status).toBe(410);
  });
});

describe('images', () => {
  it('serves each size of a visible listing’s photo in AVIF or WebP, made once and kept', async () => {
    const photo = listing.photos[0]!;
    const res = await get(`/agences/${agencyA.slug}/photos/${photo.id}/800.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
    const again = await get(`/agences/${agencyA.slug}/photos/${photo.id}/800.avif`);
    expect(again.status).toBe(200);
    const webp = await get(`/agences/${agencyA.slug}/photos/${photo.id}/480.webp`);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');
    const og = await get(`/agences/${agencyA.slug}/photos/${photo.id}/og.jpg`);
    const ogMeta = await sharp(Buffer.from(await og.arrayBuffer())).metadata();
    expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual(['jpeg', 1200, 630]);
    expect((await get(`/agences/${agencyA.slug}/photos/${photo.id}/333.avif`)).status).toBe(404);
    expect((await get(`/agences/${agencyA.slug}/photos/${photo.id}/800.png`)).status).toBe(404);
  });

  it('serves no photo of a listing the site does not show', async () => {
    const hidden = await publishedListing(t, agencyA.id, { publishedOnSite: false });
    expect((await get(`/agences/${agencyA.slug}/photos/${hidden.photos[0]!.id}/480.webp`)).status).toBe(404);
  });
});

describe('contact forms', () => {
  beforeEach(async () => {
    await t.db.delete(authAttempts);
  });

  const listingPath = () => `/agences/${agencyA.slug}/biens/${listing.reference}`;
  const leadCount = async () => (await t.db.select({ id: leads.id }).from(leads)).length;
  const oldToken = (agencyId = agencyA.id) => formToken(t.deps, agencyId, Date.now() - 10_000);

  function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return get(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  const good = (over: Record<string, string> = {}) => ({
    t: oldToken(),
    website: '',
    name: `Camille ${HOSTILE}`,
    email: 'Camille.Roux@Exemple.fr',
    phone: '06 12 34 56 78',
    message: `Bonjour ${HOSTILE}`,
    wantsVisit: '1',
    consent: '1',
    ...over,
  });

  it('a good post becomes a lead on the listing, with its consent text, and redirects to the thanks', async () => {
    const before = await leadCount();
    const res = await post(listingPath(), good());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${listingPath()}?envoye=1#contact`);
    expect(await leadCount()).toBe(before + 1);
    const [lead] = await t.db.select().from(leads).where(eq(leads.propertyId, listing.property.id));
    expect(lead).toMatchObject({
      source: 'site',
      channel: 'formulaire',
      name: `Camille ${HOSTILE}`,
      email: 'camille.roux@exemple.fr',
      phone: '06 12 34 56 78',
      wantsVisit: true,
      consentGiven: true,
      listingReference: String(listing.reference),
    });
    expect(lead!.consentText).toContain(publicSiteMessages.form.consent(`Agence ${HOSTILE}`));
    expect(lead!.consentText).toContain('/informations-candidats/');
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.map((e) => e.kind)).toContain('recue');
    const thanks = await (await get(`${listingPath()}?envoye=1`)).text();
    expect(thanks).toContain(leadsMessages.formSent);
  });

  it('the agency page’s form makes a lead without a listing', async () => {
    const res = await post(`/agences/${agencyA.slug}/contact`, good({ wantsVisit: '' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/agences/${agencyA.slug}?envoye=1#contact`);
  });

  it('refuses the honeypot, a post too fast, a forged or foreign time, and bad fields, creating nothing and keeping the values', async () => {
    const before = await leadCount();
    const cases: [Record<string, string>, string][] = [
      [good({ website: 'http://spam.example' }), leadsMessages.formRefused],
      [good({ t: formToken(t.deps, agencyA.id) }), leadsMessages.formTooFast],
      [good({ t: 'v1.forged.token.value.x' }), leadsMessages.formRefused],
      [good({ t: oldToken(agencyB.id) }), leadsMessages.formRefused],
      [good({ t: '' }), leadsMessages.formRefused],
      [good({ consent: '' }), leadsMessages.consentRequired],
      [good({ email: '', phone: '' }), leadsMessages.contactRequired],
      [good({ email: 'pas-une-adresse' }), publicSiteMessages.form.emailInvalid],
      [good({ name: '   ' }), leadsMessages.nameRequired],
    ];
    for (const [fields, message] of cases) {
      await t.db.delete(authAttempts);
      const res = await post(listingPath(), fields);
      expect(res.status, message).toBe(422);
      const body = await res.text();
      expect(body).toContain(message);
      expectNoInjectedMarkup(body);
      // What was typed comes back, as text.
      if (fields.name === good().name) expect(body).toContain('value="Camille &lt;script&gt;');
    }
    expect(await leadCount()).toBe(before);
  });

  it('answers a body too large or of another kind with a French page, creating nothing', async () => {
    const before = await leadCount();
    const large = await post(listingPath(), good({ message: 'x'.repeat(100_000) }));
    expect(large.status).toBe(413);
    expect(large.headers.get('content-type')).toContain('text/html');
    const other = await get(listingPath(), {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a/>',
    });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain(leadsMessages.formRefused);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a post from another site (Origin)', async () => {
    const before = await leadCount();
    const res = await post(listingPath(), good(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('limits posts per address in the database; a flood is refused cheaply, without a 5xx', async () => {
    const before = await leadCount();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(listingPath(), good())).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303]);
    const refused = await post(listingPath(), good());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.text()).toContain(leadsMessages.formRateLimited.slice(0, 30));
    const flood = await Promise.all(Array.from({ length: 200 }, () => post(listingPath(), good())));
    expect(new Set(flood.map((r) => r.status))).toEqual(new Set([429]));
    expect(await leadCount()).toBe(before + 5);
  });

  it('a post to a listing that left the site is not found, and creates nothing', async () => {
    await t.db.delete(authAttempts);
    const sold = await publishedListing(t, agencyA.id);
    await t.db.update(properties).set({ status: 'Vendu' }).where(eq(properties.id, sold.property.id));
    const before = await leadCount();
    const res = await post(`/agences/${agencyA.slug}/biens/${sold.reference}`, good());
    expect(res.status).toBe(404);
    expect(await leadCount()).toBe(before);
  });
});
