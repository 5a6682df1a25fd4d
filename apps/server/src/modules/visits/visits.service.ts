import {
  holdsPermission,
  propertyNature,
  type Visit,
  type visitSlipVisitorInputSchema,
  type visitFeedbackInputSchema,
  visitMessages,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { getAgencySite } from '../agency/agency-site.service';
import { clientContact } from '../clients/clients.service';
import { transactionMandateInForceOf } from '../mandates/mandates.service';
import { getAgencyProperty } from '../properties/properties.service';
import { createSignatureRequest, signatureSummaries } from '../signatures/signature-requests';
import { visitStart } from './visit-clock';
import { renderVisitSlipPdf } from './visit-slip-pdf';
import * as repo from './visits.repo';

const m = visitMessages;
const visitNotFound = () => notFound(m.errors.notFound);
type SlipVisitor = z.output<typeof visitSlipVisitorInputSchema>;

const hhmm = (time: string | null) => time?.slice(0, 5) ?? null;

/** The entry of a visit of the agency; another agency's, or a check-in/out, is refused. */
async function requireVisitEntry(deps: Pick<AppDeps, 'db'>, scope: MemberScope, historyId: string) {
  const entry = await repo.findVisitEntry(deps.db, scope.agencyId, historyId);
  if (!entry) throw visitNotFound();
  if (entry.type !== 'visit') throw new AppError('CONFLICT', m.errors.notAVisit);
  return entry;
}

/** The record's first values, copied from the entry (the slip outlives the entry). */
const recordSeed = (scope: MemberScope, entry: repo.VisitEntryRow) => ({
  historyId: entry.id,
  propertyId: entry.propertyId,
  propertyLabel: entry.propertyName,
  visitDate: entry.date,
  startTime: entry.startTime,
  visitors: [
    { clientId: entry.clientId, name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone },
  ],
  createdBy: scope.userId,
});

/** Contact details are the directory's content: hidden from a member without that permission. */
function shownVisitor(
  scope: MemberScope,
  v: { clientId: string | null; name: string; email: string | null; phone: string | null },
) {
  const directory = holdsPermission(scope, 'client_directory');
  return {
    clientId: v.clientId,
    name: v.name,
    email: directory ? v.email : null,
    phone: directory ? v.phone : null,
  };
}

export async function getVisit(
  deps: AppDeps,
  scope: MemberScope,
  { historyId }: { historyId: string },
  now: Date = new Date(),
): Promise<Visit> {
  const entry = await requireVisitEntry(deps, scope, historyId);
  const [record, mandate] = await Promise.all([
    repo.findRecordByHistory(deps.db, scope.agencyId, historyId),
    transactionMandateInForceOf(deps, scope, { propertyId: entry.propertyId }),
  ]);
  const summaries = record?.signatureRequestId
    ? await signatureSummaries(deps, scope.agencyId, [record.signatureRequestId])
    : new Map();
  const notice = record?.ownerNoticeId
    ? await repo.findNotice(deps.db, scope.agencyId, record.ownerNoticeId)
    : null;
  return {
    historyId: entry.id,
    propertyId: entry.propertyId,
    propertyName: entry.propertyName,
    date: entry.date,
    startTime: hhmm(entry.startTime),
    started: visitStart(entry.date, entry.startTime) <= now,
    mandateNumberInForce: mandate?.number ?? null,
    suggestedVisitors: [
      shownVisitor(scope, {
        clientId: entry.clientId,
        name: entry.clientName,
        email: entry.clientEmail,
        phone: entry.clientPhone,
      }),
    ],
    slip: record?.signatureRequestId
      ? {
          mandateNumber: record.mandateNumber,
          visitors: record.visitors.map((v) => shownVisitor(scope, v)),
          signature: summaries.get(record.signatureRequestId) ?? null,
        }
      : null,
    feedback:
      record?.interest && record.priceOpinion && record.feedbackAt
        ? {
            interest: record.interest,
            priceOpinion: record.priceOpinion,
            remarks: record.remarks,
            recordedAt: record.feedbackAt.toISOString(),
          }
        : null,
    notifiedAt: notice?.sentAt?.toISOString() ?? null,
  };
}

/** A visitor as the slip prints them: a directory client's details come from the directory. */
async function resolveVisitors(deps: AppDeps, scope: MemberScope, input: readonly SlipVisitor[]) {
  const visitors: { clientId: string | null; name: string; email: string; phone: string | null }[] = [];
  for (const [index, visitor] of input.entries()) {
    let { name, email, phone } = {
      name: visitor.name ?? '',
      email: visitor.email ?? null,
      phone: visitor.phone,
    };
    if (visitor.clientId) {
      // Without the directory permission a member cannot pick (nor probe) the agency's clients.
      const contact = holdsPermission(scope, 'client_directory')
        ? await clientContact(deps, scope, { id: visitor.clientId })
        : null;
      if (!contact) throw notFound(m.errors.clientNotFound);
      name = contact.fullName;
      // The visitor may give an e-mail on the spot when the directory has none.
      email = contact.email || email;
      phone = contact.phone || phone;
    }
    if (name.trim() === '') {
      throw new AppError('VALIDATION_FAILED', m.errors.visitorNameRequired, {
        [`visitors.${index}.name`]: m.errors.visitorNameRequired,
      });
    }
    // Each visitor signs with a code sent to their e-mail.
    if (!email) {
      const message = m.errors.visitorEmailRequired(name);
      throw new AppError('VALIDATION_FAILED', message, { [`visitors.${index}.email`]: message });
    }
    const repeated = visitors.some(
      (v) =>
        (visitor.clientId && v.clientId === visitor.clientId) ||
        v.email.toLowerCase() === email.toLowerCase(),
    );
    if (repeated) {
      throw new AppError('VALIDATION_FAILED', m.errors.visitorRepeated, {
        [`visitors.${index}.email`]: m.errors.visitorRepeated,
      });
    }
    visitors.push({ clientId: visitor.clientId ?? null, name, email, phone });
  }
  return visitors;
}

/**
 * « Bon de visite »: the slip is drawn with the mandate in force, the agency's card and insurer, the
 * visit's date and the visitors, then a signature request (the visitors sign in turn) is made in the
 * same transaction as the record that copies what it printed.
 */
export async function drawVisitSlip(
  deps: AppDeps,
  scope: MemberScope,
  input: {
    historyId: string;
    visitors: readonly SlipVisitor[];
    ip: string | null;
    userAgent: string | null;
  },
): Promise<Visit> {
  const entry = await requireVisitEntry(deps, scope, input.historyId);
  const visitors = await resolveVisitors(deps, scope, input.visitors);
  const [property, settings, site, mandate] = await Promise.all([
    getAgencyProperty(deps, scope, { id: entry.propertyId }),
    getAgencySettings(deps, scope),
    getAgencySite(deps, scope),
    transactionMandateInForceOf(deps, scope, { propertyId: entry.propertyId }),
  ]);
  const agency = settings.agency;
  const pdf = await renderVisitSlipPdf({
    agency: {
      name: agency.name,
      address: `${agency.address}, ${agency.zip} ${agency.city}`,
      city: agency.city,
      cardNumber: site.cardNumber,
      cardIssuer: site.cardIssuer,
      insurerName: site.insurerName,
      insurerPolicy: site.insurerPolicy,
    },
    // The visitor goes there: the full address, whatever the listing shows.
    property: {
      name: property.name,
      nature: propertyNature(property),
      address: `${property.address}, ${property.zip} ${property.city}`,
    },
    mandateNumber: mandate?.number ?? null,
    date: entry.date,
    startTime: hhmm(entry.startTime),
    visitors,
  });
  await deps.db.transaction(async (tx) => {
    const record = await repo.lockRecord(tx, scope.agencyId, recordSeed(scope, entry));
    if (record.signatureRequestId) {
      const current = (await signatureSummaries({ db: tx }, scope.agencyId, [record.signatureRequestId])).get(
        record.signatureRequestId,
      );
      // A refused, locked or cancelled slip may be drawn again; a live or signed one stands.
      if (current && ['pending', 'sealing', 'completed'].includes(current.status)) {
        throw new AppError('CONFLICT', m.errors.slipInProgress);
      }
    }
    const request = await createSignatureRequest(
      deps,
      tx,
      scope,
      {
        documentKind: 'visit_slip',
        subjectId: record.id,
        title: m.slip.requestTitle(property.name, entry.date.split('-').reverse().join('/')),
        agencyName: agency.name,
        pdf: pdf.body,
        pageCount: pdf.pages,
        signers: visitors.map((v) => ({
          role: 'visitor',
          name: v.name,
          email: v.email,
          phone: v.phone,
          clientId: v.clientId,
        })),
      },
      { ip: input.ip, userAgent: input.userAgent },
    );
    await repo.updateRecord(tx, scope.agencyId, record.id, {
      propertyId: entry.propertyId,
      mandateId: mandate?.id ?? null,
      mandateNumber: mandate?.number ?? null,
      propertyLabel: property.name,
      visitDate: entry.date,
      startTime: entry.startTime,
      visitors,
      signatureRequestId: request.id,
    });
  });
  return getVisit(deps, scope, { historyId: entry.id });
}

/** « Retour de visite »: recorded once the visit has started; recorded again, it replaces the first. */
export async function recordVisitFeedback(
  deps: AppDeps,
  scope: MemberScope,
  { historyId, ...input }: { historyId: string } & z.output<typeof visitFeedbackInputSchema>,
  now: Date = new Date(),
): Promise<Visit> {
  const entry = await requireVisitEntry(deps, scope, historyId);
  if (visitStart(entry.date, entry.startTime) > now)
    throw new AppError('CONFLICT', m.errors.feedbackTooEarly);
  await deps.db.transaction(async (tx) => {
    const record = await repo.lockRecord(tx, scope.agencyId, recordSeed(scope, entry));
    await repo.updateRecord(tx, scope.agencyId, record.id, {
      interest: input.interest,
      priceOpinion: input.priceOpinion,
      remarks: input.remarks,
      feedbackAt: now,
      feedbackBy: scope.userId,
    });
  });
  return getVisit(deps, scope, { historyId }, now);
}

/** Each visit's feedback by history entry, for the owner report. */
export async function visitFeedbackByEntry(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  historyIds: readonly string[],
) {
  const rows = await repo.listRecordsOfEntries(deps.db, scope.agencyId, historyIds);
  return new Map(
    rows
      .filter((r) => r.historyId && r.interest && r.priceOpinion)
      .map((r) => [
        r.historyId!,
        { interest: r.interest!, priceOpinion: r.priceOpinion!, remarks: r.remarks },
      ]),
  );
}
