import {
  agencySiteMessages,
  agencySitePaths,
  type EnergyClass,
  FEE_SCALE_KINDS,
  type FeeScaleRow,
  feeScaleMessages,
  formatEuros,
  formatLongDate,
  formatNumber,
  formatPercent,
  leadsMessages,
  propertyFactsMessages,
  publicSiteMessages,
} from '@immopilote/contracts';
import { SITE_IMAGE_WIDTHS } from '../../files/images';
import { energyLabel } from './energy-label';
import { html, jsonForScript, paragraphs, type SafeHtml } from './html';
import type {
  AgencyPage,
  FormState,
  ListingCard,
  ListingPage,
  PublicAgency,
  SiteListing,
} from './public-site.service';
import type { PhotoRow } from './public-site.repo';
import { SITE_CSS_PATH } from './site-css';

const m = publicSiteMessages;

interface Head {
  title: string;
  description: string;
  /** The page's path; the canonical address is PUBLIC_URL + path. */
  path: string | null;
  image?: { url: string; width: number; height: number; alt: string } | null;
  jsonLd?: unknown;
  noIndex?: boolean;
  /** The first photo, preloaded: the largest paint of a listing page. */
  preload?: SafeHtml | null;
}

export interface PageContext {
  publicUrl: string;
}

// ---- layout -----------------------------------------------------------------------------------

function layout(ctx: PageContext, head: Head, agency: PublicAgency | null, main: SafeHtml): string {
  const canonical = head.path ? `${ctx.publicUrl}${head.path}` : null;
  return `<!doctype html>${
    html`<html lang="fr"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
${head.noIndex ? html`<meta name="robots" content="noindex">` : ''}
${canonical ? html`<link rel="canonical" href="${canonical}">` : ''}
<meta property="og:type" content="website">
<meta property="og:locale" content="fr_FR">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
${canonical ? html`<meta property="og:url" content="${canonical}">` : ''}
${agency ? html`<meta property="og:site_name" content="${agency.name}">` : ''}
${
  head.image
    ? html`<meta property="og:image" content="${head.image.url}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="${head.image.width}">
<meta property="og:image:height" content="${head.image.height}">
<meta property="og:image:alt" content="${head.image.alt}">
<meta name="twitter:card" content="summary_large_image">`
    : ''
}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SITE_CSS_PATH}">
${head.preload ?? ''}
${head.jsonLd ? html`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : ''}
</head>
<body>
<a class="skip" href="#contenu">${m.skipToContent}</a>
${agency ? siteHeader(agency) : ''}
<main id="contenu"><div class="wrap">${main}</div></main>
${agency ? siteFooter(agency) : ''}
</body></html>`.value
  }`;
}

function siteHeader(agency: PublicAgency): SafeHtml {
  return html`<header class="site-header"><div class="wrap">
<a class="brand" href="${agencySitePaths.agency(agency.slug)}">${agency.name}</a>
<nav class="site-nav" aria-label="${m.nav.label}">
<a href="${agencySitePaths.agency(agency.slug)}#biens">${m.nav.listings}</a>
<a href="${agencySitePaths.feeScale(agency.slug)}">${m.nav.feeScale}</a>
<a href="${agencySitePaths.agency(agency.slug)}#contact">${m.nav.contact}</a>
</nav>
</div></header>`;
}

/** The agency's legal identity (loi Hoguet), on every page, with the fee scale's link. */
function siteFooter(agency: PublicAgency): SafeHtml {
  const s = agency.site;
  const l = m.legal;
  return html`<footer class="site-footer"><div class="wrap">
