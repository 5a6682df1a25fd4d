import { type LeadDetail, leadsMessages, leadsScreenMessages as sm } from '@immopilote/contracts';
import { CalendarCheck, Mail, Phone } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { LeadProperty } from './lead-row-cells';

const d = sm.detail;
const linkClass =
  'inline-flex max-w-full min-h-11 items-center gap-2 text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0';

/**
 * What the person wrote, as text only: whatever the sender put in it (HTML, scripts) is shown as
 * characters, never interpreted; line breaks are kept by CSS.
 */
export function LeadMessage({ lead }: { lead: LeadDetail }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="lead-message-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-message-title" className="text-lg font-semibold text-slate-900">
          {d.message}
        </h2>
        {lead.wantsVisit && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-medium text-violet-900">
            <CalendarCheck className="size-3.5" aria-hidden />
            {d.wantsVisit}
          </span>
        )}
      </div>
      {lead.message.trim() === '' ? (
        <p className="text-sm text-slate-600">{d.emptyMessage}</p>
      ) : (
        <p className="max-h-[28rem] overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {lead.message}
        </p>
      )}
    </Card>
  );
}

/** Who, how to reach them, about which listing, from where. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="lead-contact-title">
      <h2 id="lead-contact-title" className="mb-3 text-lg font-semibold text-slate-900">
        {d.contact}
      </h2>
      <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2.5 text-sm sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:gap-x-4">
        <dt className="self-center text-slate-600">{d.email}</dt>
        <dd className="min-w-0 break-words">
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className={linkClass}>
              <Mail className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 [overflow-wrap:anywhere]">{lead.email}</span>
            </a>
          ) : (
            <span className="text-slate-500">{d.noContact}</span>
          )}
        </dd>
        <dt className="self-center text-slate-600">{d.phone}</dt>
        <dd className="min-w-0 break-words">
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              <Phone className="size-4 shrink-0" aria-hidden />
              {lead.phone}
            </a>
          ) : (
            <span className="text-slate-500">{d.noContact}</span>
          )}
        </dd>
        <dt className="text-slate-600">{d.property}</dt>
        <dd className="min-w-0 break-words">
          <LeadProperty lead={lead} />
          {lead.property && lead.listingReference && (
            <p className="text-xs text-slate-600">{d.reference(lead.listingReference)}</p>
          )}
        </dd>
        <dt className="text-slate-600">{d.source}</dt>
        <dd>{leadsMessages.sources[lead.source]}</dd>
        <dt className="text-slate-600">{d.channel}</dt>
        <dd>
          {leadsMessages.channels[lead.channel]} · {d.received(formatDateTime(lead.receivedAt))}
        </dd>
        <dt className="text-slate-600">{d.response}</dt>
        <dd>{lead.responseMinutes === null ? d.notAnswered : d.respondedIn(lead.responseMinutes)}</dd>
        <dt className="text-slate-600">{d.consent}</dt>
        <dd className="min-w-0 space-y-1">
          <p>{lead.consent.given ? d.consentGiven : d.consentNotGiven}</p>
          {lead.consent.text && (
            <blockquote className="border-l-2 border-slate-200 pl-3 text-xs break-words whitespace-pre-wrap text-slate-600">
              <span className="sr-only">{d.consentText}</span>
              {lead.consent.text}
            </blockquote>
          )}
        </dd>
      </dl>
    </Card>
  );
}
