import {
  commonMessages,
  dealMessages as m,
  documentMessages,
  type Offer,
  type OfferAnswerResult,
  type OfferList,
  type offerAnswerInputSchema,
  type offerInputSchema,
  PDF_MAX_BYTES,
  PDF_MAX_MEGABYTES,
  parisToday,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { detectDocumentType } from '../../files/file-type';
import { isImage, reencodeImage } from '../../files/images';
import type { FormInput, UploadLimits } from '../../multipart';
import { storeFilesThenWrite } from '../../storage/stored-files';
import { lockMandators } from '../clients/clients.service';
import { documentToStore, inspectPdf, openDocument, recordDocuments } from '../documents/documents.service';
import {
  changePropertyStatusInTransaction,
  lockPropertyForDeal,
  propertySummary,
  type PropertyStatusChange,
  tellPropertyStatusChange,
} from '../properties/properties.service';
import { checkStepDate } from './deal-rules';
import { openDealOfProperty, openSaleDealInTransaction, UNAVAILABLE_LISTING } from './deals.service';
import * as repo from './offers.repo';

type OfferFields = z.output<typeof offerInputSchema>;
type AnswerFields = z.output<typeof offerAnswerInputSchema>;

const offerNotFound = () => notFound(m.offerNotFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The day an offer was made, in Paris: its answer may not be dated before. */

async function toOffers(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  rows: readonly repo.OfferRow[],
  openDeal: { id: string; offerId: string | null } | null,
): Promise<Offer[]> {
  const ids = rows.map((r) => r.id);
  const [counters, dealsOf, docs, names] = await Promise.all([
    repo.listCounterOffers(deps.db, scope.agencyId, ids),
    repo.listDealsOfOffers(deps.db, scope.agencyId, ids),
    repo.documentNames(
      deps.db,
      scope.agencyId,
      rows.flatMap((r) => (r.documentId ? [r.documentId] : [])),
    ),
    repo.memberNames(
      deps.db,
      scope.agencyId,
      rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    ),
  ]);
  return rows.map((row) => {
    const doc = docs.find((d) => d.id === row.documentId);
    const author = names.find((n) => n.id === row.createdBy);
    return {
      id: row.id,
      propertyId: row.propertyId,
      party: row.party,
      parentId: row.parentOfferId,
      buyer: { id: row.buyerClientId, name: row.buyerName },
      amount: row.amount,
      conditions: row.conditions,
      financing: row.financing,
      loanAmount: row.loanAmount,
      contribution: row.contribution,
      validUntil: row.validUntil,
      receivedOn: row.receivedOn,
      status: row.status,
      competing: row.status === 'pending' && openDeal !== null && openDeal.offerId !== row.id,
      answeredOn: row.answeredOn,
      answerNote: row.answerNote,
      counterAmount:
        row.status === 'countered'
          ? (counters.find((c) => c.parentOfferId === row.id)?.amount ?? null)
          : null,
      document: doc ? { id: doc.id, fileName: doc.fileName } : null,
      dealId: dealsOf.find((d) => d.offerId === row.id)?.id ?? null,
      createdAt: row.createdAt.toISOString(),
      createdByName: author ? `${author.firstName} ${author.lastName}`.trim() : null,
    };
  });
}

async function readOffer(deps: Pick<AppDeps, 'db'>, scope: MemberScope, id: string): Promise<Offer> {
  const row = await repo.findOffer(deps.db, scope.agencyId, id);
  if (!row) throw offerNotFound();
  const openDeal = await openDealOfProperty(deps, scope, { propertyId: row.propertyId });
  return (await toOffers(deps, scope, [row], openDeal))[0]!;
}

/** The offers panel of a property: its offers, newest first, and its open file. */
export async function listPropertyOffers(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<OfferList> {
  await propertySummary(deps, scope, { id });
  const [rows, openDeal] = await Promise.all([
    repo.listPropertyOffers(deps.db, scope.agencyId, id),
    openDealOfProperty(deps, scope, { propertyId: id }),
  ]);
  return { items: await toOffers(deps, scope, rows, openDeal), openDealId: openDeal?.id ?? null };
}

/**
 * An offer received on a sale listing of the agency, from a buyer of the directory (name copied).
 * Received while a file is open, it waits « en concurrence ». Not refused during the mandator's
 * loi Hamon period: the agency receives it, it starts no negotiation (docs/decisions/deals.md).
 */
export async function createOffer(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId, input }: { propertyId: string; input: OfferFields },
): Promise<Offer> {
  const today = parisToday();
  if (input.validUntil < today) throw invalid('validUntil', m.validUntilPast);
  const receivedOn = input.receivedOn ?? today;
  if (receivedOn > today) throw invalid('receivedOn', m.receivedOnFuture);
  const row = await deps.db.transaction(async (tx) => {
    const property = await lockPropertyForDeal({ db: tx }, scope, { id: propertyId });
    if (property.type !== 'Vente') throw new AppError('CONFLICT', m.offerOnRental);
    if (UNAVAILABLE_LISTING.includes(property.status)) throw new AppError('CONFLICT', m.listingNotAvailable);
    const [buyer] = (await lockMandators({ db: tx }, scope, { ids: [input.buyerClientId] })) ?? [];
    if (!buyer) throw new AppError('NOT_FOUND', m.buyerRequired, { buyerClientId: m.buyerRequired });
    return repo.insertOffer(tx, scope.agencyId, {
      propertyId,
      party: 'buyer',
      buyerClientId: buyer.id,
      buyerName: buyer.name,
      amount: input.amount,
      conditions: input.conditions,
      financing: input.financing,
      loanAmount: input.financing === 'loan' ? input.loanAmount : null,
      contribution: input.contribution,
      validUntil: input.validUntil,
      receivedOn,
      createdBy: scope.userId,
    });
  });
  return readOffer(deps, scope, row.id);
}

/**
 * The other side's answer to a pending offer, dated: refused, withdrawn by its author, countered (a
 * new offer from the other side, chained to it), or accepted. Accepting opens the sale file in the
 * same transaction, under the property's lock: a second acceptance on the listing waits, then finds
 * the file open and gets the French 409 (the partial unique index holds it if anything slipped by).
 */
export async function answerOffer(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: AnswerFields },
): Promise<OfferAnswerResult> {
  const found = await repo.findOffer(deps.db, scope.agencyId, id);
  if (!found) throw offerNotFound();
  let outcome: { counterId: string | null; dealId: string | null; change: PropertyStatusChange | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      // The property first, then the offer: every answer on a listing takes its locks in that order.
      const property = await lockPropertyForDeal({ db: tx }, scope, { id: found.propertyId });
      const offer = await repo.lockOffer(tx, scope.agencyId, id);
      if (!offer) throw offerNotFound();
      if (offer.status !== 'pending') throw new AppError('CONFLICT', m.offerNotPending);
      if (input.date > parisToday()) throw invalid('date', m.answerDateFuture);
      checkStepDate(input.date, { date: offer.receivedOn, message: m.answerBeforeOffer });
      const answer = (status: repo.OfferRow['status']) =>
        repo.answerOffer(tx, scope.agencyId, id, {
          status,
          answeredOn: input.date,
          answerNote: input.note,
          answeredBy: scope.userId,
        });
      if (input.answer === 'refuse' || input.answer === 'withdraw') {
        await answer(input.answer === 'refuse' ? 'refused' : 'withdrawn');
        return { counterId: null, dealId: null, change: null };
      }
      if (input.answer === 'counter') {
        const validUntil = input.counterValidUntil!;
        if (validUntil < input.date || validUntil < parisToday()) {
          throw invalid('counterValidUntil', m.validUntilPast);
        }
        await answer('countered');
        const counter = await repo.insertOffer(tx, scope.agencyId, {
          propertyId: offer.propertyId,
          party: offer.party === 'buyer' ? 'owner' : 'buyer',
          parentOfferId: offer.id,
          buyerClientId: offer.buyerClientId,
          buyerName: offer.buyerName,
          amount: input.counterAmount!,
          conditions: offer.conditions,
          financing: offer.financing,
          loanAmount: offer.loanAmount,
          contribution: offer.contribution,
          validUntil,
          // The counter-offer reaches the other side the day it is made.
          receivedOn: input.date,
          createdBy: scope.userId,
        });
        return { counterId: counter.id, dealId: null, change: null };
      }
      if (UNAVAILABLE_LISTING.includes(property.status))
        throw new AppError('CONFLICT', m.listingNotAvailable);
      if (await openDealOfProperty({ db: tx }, scope, { propertyId: property.id })) {
        throw new AppError('CONFLICT', m.offerAlreadyAccepted);
      }
      await answer('accepted');
      const change = await changePropertyStatusInTransaction({ db: tx }, scope, {
        id: property.id,
        status: 'En négociation',
      });
      const deal = await openSaleDealInTransaction({ db: tx }, scope, {
        property,
        offer,
        date: input.date,
      });
      return { counterId: null, dealId: deal.id, change };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'deals_one_open_per_property')) {
      throw new AppError('CONFLICT', m.offerAlreadyAccepted);
    }
    throw err;
  }
  await tellPropertyStatusChange(deps, outcome.change);
  return {
    offer: await readOffer(deps, scope, id),
    counterOffer: outcome.counterId ? await readOffer(deps, scope, outcome.counterId) : null,
    dealId: outcome.dealId,
  };
}

