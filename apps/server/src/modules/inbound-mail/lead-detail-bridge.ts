// TEMPORARY until the leads core's getLeadDetail is on main: replaced by it at rebase.
import type { LeadDetail } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { findLeadForBridge } from './inbound-mail.repo';

export async function getLeadDetail(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<LeadDetail> {
  const row = await findLeadForBridge(deps.db, scope.agencyId, id);
  if (!row) throw notFound();
  return {
    id: row.id,
    state: row.state,
    source: row.source,
    channel: row.channel,
    property: null,
    listingReference: row.listingReference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    wantsVisit: row.wantsVisit,
    consent: { given: row.consentGiven, text: row.consentText },
    client: null,
    duplicates: [],
    assignedTo: null,
    receivedAt: row.receivedAt.toISOString(),
    firstResponseAt: null,
    responseMinutes: null,
    overdue: false,
    hasRawMessage: row.rawKey !== null,
    events: [],
  };
}