<h2>${l.title}</h2>
<ul>
<li><strong>${agency.name}</strong>${s.legalForm ? html`, ${s.legalForm}` : ''}</li>
<li>${agency.address}, ${agency.zip} ${agency.city}</li>
${s.siren ? html`<li>${l.siren(s.siren)}</li>` : ''}
${s.cardNumber ? html`<li>${l.card(s.cardNumber, s.cardIssuer)}</li>` : ''}
<li>${s.guaranteeName ? l.guarantee(s.guaranteeName, s.guaranteeAmount === null ? null : formatEuros(s.guaranteeAmount)) : l.noGuarantee}</li>
${s.insurerName ? html`<li>${l.insurer(s.insurerName, s.insurerPolicy)}</li>` : ''}
${s.contactPhone ? html`<li><a href="tel:${s.contactPhone.replace(/[^\d+]/g, '')}">${s.contactPhone}</a></li>` : ''}
${s.contactEmail ? html`<li><a href="mailto:${s.contactEmail}">${s.contactEmail}</a></li>` : ''}
<li><a href="${agencySitePaths.feeScale(agency.slug)}">${l.feeScaleLink}</a></li>
</ul>
<p class="small">${m.poweredBy}</p>
</div></footer>`;
}

// ---- pictures ---------------------------------------------------------------------------------

const photoBase = (slug: string, photo: PhotoRow) => `/agences/${slug}/photos/${photo.id}`;

/** The widths worth offering: none larger than the stored photo, the smallest always. */
const widthsOf = (photo: PhotoRow) => SITE_IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= photo.width);

function srcset(slug: string, photo: PhotoRow, format: 'avif' | 'webp') {
  return widthsOf(photo)
    .map((w) => `${photoBase(slug, photo)}/${w}.${format} ${Math.min(w, photo.width)}w`)
    .join(', ');
}

/** A responsive picture: AVIF then WebP in several widths, its size declared, lazy unless first. */
function picture(
  slug: string,
  photo: PhotoRow,
  { alt, sizes, eager }: { alt: string; sizes: string; eager: boolean },
): SafeHtml {
  const fallbackWidth = widthsOf(photo).includes(800) ? 800 : widthsOf(photo)[0]!;
  return html`<picture>
<source type="image/avif" srcset="${srcset(slug, photo, 'avif')}" sizes="${sizes}">
<source type="image/webp" srcset="${srcset(slug, photo, 'webp')}" sizes="${sizes}">
<img src="${photoBase(slug, photo)}/${fallbackWidth}.webp" width="${photo.width}" height="${photo.height}" alt="${alt}" ${
    eager ? html`fetchpriority="high" loading="eager"` : html`loading="lazy"`
  } decoding="${eager ? 'sync' : 'async'}">
</picture>`;
}

const HERO_SIZES = '(min-width: 72rem) 46rem, (min-width: 64rem) 64vw, calc(100vw - 2rem)';
const THUMB_SIZES = '(min-width: 64rem) 15rem, (min-width: 48rem) 22vw, 44vw';
const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 48rem) 45vw, calc(100vw - 2rem)';

// ---- prices and facts -------------------------------------------------------------------------

function priceText(listing: SiteListing): string {
  return listing.type === 'Location'
    ? `${formatEuros(listing.price)}\u00a0/\u00a0mois`
    : formatEuros(listing.price);
}

function locationText(agency: PublicAgency, listing: SiteListing): string {
  // City and postcode only, unless the agency chose to show the street.
  return agency.site.showFullAddress
    ? `${listing.address}, ${listing.zip} ${listing.city}`
    : `${listing.city} (${listing.zip})`;
}

function factItems(listing: SiteListing): string[] {
  const items: string[] = [];
  if (listing.surfaceHabitable !== null) items.push(`${formatNumber(listing.surfaceHabitable)}\u00a0m²`);
  if (listing.rooms !== null) items.push(`${listing.rooms}\u00a0${listing.rooms > 1 ? 'pièces' : 'pièce'}`);
  if (listing.bedrooms !== null && listing.bedrooms > 0)
    items.push(`${listing.bedrooms}\u00a0${listing.bedrooms > 1 ? 'chambres' : 'chambre'}`);
  if (listing.surfaceLand !== null)
    items.push(`${m.listing.land} ${formatNumber(listing.surfaceLand)}\u00a0m²`);
  return items;
}

// ---- the contact form -------------------------------------------------------------------------

function contactForm(
  agency: PublicAgency,
  form: FormState,
  { action, listing }: { action: string; listing: boolean },
): SafeHtml {
  const f = m.form;
  if (form.sent) {
    return html`<div class="success" role="status"><strong>${f.sentTitle}.</strong> ${leadsMessages.formSent}</div>`;
  }
  const value = (name: string) => form.values[name] ?? '';
  const checked = (name: string) => (form.values[name] ? html` checked` : '');
  const fieldError = (name: string) =>
    form.fieldErrors[name] ? html`<p class="error" id="${name}-error">${form.fieldErrors[name]}</p>` : '';
  const invalid = (name: string) =>
    form.fieldErrors[name] ? html` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return html`<form method="post" action="${action}" novalidate>
${form.error ? html`<div class="alert" role="alert"><strong>${f.errorsTitle}.</strong> ${form.error}</div>` : ''}
<input type="hidden" name="t" value="${form.token}">
<div class="hp" aria-hidden="true"><label for="website">${f.honeypot}</label><input type="text" id="website" name="website" tabindex="-1" autocomplete="off"></div>
<div class="field"><label for="name">${f.name}</label>
<input type="text" id="name" name="name" autocomplete="name" required maxlength="200" value="${value('name')}"${invalid('name')}>${fieldError('name')}</div>
<p class="hint" id="contact-hint">${f.contactHint}</p>
<div class="field"><label for="email">${f.email}</label>
<input type="email" id="email" name="email" autocomplete="email" maxlength="254" value="${value('email')}"${invalid('email')}>${fieldError('email')}</div>
<div class="field"><label for="phone">${f.phone}</label>
<input type="tel" id="phone" name="phone" autocomplete="tel" maxlength="30" value="${value('phone')}"${invalid('phone')}>${fieldError('phone')}</div>
<div class="field"><label for="message">${f.message}</label>
<textarea id="message" name="message" maxlength="5000" rows="5"${invalid('message')}${
    listing ? html` placeholder="${f.messagePlaceholderListing}"` : ''
  }>${value('message')}</textarea>${fieldError('message')}</div>
${
  listing
    ? html`<div class="field"><label class="check" for="wantsVisit"><input type="checkbox" id="wantsVisit" name="wantsVisit" value="1"${checked('wantsVisit')}> <span>${f.wantsVisit}</span></label></div>`
    : ''
}
<div class="field"><label class="check" for="consent"><input type="checkbox" id="consent" name="consent" value="1" required${checked('consent')}${invalid('consent')}> <span>${f.consent(agency.name)}</span></label>
<p class="small"><a class="tap" href="${form.noticePath}">${f.consentLink}</a></p>${fieldError('consent')}</div>
<button class="button" type="submit">${f.submit}</button>
</form>`;
}

