import { holdsPermission, mandateMessages } from '@immopilote/contracts';
import { useMe } from '../../auth';
import { day } from '../components/mandate-text';
import { usePropertyMandates } from './get-property-mandates';

/**
 * Loi Hamon: « Délai de rétractation en cours jusqu'au … » while a mandator of this property may
 * retract (no early start asked), for the actions the API refuses then (publication, visits); null
 * otherwise. Reads the property's « Mandat » section's query, so both stay in step.
 */
export function useNegotiationBlock(propertyId: string | null): string | null {
  const profile = useMe().data?.profile;
  const allowed = Boolean(profile && holdsPermission(profile, 'add_property'));
  const mandates = usePropertyMandates(propertyId ?? '', allowed && Boolean(propertyId));
  const items = propertyId ? (mandates.data?.items ?? []) : [];
  const until = items
    .map((m) => m.negotiationBlockedUntil)
    .reduce<string | null>((max, d) => (d && (!max || d > max) ? d : max), null);
  return until ? mandateMessages.negotiationBlocked(day(until)) : null;
}
