import { type LeadChannel, type LeadSource, normalizePhoneDigits } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import {
  clientsWithEmail,
  findHead,
  findPropertyByReference,
  findPropertyOwner,
  insertLead,
  insertLeadEvent,
  isActiveMember,
} from './leads.repo';

/** A lead as a way in hands it over: the public form, a parsed portal e-mail, a generic e-mail. */
export interface IncomingLead {
  source: LeadSource;
  channel: LeadChannel;
  /** The listing, when the way in knows it (the listing page's form). */
  propertyId?: string | null;
  /** A reference to match against the agency's listings (a portal's e-mail). */
  listingReference?: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  wantsVisit: boolean;
  consentGiven: boolean;
  consentText: string | null;
  /** The raw e-mail in storage, when it came by mail. */
  rawKey?: string | null;
  receivedAt?: Date;
}

export interface ReceivedLead {
  id: string;
  propertyId: string | null;
  clientId: string | null;
  assignedTo: string | null;
}

/**
 * The one door every lead comes in by (issue 29), whatever its source: finds the listing, links the
 * lead to the client whose e-mail it is when exactly one is, assigns it (the listing's member, else
 * the head) and records its reception. Runs inside the caller's binding to the agency; `db` is the
 * caller's transaction when the lead must commit with something else (an inbound message's row).
 */
export async function receiveLead(
  deps: AppDeps,
  { agencyId, lead }: { agencyId: string; lead: IncomingLead },
  db: DbOrTx = deps.db,
): Promise<ReceivedLead> {
  const reference = lead.listingReference?.trim() || null;
  const property = lead.propertyId
    ? await findPropertyOwner(db, agencyId, lead.propertyId)
    : reference
      ? await findPropertyByReference(db, agencyId, reference)
      : null;
  const emailNormalised = lead.email ? lead.email.trim().toLowerCase() : null;
  const phoneDigits = lead.phone ? normalizePhoneDigits(lead.phone) || null : null;
  const sameEmail = emailNormalised ? await clientsWithEmail(db, agencyId, emailNormalised) : [];
  const clientId = sameEmail.length === 1 ? sameEmail[0]!.id : null;
  const owner =
    property?.userId && (await isActiveMember(db, agencyId, property.userId)) ? property.userId : null;
  const assignedTo = owner ?? (await findHead(db, agencyId));

  const { id } = await insertLead(db, agencyId, {
    source: lead.source,
    channel: lead.channel,
    propertyId: property?.id ?? null,
    listingReference: reference,
    name: lead.name,
    email: lead.email,
    emailNormalised,
    phone: lead.phone,
    phoneDigits,
    message: lead.message,
    wantsVisit: lead.wantsVisit,
    consentGiven: lead.consentGiven,
    consentText: lead.consentText,
    rawKey: lead.rawKey ?? null,
    assignedTo,
    clientId,
    receivedAt: lead.receivedAt ?? new Date(),
  });
  await insertLeadEvent(db, agencyId, { leadId: id, kind: 'recue' });
  if (clientId) await insertLeadEvent(db, agencyId, { leadId: id, kind: 'fusionnee', detail: clientId });
  return { id, propertyId: property?.id ?? null, clientId, assignedTo };
}