// ---- the offer's document -------------------------------------------------------------------

export const offerDocumentLimits: UploadLimits = {
  maxFileBytes: PDF_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: documentMessages.tooLarge(PDF_MAX_MEGABYTES),
  tooManyMessage: commonMessages.payloadTooLarge,
  defaultFileName: 'offre.pdf',
};

/** Long side of a stored scan: a signed page stays readable, a phone's photo loses its metadata. */
const OFFER_SCAN_SIZE = 2400;

/**
 * The signed offer (PDF, JPEG or PNG, by its content) stored as a document of the property, files
 * then rows, and linked to the offer; a new one replaces the link (the former stays among the
 * property's documents).
 */
export async function putOfferDocument(
  deps: AppDeps,
  scope: MemberScope,
  { id, form }: { id: string; form: FormInput },
): Promise<Offer> {
  const found = await repo.findOffer(deps.db, scope.agencyId, id);
  if (!found) throw offerNotFound();
  const file = form.files[0];
  if (!file) throw invalid('document', m.offerDocumentRequired);
  const detected = detectDocumentType(file.buffer);
  const refuse = () => invalid('document', m.offerDocumentType);
  if (!detected || !['application/pdf', 'image/jpeg', 'image/png'].includes(detected.mimeType))
    throw refuse();
  const owner = { kind: 'property', id: found.propertyId } as const;
  let document: ReturnType<typeof documentToStore>;
  if (detected.kind === 'pdf') {
    await inspectPdf(file.buffer);
    document = documentToStore(scope, owner, {
      body: file.buffer,
      fileName: file.fileName,
      mimeType: detected.mimeType,
      extension: detected.extension,
    });
  } else {
    if (!(await isImage(file.buffer))) throw refuse();
    const image = await reencodeImage(file.buffer, OFFER_SCAN_SIZE, 85).catch(() => null);
    if (!image) throw refuse();
    document = documentToStore(scope, owner, {
      body: image.data,
      fileName: `${file.fileName.replace(/\.[^.]*$/, '') || 'offre'}.webp`,
      mimeType: 'image/webp',
      extension: 'webp',
    });
  }
  await storeFilesThenWrite(deps, [document.file], async (tx) => {
    // The property's lock keeps a concurrent delete from leaving the file without its owner.
    await lockPropertyForDeal({ db: tx }, scope, { id: found.propertyId });
    const [stored] = await recordDocuments({ db: tx }, scope, { documents: [document] });
    if (!(await repo.setOfferDocument(tx, scope.agencyId, id, stored!.id))) throw offerNotFound();
  });
  return readOffer(deps, scope, id);
}

/** The offer's document, through the one authorised download (recorded in the access log). */
export async function openOfferDocument(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
) {
  const row = await repo.findOffer(deps.db, scope.agencyId, id);
  if (!row) throw offerNotFound();
  if (!row.documentId) throw notFound(m.offerDocumentMissing);
  return openDocument(deps, scope, { id: row.documentId, ip });
}