// ---- JSON-LD ----------------------------------------------------------------------------------

function agentJsonLd(ctx: PageContext, agency: PublicAgency) {
  return {
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: `${ctx.publicUrl}${agencySitePaths.agency(agency.slug)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: 'FR',
    },
    ...(agency.site.contactPhone ? { telephone: agency.site.contactPhone } : {}),
    ...(agency.site.contactEmail ? { email: agency.site.contactEmail } : {}),
  };
}

// ---- the agency's page ------------------------------------------------------------------------

function listingCard(slug: string, card: ListingCard, eager: boolean): SafeHtml {
  const { listing, cover } = card;
  const href = agencySitePaths.listing(slug, listing.siteReference);
  return html`<li><article class="listing-card">
${
  cover
    ? picture(slug, cover, { alt: '', sizes: CARD_SIZES, eager })
    : html`<div class="no-photo">${m.listing.noPhoto}</div>`
}
<div class="body">
<p class="small muted">${listing.type === 'Location' ? m.listing.forRent : m.listing.forSale} · ${listing.city}</p>
<h3><a href="${href}">${listing.name}</a></h3>
<p class="price">${priceText(listing)}</p>
<ul class="facts small">${factItems(listing).map((item) => html`<li>${item}</li>`)}</ul>
${card.exclusive ? html`<p><span class="badge">${m.listing.exclusive}</span></p>` : ''}
</div></article></li>`;
}

function openingHours(agency: PublicAgency): SafeHtml {
  const days = agency.site.openingHours;
  if (!days) return html``;
  return html`<h3>${m.agency.openingHours}</h3><ul class="hours">${days.map(
    (ranges, i) =>
      html`<li><span>${agencySiteMessages.weekdays[i]}</span><span>${
        ranges.length
          ? ranges.map((r) => `${r.from.replace(':', 'h')}–${r.to.replace(':', 'h')}`).join(', ')
          : m.agency.closed
      }</span></li>`,
  )}</ul>`;
}

export function renderAgencyPage(ctx: PageContext, page: AgencyPage): string {
  const { agency, listings } = page;
  const path = agencySitePaths.agency(agency.slug);
  const first = listings.find((card) => card.cover)?.cover ?? null;
  return layout(
    ctx,
    {
      title: m.agency.title(agency.name),
      description: m.agency.description(agency.name, agency.city, listings.length),
      path,
      image: first
        ? {
            url: `${ctx.publicUrl}${photoBase(agency.slug, first)}/og.jpg`,
            width: 1200,
            height: 630,
            alt: agency.name,
          }
        : null,
      jsonLd: { '@context': 'https://schema.org', ...agentJsonLd(ctx, agency) },
    },
    agency,
    html`<h1>${agency.name}</h1>
${agency.site.intro ? html`<div class="lead">${paragraphs(agency.site.intro)}</div>` : ''}
<div class="agency-grid">
<section id="biens" aria-labelledby="biens-title">
<h2 id="biens-title">${m.agency.listingsTitle}</h2>
${
  listings.length
    ? html`<ul class="listings">${listings.map((card, i) => listingCard(agency.slug, card, i === 0))}</ul>`
    : html`<p class="card">${m.agency.noListings}</p>`
}
</section>
<section id="contact" class="card" aria-labelledby="contact-title">
<h2 id="contact-title">${m.agency.contactTitle}</h2>
<p>${agency.address}, ${agency.zip} ${agency.city}</p>
${contactForm(agency, page.form, { action: agencySitePaths.contact(agency.slug), listing: false })}
${openingHours(agency)}
</section>
</div>`,
  );
}

// ---- a listing's page -------------------------------------------------------------------------

export function renderListingPage(ctx: PageContext, page: Extract<ListingPage, { kind: 'listing' }>): string {
  const { agency, listing, photos } = page;
  const slug = agency.slug;
  const path = agencySitePaths.listing(slug, listing.siteReference);
  const canonical = `${ctx.publicUrl}${path}`;
  const location = locationText(agency, listing);
  const first = photos[0] ?? null;
  const ogImage = first ? `${ctx.publicUrl}${photoBase(slug, first)}/og.jpg` : null;
  const description = m.listing.metaDescription(
    listing.type === 'Location' ? m.listing.forRent : m.listing.forSale,
    listing.city,
    [...factItems(listing), priceText(listing)].join(', '),
    (listing.description ?? '').replace(/\s+/g, ' ').slice(0, 120),
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: listing.description ?? '',
    url: canonical,
    datePosted: listing.createdAt.toISOString(),
    ...(photos.length
      ? { image: photos.slice(0, 6).map((p) => `${ctx.publicUrl}${photoBase(slug, p)}/1200.webp`) }
      : {}),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: `http://purl.org/goodrelations/v1#${listing.type === 'Location' ? 'LeaseOut' : 'Sell'}`,
      url: canonical,
      offeredBy: agentJsonLd(ctx, agency),
    },
    provider: agentJsonLd(ctx, agency),
  };
  const preload = first
    ? html`<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset(slug, first, 'avif')}" imagesizes="${HERO_SIZES}" fetchpriority="high">`
    : null;
  const l = m.listing;
  return layout(
    ctx,
    {
      title: l.title(listing.name, listing.city, agency.name),
      description,
      path,
      image: ogImage ? { url: ogImage, width: 1200, height: 630, alt: listing.name } : null,
      jsonLd,
      preload,
    },
    agency,
    html`<p class="small"><a class="tap" href="${agencySitePaths.agency(slug)}#biens">${l.backToAgency(agency.name)}</a></p>
<div class="listing-layout">
<article>
<h1>${listing.name}</h1>
<p class="muted">${listing.type === 'Location' ? l.forRent : l.forSale} · ${location} · ${l.reference} ${listing.siteReference}</p>
<p class="headline"><span class="price">${priceText(listing)}</span>${factItems(listing).map((item) => html` · ${item}`)}</p>
${
  first
    ? html`<div class="hero">${picture(slug, first, {
        alt: l.photoAlt(listing.name, 1, photos.length),
        sizes: HERO_SIZES,
        eager: true,
      })}</div>`
    : ''
}
${
  photos.length > 1
    ? html`<ul class="gallery" aria-label="${l.photos}" tabindex="0">${photos.slice(1).map(
        (photo, i) =>
          html`<li>${picture(slug, photo, {
            alt: l.photoAlt(listing.name, i + 2, photos.length),
            sizes: THUMB_SIZES,
            eager: false,
          })}</li>`,
      )}</ul>`
    : ''
}
<section class="card" aria-labelledby="facts-title">
<h2 id="facts-title">${l.factsTitle}</h2>
<dl class="kv">
${listing.surfaceHabitable !== null ? html`<dt>${l.surface}</dt><dd>${formatNumber(listing.surfaceHabitable)}\u00a0m²</dd>` : ''}
${listing.surfaceLand !== null ? html`<dt>${l.land}</dt><dd>${formatNumber(listing.surfaceLand)}\u00a0m²</dd>` : ''}
${listing.rooms !== null ? html`<dt>${l.rooms}</dt><dd>${listing.rooms}</dd>` : ''}
${listing.bedrooms !== null ? html`<dt>${l.bedrooms}</dt><dd>${listing.bedrooms}</dd>` : ''}
${listing.floor !== null ? html`<dt>${l.floor}</dt><dd>${listing.floor === 0 ? l.groundFloor : listing.floor}</dd>` : ''}
<dt>${l.location}</dt><dd>${location}</dd>
</dl>
</section>
<section class="card" aria-labelledby="description-title">
<h2 id="description-title">${l.descriptionTitle}</h2>
${paragraphs(listing.description)}
</section>
${energySection(listing)}
<section class="card" aria-labelledby="mentions-title">
<h2 id="mentions-title">${l.mentionsTitle}</h2>
<ul class="mentions">${page.mentions.map((line) => html`<li>${line}</li>`)}</ul>
</section>
</article>
<aside class="listing-aside">
<section class="card" aria-labelledby="price-title">
<h2 id="price-title">${l.priceTitle}</h2>
${priceBlock(listing)}
${page.exclusive ? html`<p><span class="badge">${l.exclusive}</span> <span class="small muted">${l.exclusiveHint}</span></p>` : ''}
${listing.status === 'En négociation' ? html`<p><span class="badge neutral">${l.negotiation}</span></p>` : ''}
</section>
<section id="contact" class="card" aria-labelledby="contact-title">
<h2 id="contact-title">${l.contactTitle}</h2>
${contactForm(agency, page.form, { action: path, listing: true })}
</section>
<section class="card" aria-labelledby="agency-title">
<h2 id="agency-title">${l.agencyTitle}</h2>
<p><strong>${agency.name}</strong><br>${agency.address}<br>${agency.zip} ${agency.city}</p>
${agency.site.contactPhone ? html`<p><a class="tap" href="tel:${agency.site.contactPhone.replace(/[^\d+]/g, '')}">${agency.site.contactPhone}</a></p>` : ''}
<p><a class="tap" href="${agencySitePaths.agency(slug)}#biens">${l.backToAgency(agency.name)}</a></p>
</section>
</aside>
</div>`,
  );
}

