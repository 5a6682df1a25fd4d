import { formatPrice, formatSurface, prospectingMessages, propertyNature } from '@immopilote/contracts';
import { escapeHtml } from '../../integrations/mail/escape-html';

const m = prospectingMessages.mail;

export interface AlertMailListing {
  name: string;
  type: string;
  kind: Parameters<typeof propertyNature>[0]['kind'];
  price: number;
  city: string;
  zip: string;
  surface: number | null;
  rooms: number | null;
  dpeClass: string | null;
  /** `cid:` of the inline cover photo, when the listing has one. */
  photoCid: string | null;
  /** Its public page, once listings have one (issue 29); until then the essentials and the contact. */
  pageUrl: string | null;
  interestedUrl: string;
  notForMeUrl: string;
}

export interface AlertMailInput {
  firstName: string;
  agency: {
    name: string;
    address: string;
    zip: string;
    city: string;
    email: string | null;
    phone: string | null;
  };
  listings: AlertMailListing[];
  /** The page behind the e-mail's « Ne plus recevoir » link (`/desinscription/<token>`). */
  unsubscribePageUrl: string;
  /** RFC 8058's one-click target (`/api/alerts/<token>/unsubscribe`). */
  unsubscribePostUrl: string;
}

function facts(l: AlertMailListing): string[] {
  return [
    propertyNature({ kind: l.kind, name: l.name, rooms: l.rooms, surfaceHabitable: l.surface }),
    formatPrice(l.price, l.type),
    `${l.zip} ${l.city}`,
    // The nature line already gives the surface when the kind is known.
    l.surface !== null && !l.kind ? m.surface(formatSurface(l.surface)) : null,
    l.dpeClass ? m.energy(l.dpeClass) : m.energyUnknown,
  ].filter((x): x is string => x !== null);
}

function contactLines(agency: AlertMailInput['agency']): string[] {
  return [agency.name, `${agency.address}, ${agency.zip} ${agency.city}`, agency.phone, agency.email].filter(
    (x): x is string => !!x,
  );
}

/**
 * The French e-mail of one or several listings to a client, plain text and HTML (every value
 * escaped), with the RFC 8058 one-click unsubscribe headers. Links open pages that confirm with a
 * POST: a mail scanner opening them changes nothing.
 */
export function alertMail(input: AlertMailInput) {
  const { agency, listings } = input;
  const count = listings.length;
  const subject = m.subject(count, agency.name);
  const contact = contactLines(agency);

  const text = [
    m.hello(input.firstName),
    '',
    m.intro(count),
    ...listings.flatMap((l) => [
      '',
      `• ${l.name}`,
      ...facts(l).map((f) => `  ${f}`),
      ...(l.pageUrl ? [`  ${l.pageUrl}`] : []),
      `  ${m.interested}\u00a0: ${l.interestedUrl}`,
      `  ${m.notForMe}\u00a0: ${l.notForMeUrl}`,
    ]),
    '',
    m.contact,
    ...contact,
    '',
    m.signature(agency.name),
    '',
    '--',
    m.why(agency.name),
    `${m.unsubscribe}\u00a0: ${input.unsubscribePageUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const listingHtml = (l: AlertMailListing) => {
    const photo = l.photoCid
      ? `<img src="cid:${e(l.photoCid)}" alt="${e(l.name)}" width="280" style="display:block;max-width:100%;border-radius:6px">`
      : '';
    const title = l.pageUrl ? `<a href="${e(l.pageUrl)}">${e(l.name)}</a>` : e(l.name);
    return `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">${photo}<p style="margin:8px 0 4px;font-weight:bold">${title}</p>${facts(
      l,
    )
      .map((f) => `<p style="margin:0">${e(f)}</p>`)
      .join(
        '',
      )}<p style="margin:8px 0 0"><a href="${e(l.interestedUrl)}">${e(m.interested)}</a> · <a href="${e(l.notForMeUrl)}">${e(m.notForMe)}</a></p></td></tr>`;
  };
  const html = [
    `<p>${e(m.hello(input.firstName))}</p>`,
    `<p>${e(m.intro(count))}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px">${listings.map(listingHtml).join('')}</table>`,
    `<p>${e(m.contact)}<br>${contact.map(e).join('<br>')}</p>`,
    `<p>${e(m.signature(agency.name)).replace('\n', '<br>')}</p>`,
    `<p style="font-size:12px;color:#6b7280">${e(m.why(agency.name))}<br><a href="${e(input.unsubscribePageUrl)}">${e(m.unsubscribe)}</a></p>`,
  ].join('');

  const unsubscribeTargets = [`<${input.unsubscribePostUrl}>`];
  if (agency.email) {
    unsubscribeTargets.push(`<mailto:${agency.email}?subject=${encodeURIComponent(m.unsubscribeSubject)}>`);
  }
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': unsubscribeTargets.join(', '),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
