import { type Lead, leadsScreenMessages as sm } from '@immopilote/contracts';
import { Link } from 'react-router';
import { minutesSince } from './lead-age';

const t = sm.list;
const linkClass = 'text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The listing a lead names: a link to its page, the sender's reference when none was found, or nothing. */
export function LeadProperty({ lead }: { lead: Pick<Lead, 'property' | 'listingReference'> }) {
  if (lead.property)
    return (
      <Link
        to={`/property-detail/${lead.property.id}`}
        className={`inline-flex min-h-11 items-center lg:min-h-0 ${linkClass}`}
      >
        {lead.property.name}
      </Link>
    );
  if (lead.listingReference)
    return <span className="text-slate-600">{t.unmatchedReference(lead.listingReference)}</span>;
  return <span className="text-slate-500">{t.noProperty}</span>;
}

/** « il y a 12 min », with the exact instant for a hover and for screen readers' time element. */
export function LeadAge({ receivedAt, now }: { receivedAt: string; now: number }) {
  return (
    <time dateTime={receivedAt} className="whitespace-nowrap">
      {t.age(minutesSince(receivedAt, now))}
    </time>
  );
}

/** The first-response time once answered (opening-hours minutes, from the server). */
export function LeadResponse({ lead }: { lead: Pick<Lead, 'responseMinutes'> }) {
  return lead.responseMinutes === null ? (
    <span className="text-slate-500">{t.notAnswered}</span>
  ) : (
    <span className="whitespace-nowrap tabular-nums">{t.respondedIn(lead.responseMinutes)}</span>
  );
}

export { linkClass };