function priceBlock(listing: SiteListing): SafeHtml {
  const l = m.listing;
  if (listing.type === 'Location') {
    return html`<p class="price-big">${formatEuros(listing.price)}</p><p class="muted">${l.perMonth}</p>`;
  }
  const payer = listing.feesPayer;
  return html`<p class="price-big">${formatEuros(listing.price)}</p>
${payer ? html`<p>${l.feesPaidBy[payer]}</p>` : ''}
${
  payer !== 'vendeur' && listing.priceExclFees !== null
    ? html`<p class="muted">${l.excludingFees(formatEuros(listing.priceExclFees))}</p>`
    : ''
}
${payer !== 'vendeur' && listing.feesPercent !== null ? html`<p class="small">${l.feesRate(formatPercent(listing.feesPercent))}</p>` : ''}`;
}

function energySection(listing: SiteListing): SafeHtml {
  const pf = propertyFactsMessages;
  let body: SafeHtml;
  if (listing.dpeStatus === 'vierge') body = html`<p>${pf.dpeVierge}</p>`;
  else if (listing.dpeStatus === 'non_soumis') body = html`<p>${pf.dpeNotSubject}</p>`;
  else if (listing.dpeStatus === 'realise' && listing.dpeClass) {
    const cls = listing.dpeClass as EnergyClass;
    body = html`${
      cls === 'F' || cls === 'G' ? html`<p class="warning">${pf.excessive(cls)}</p>` : ''
    }<div class="dpe-grid">${energyLabel('energy', cls, listing.dpeValue)}${
      listing.gesClass ? energyLabel('climate', listing.gesClass as EnergyClass, listing.gesValue) : ''
    }</div>
${
  listing.energyCostMin !== null && listing.energyCostMax !== null && listing.energyCostYear !== null
    ? html`<p>${pf.energyCost(formatEuros(listing.energyCostMin), formatEuros(listing.energyCostMax), listing.energyCostYear)}</p>`
    : ''
}`;
  } else return html``;
  return html`<section class="card" aria-labelledby="energy-title">
<h2 id="energy-title">${m.listing.energyTitle}</h2>
${body}
</section>`;
}

