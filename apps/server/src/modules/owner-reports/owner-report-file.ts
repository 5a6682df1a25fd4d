import { buffer } from 'node:stream/consumers';
import {
  formatPrice,
  ownerReportMessages,
  parisToday,
  propertyNature,
  propertyStatusBadge,
} from '@immopilote/contracts';
import { downloadNamePart } from '../../files/download-name';
import sharp from 'sharp';
import { type MemberScope, scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { listPropertyHistory } from '../history/history.service';
import { getAgencyProperty, openPhoto } from '../properties/properties.service';
import { visitFeedbackByEntry } from '../visits/visits.service';
import { type OwnerReportData, renderOwnerReportPdf } from './owner-report-pdf';
import * as repo from './owner-reports.repo';

// The owner report as a PDF, drawn as of now: for the download and for the mail job.
const m = ownerReportMessages;

/** The owner sees the first photos; more would only make the e-mail heavier. */
const REPORT_PHOTOS = 3;

const reportNotFound = () => notFound(m.errors.notFound);

export async function requireReport(
  deps: AppDeps,
  scope: MemberScope,
  { id, reportId }: { id: string; reportId: string },
) {
  const row = await repo.findReport(deps.db, scope.agencyId, id, reportId);
  if (!row) throw reportNotFound();
  return row;
}

/** A stored WebP photo as JPEG, which PDF viewers all draw. */
async function photoJpeg(deps: AppDeps, scope: MemberScope, photoId: string): Promise<Buffer> {
  const object = await openPhoto(deps, scope, { id: photoId, variant: 'large' });
  return sharp(await buffer(object.body))
    .resize({ width: 900, withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

/** Everything the PDF shows, read now: the property, its market verdict, its visits so far. */
async function reportData(
  deps: AppDeps,
  scope: MemberScope,
  report: repo.OwnerReportRow,
): Promise<OwnerReportData> {
  const today = parisToday();
  const [property, history, settings] = await Promise.all([
    getAgencyProperty(deps, scope, { id: report.propertyId }),
    listPropertyHistory(deps, scope, { propertyId: report.propertyId }),
    getAgencySettings(deps, scope),
  ]);
  const photos: Buffer[] = [];
  for (const photo of property.photos.slice(0, REPORT_PHOTOS))
    photos.push(await photoJpeg(deps, scope, photo.id));
  const onMarketSince = parisToday(new Date(property.createdAt));
  // Planned appointments (future dates) are not visits yet; names and contacts stay out.
  const pastVisits = history.entries
    .filter((e) => e.type === 'visit' && e.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  // The visitor's feedback recorded after the visit (issue 30), beside the agent's note.
  const feedback = await visitFeedbackByEntry(
    deps,
    scope,
    pastVisits.map((e) => e.id),
  );
  const visits = pastVisits.map((e) => ({
    date: e.date,
    note: e.clientNote,
    feedback: e.description,
    visitor: feedback.get(e.id) ?? null,
  }));
  return {
    agencyName: settings.agency.name,
    printedOn: today,
    property: {
      name: property.name,
      nature: propertyNature(property),
      location: `${property.address}, ${property.zip} ${property.city}`,
      typeLabel: property.type === 'Location' ? m.pdf.forRent : m.pdf.forSale,
      status: propertyStatusBadge(property.status),
      price: formatPrice(property.price, property.type),
      energy: property.dpeClass ? m.pdf.energyClasses(property.dpeClass, property.gesClass) : null,
    },
    market:
      property.marketPrice === null
        ? null
        : { price: formatPrice(property.marketPrice, property.type), good: property.marketStatus === 1 },
    onMarketSince,
    daysOnMarket: daysBetween(onMarketSince, today),
    visits,
    recommendation: report.recommendation,
    photos,
  };
}

const slug = (s: string) => downloadNamePart(s.toLocaleLowerCase('fr-FR'), 'bien');

export async function ownerReportPdf(
  deps: AppDeps,
  scope: MemberScope,
  params: { id: string; reportId: string },
): Promise<{ fileName: string; body: Buffer; propertyName: string; agencyName: string }> {
  const report = await requireReport(deps, scope, params);
  const data = await reportData(deps, scope, report);
  return {
    fileName: m.pdf.fileName(slug(data.property.name), data.printedOn),
    body: await renderOwnerReportPdf(data),
    propertyName: data.property.name,
    agencyName: data.agencyName,
  };
}

/** The mail job's work: draws the PDF as of now, sends it, then notes who got it. */
export async function deliverOwnerReport(
  deps: AppDeps,
  payload: { agencyId: string; propertyId: string; reportId: string; requestedBy: string; to: string },
): Promise<void> {
  const scope = scopeActingFor({ agencyId: payload.agencyId, userId: payload.requestedBy });
  const report = await repo.findReport(deps.db, payload.agencyId, payload.propertyId, payload.reportId);
  // The property or the report was deleted since: nothing left to send.
  if (!report) return;
  const pdf = await ownerReportPdf(deps, scope, { id: payload.propertyId, reportId: payload.reportId });
  await deps.mailer.send({
    to: payload.to,
    subject: m.mail.subject(pdf.propertyName),
    text: m.mail.body(pdf.agencyName, pdf.propertyName),
    attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body }],
  });
  await repo.markSent(deps.db, payload.agencyId, payload.reportId, payload.to);
}
