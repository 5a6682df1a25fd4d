import { type Client, clientMessages as m } from '@immopilote/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatLongDate } from '../../../lib/format';
import { calendarDay } from '../lib/calendar-day';

const LINK =
  'inline-flex min-h-11 items-center gap-2 sm:min-h-9 rounded-md font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 break-all';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 break-words">{children ?? m.notGiven}</dd>
    </div>
  );
}

/** The record's first card: how to reach the client (tap to call, tap to e-mail), then who they are. */
export function ClientContactCard({ client }: { client: Client }) {
  const dialable = client.phone?.replace(/[^\d+]/g, '');
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <section aria-labelledby="client-contact" className="space-y-2">
        <h2 id="client-contact" className="text-base font-semibold text-slate-900">
          {m.contactTitle}
        </h2>
        <ul className="space-y-1">
          <li>
            <a href={`mailto:${client.email}`} className={LINK} aria-label={m.mailLabel(client.email)}>
              <Mail className="size-4 shrink-0" aria-hidden />
              {client.email}
            </a>
          </li>
          {client.phone && dialable && (
            <li>
              <a href={`tel:${dialable}`} className={LINK} aria-label={m.callLabel(client.phone)}>
                <Phone className="size-4 shrink-0" aria-hidden />
                {client.phone}
              </a>
            </li>
          )}
          {client.address && (
            <li className="flex gap-2 py-2 text-sm whitespace-pre-line text-slate-800">
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
              {client.address}
            </li>
          )}
        </ul>
      </section>
      <section aria-labelledby="client-identity" className="space-y-3 border-t border-slate-100 pt-4">
        <h2 id="client-identity" className="text-base font-semibold text-slate-900">
          {m.identityTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Fact label={m.firstName}>{client.firstName}</Fact>
          <Fact label={m.birthDate}>
            {client.birthDate ? formatLongDate(calendarDay(client.birthDate)) : null}
          </Fact>
          <Fact label={m.nationality}>{client.nationality}</Fact>
          <Fact label={m.maritalStatus}>{client.maritalStatus}</Fact>
          <Fact label={m.profession}>{client.profession}</Fact>
        </dl>
      </section>
      {client.notes && (
        <section aria-labelledby="client-notes" className="space-y-2 border-t border-slate-100 pt-4">
          <h2 id="client-notes" className="text-base font-semibold text-slate-900">
            {m.notes}
          </h2>
          <p className="max-h-64 overflow-y-auto text-sm whitespace-pre-line text-slate-800">
            {client.notes}
          </p>
        </section>
      )}
    </Card>
  );
}
