import { EXTERIOR_FEATURES, type Property, propertyFactsMessages } from '@immopilote/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatLongDate, formatPrice } from '../../../lib/format';
import { formatPercent, formatSurface } from './facts-format';

const m = propertyFactsMessages;
const l = m.labels;

/** The key facts a visitor reads first: the price as the law wants it shown, surface, rooms, place. */
export function PropertySummary({ property: p }: { property: Property }) {
  const chips = keyFacts(p);
  return (
    <Card role="region" className="space-y-4 p-4 sm:p-6" aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        {m.summaryTitle}
      </h2>
      {p.type === 'Location' ? <RentalPrice property={p} /> : <SalePrice property={p} />}
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Caractéristiques principales">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {chip}
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {p.address}, {p.zip} {p.city}
      </p>
    </Card>
  );
}

function keyFacts(p: Property): string[] {
  const chips: string[] = [];
  if (p.kind) chips.push(m.kinds[p.kind]);
  if (p.surfaceHabitable !== null) chips.push(formatSurface(p.surfaceHabitable));
  if (p.rooms !== null) chips.push(m.cardRooms(p.rooms));
  if (p.bedrooms !== null) chips.push(p.bedrooms === 1 ? '1 chambre' : `${p.bedrooms} chambres`);
  if (p.surfaceLand !== null) chips.push(`Terrain ${formatSurface(p.surfaceLand)}`);
  if (p.floor !== null)
    chips.push(
      (p.floor === 0 ? m.groundFloor : `${p.floor}ᵉ étage`) +
        (p.floorsCount !== null ? ` sur ${p.floorsCount}` : ''),
    );
  if (p.lift) chips.push(l.lift);
  if (p.furnished === true) chips.push(l.furnished);
  if (p.furnished === false && p.type === 'Location') chips.push('Non meublé');
  for (const feature of EXTERIOR_FEATURES) if (p[feature]) chips.push(m.exterior[feature]);
  if (p.availableFrom) chips.push(`Disponible le ${formatLongDate(p.availableFrom)}`);
  return chips;
}

/** Arrêté du 10 janvier 2017: the price including the buyer's fees first and larger, then without them. */
function SalePrice({ property: p }: { property: Property }) {
  const buyerPays = p.feesPayer === 'acquereur' || p.feesPayer === 'partage';
  return (
    <div className="space-y-1">
      <p className="text-3xl font-bold text-brand-900">{formatPrice(p.price)}</p>
      {buyerPays && <p className="text-sm font-medium text-slate-700">{m.priceFai}</p>}
      {buyerPays && p.priceExclFees !== null && (
        <p className="text-lg text-slate-800">
          {formatPrice(p.priceExclFees)}{' '}
          <span className="text-sm text-slate-600">{m.priceExcl.toLowerCase()}</span>
        </p>
      )}
      {p.feesPayer === 'acquereur' && p.feesPercent !== null && (
        <p className="text-sm text-slate-700">{m.feesLine(formatPercent(p.feesPercent), 'acquéreur')}</p>
      )}
      {p.feesPayer === 'partage' && p.feesPercent !== null && (
        <p className="text-sm text-slate-700">{m.feesBoth(formatPercent(p.feesPercent))}</p>
      )}
      {p.feesPayer === 'vendeur' && <p className="text-sm text-slate-700">{m.feesSeller}</p>}
    </div>
  );
}

/** Arrêté du 10 janvier 2017 as amended: rent « par mois », charges and how they are settled. */
function RentalPrice({ property: p }: { property: Property }) {
  return (
    <div className="space-y-1">
      <p className="text-3xl font-bold text-brand-900">{formatPrice(p.price)}</p>
      <p className="text-sm font-medium text-slate-700">par mois charges comprises</p>
      {p.charges !== null && (
        <p className="text-sm text-slate-700">
          {m.chargesLine(formatPrice(p.charges), p.chargesMode ? m.chargesModes[p.chargesMode] : m.unknown)}
        </p>
      )}
    </div>
  );
}

/** Every remaining fact, grouped, « Non renseigné » left out: the checklist says what is missing. */
export function PropertyDetails({ property: p }: { property: Property }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false) rows.push([label, value]);
  };
  const yesNo = (v: boolean | null) => (v === null ? null : v ? m.yes : m.no);
  add(l.surfaceCarrez.replace(' (m²)', ''), p.surfaceCarrez !== null && formatSurface(p.surfaceCarrez));
  add(l.yearBuilt, p.yearBuilt);
  add(
    l.heatingMode,
    (p.heatingMode || p.heatingEnergy) &&
      [p.heatingMode && m.heatingModes[p.heatingMode], p.heatingEnergy && m.heatingEnergies[p.heatingEnergy]]
        .filter(Boolean)
        .join(', '),
  );
  if (p.type === 'Vente') {
    add('Copropriété', yesNo(p.copro));
    add(l.coproLots, p.coproLots);
    add(
      'Charges de copropriété',
      p.coproCharges !== null && `${formatPrice(p.coproCharges)} par an en moyenne`,
    );
    add(
      'Procédure contre le syndicat',
      p.coproProcedure === null ? null : p.coproProcedure ? p.coproProcedureDetail || m.yes : 'Aucune',
    );
  }
  if (p.type === 'Location') {
    add('Dépôt de garantie', p.deposit !== null && formatPrice(p.deposit));
    add(
      'Honoraires locataire TTC',
      p.tenantFees !== null &&
        `${formatPrice(p.tenantFees)}${p.tenantFeesInventory !== null ? `, dont ${formatPrice(p.tenantFeesInventory)} pour l’état des lieux` : ''}`,
    );
    add(
      'Complément de loyer',
      p.rentSupplement !== null && p.rentSupplement > 0 && formatPrice(p.rentSupplement),
    );
    add('Encadrement des loyers', yesNo(p.rentControlled));
    add('Loyer de base', p.rentBase !== null && formatPrice(p.rentBase));
    add('Loyer de référence majoré', p.rentReference !== null && `${formatPrice(p.rentReference)}/m²/mois`);
  }
  if (rows.length === 0) return null;
  return (
    <Card role="region" className="p-4 sm:p-6" aria-labelledby="details-title">
      <h2 id="details-title" className="mb-3 text-lg font-semibold text-slate-900">
        {m.sections.facts}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
