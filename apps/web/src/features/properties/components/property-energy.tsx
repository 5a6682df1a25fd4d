import {
  isExcessiveConsumption,
  parisToday,
  type Property,
  propertyFactsMessages,
  propertyMessages,
  rentalBan,
} from '@immopilote/contracts';
import { AlertTriangle } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatLongDate, formatPrice } from '../../../lib/format';
import { EnergyLabel } from './energy-label';

const m = propertyFactsMessages;
/** « 1ᵉʳ janvier 2028 »: French writes the first of the month as an ordinal. */
const legalDate = (iso: string) => formatLongDate(iso).replace(/^1(er)? /, '1ᵉʳ ');

/** The DPE as the ad shows it: both labels, the mandatory mentions, and the rental-ban warning. */
export function PropertyEnergy({ property: p }: { property: Property }) {
  const today = parisToday();
  const ban = p.type === 'Location' && p.dpeStatus === 'realise' ? rentalBan(p.dpeClass, p.zip, today) : null;
  const frozen = p.type === 'Location' && isExcessiveConsumption(p.dpeClass);
  return (
    <Card role="region" className="space-y-4 p-4 sm:p-6" aria-labelledby="energy-title">
      <h2 id="energy-title" className="text-lg font-semibold text-slate-900">
        {m.sections.energy}
      </h2>
      {p.dpeStatus === 'vierge' && <p className="text-slate-700">{m.dpeVierge}</p>}
      {p.dpeStatus === 'non_soumis' && <p className="text-slate-700">{m.dpeNotSubject}</p>}
      {p.dpeStatus === null && <p className="text-slate-600">{m.dpeMissing}</p>}
      {p.dpeStatus === 'realise' && (
        <>
          {ban && (
            <div
              role={ban.inForce ? 'alert' : 'note'}
              className={
                ban.inForce
                  ? 'flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900'
                  : 'flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
              }
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p>
                {ban.inForce
                  ? m.rentalBanNow(p.dpeClass ?? '', legalDate(ban.from))
                  : m.rentalBanSoon(p.dpeClass ?? '', legalDate(ban.from))}
              </p>
            </div>
          )}
          {isExcessiveConsumption(p.dpeClass) && (
            <p className="font-semibold text-red-800">{m.excessive(p.dpeClass ?? '')}</p>
          )}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {p.dpeClass && <EnergyLabel scale="energy" cls={p.dpeClass} value={p.dpeValue} />}
            {p.gesClass && <EnergyLabel scale="climate" cls={p.gesClass} value={p.gesValue} />}
          </div>
          {p.energyCostMin !== null && p.energyCostMax !== null && p.energyCostYear !== null && (
            <p className="text-sm text-slate-700">
              {m.energyCost(formatPrice(p.energyCostMin), formatPrice(p.energyCostMax), p.energyCostYear)}
            </p>
          )}
          {frozen && <p className="text-sm text-slate-700">{m.rentFreeze}</p>}
          {p.dpeDate && (
            <p className="text-xs text-slate-600">
              {propertyMessages.summary.dpeDate(formatLongDate(p.dpeDate), p.dpeNumber)}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