// ---- fee scale --------------------------------------------------------------------------------

const fs = m.feeScale;

export function feeBand(row: FeeScaleRow): string {
  if (row.from !== null && row.to !== null) return fs.bandBetween(formatEuros(row.from), formatEuros(row.to));
  if (row.from !== null) return fs.bandFrom(formatEuros(row.from));
  if (row.to !== null) return fs.bandUpTo(formatEuros(row.to));
  return fs.anyPrice;
}

export function feeAmount(row: FeeScaleRow): string {
  const amount =
    row.amount === null
      ? null
      : row.perSquareMetre
        ? fs.perSquareMetre(formatEuros(row.amount))
        : fs.amount(formatEuros(row.amount));
  const rate = row.rate === null ? null : fs.rate(formatPercent(row.rate));
  if (rate && amount) return fs.rateAndAmount(rate, amount);
  return rate ?? amount ?? '';
}

/** The rows of the scale grouped by kind (sale, rental, management, other), in the head's order. */
export function feeGroups(rows: readonly FeeScaleRow[]) {
  return FEE_SCALE_KINDS.map((kind) => ({
    kind,
    label: feeScaleMessages.kinds[kind],
    rows: rows.filter((r) => r.kind === kind),
  })).filter((g) => g.rows.length > 0);
}

export function renderFeeScalePage(ctx: PageContext, agency: PublicAgency): string {
  const rows = agency.site.feeScaleRows ?? [];
  const updated = agency.site.feeScaleUpdatedAt;
  return layout(
    ctx,
    {
      title: fs.title(agency.name),
      description: fs.description(agency.name),
      path: agencySitePaths.feeScale(agency.slug),
      jsonLd: { '@context': 'https://schema.org', ...agentJsonLd(ctx, agency) },
    },
    agency,
    html`<h1>${feeScaleMessages.title}</h1>
<p class="lead">${fs.intro}</p>
${updated ? html`<p class="muted">${fs.updatedAt(formatLongDate(updated))}</p>` : ''}
${
  rows.length
    ? html`${feeGroups(rows).map(
        (group) => html`<section class="card" aria-labelledby="fees-${group.kind}">
<h2 id="fees-${group.kind}">${group.label}</h2>
<div class="table-scroll"><table class="fee-table">
<thead><tr><th scope="col">${fs.columns.service}</th><th scope="col">${fs.columns.band}</th><th scope="col">${fs.columns.fees}</th><th scope="col">${fs.columns.payer}</th></tr></thead>
<tbody>${group.rows.map(
          (row) =>
            html`<tr><td data-label="${fs.columns.service}">${row.label}</td><td data-label="${fs.columns.band}">${feeBand(row)}</td><td data-label="${fs.columns.fees}">${feeAmount(row)}</td><td data-label="${fs.columns.payer}">${feeScaleMessages.payers[row.payer]}</td></tr>`,
        )}</tbody>
</table></div>
</section>`,
      )}
${agency.site.feeScaleNotes ? html`<div class="card">${paragraphs(agency.site.feeScaleNotes)}</div>` : ''}
<p><a class="button" href="${agencySitePaths.feeScalePdf(agency.slug)}">${fs.download}</a></p>`
    : html`<p class="card">${fs.empty}</p>`
}`,
  );
}

// ---- 404 and 410 ------------------------------------------------------------------------------

export function renderGonePage(ctx: PageContext, agency: PublicAgency): string {
  return layout(
    ctx,
    { title: `${m.gone.title} — ${agency.name}`, description: m.gone.body, path: null, noIndex: true },
    agency,
    html`<h1>${m.gone.title}</h1><p>${m.gone.body}</p>
<p><a class="button" href="${agencySitePaths.agency(agency.slug)}#biens">${m.gone.link(agency.name)}</a></p>`,
  );
}

export function renderNotFoundPage(ctx: PageContext, agency: PublicAgency | null): string {
  return layout(
    ctx,
    { title: m.notFound.title, description: m.notFound.body, path: null, noIndex: true },
    agency,
    html`<h1>${m.notFound.title}</h1><p>${m.notFound.body}</p>
<p>${
      agency
        ? html`<a class="tap" href="${agencySitePaths.agency(agency.slug)}">${m.notFound.agencyLink(agency.name)}</a>`
        : html`<a class="tap" href="/">${m.notFound.home}</a>`
    }</p>`,
  );
}

/**
 * A refusal with nothing else to show: the cheap answer to a flood (no database read beyond the
 * counter that refused it), a foreign form, a body too large.
 */
export function renderErrorPage(ctx: PageContext, message: string, back: string): string {
  return layout(
    ctx,
    { title: message, description: message, path: null, noIndex: true },
    null,
    html`<h1>${m.form.errorsTitle}</h1><p role="alert">${message}</p><p><a class="tap" href="${back}">${m.form.back}</a></p>`,
  );
}
