import {
  EXTERIOR_FEATURES,
  type Property,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatLongDate, formatPercent, formatPrice, formatSurface } from '../../../lib/format';
import { StatusBadge } from './property-badges';

const m = propertyFactsMessages;
const l = m.labels;
const k = propertyMessages.keyFacts;
const s = propertyMessages.summary;

/**
 * The key facts a visitor reads first, over the photos: the price as the law wants it shown, then
 * surface, rooms, status and nature; the other facts as chips, and the address.
 */
export function PropertySummary({ property: p }: { property: Property }) {
  const chips = otherFacts(p);
  const surface = p.surfaceHabitable ?? p.surfaceLand;
  return (
    <Card role="region" className="space-y-4 p-4 sm:p-6" aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        {m.summaryTitle}
      </h2>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        {p.type === 'Location' ? <RentalPrice property={p} /> : <SalePrice property={p} />}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 md:shrink-0" aria-label={k.label}>
          {surface !== null && <KeyFact label={k.surface}>{formatSurface(surface)}</KeyFact>}
          {p.rooms !== null && <KeyFact label={k.rooms}>{p.rooms}</KeyFact>}
          <KeyFact label={k.status}>
            <StatusBadge status={p.status} className="text-sm" />
          </KeyFact>
          {p.kind && <KeyFact label={k.kind}>{m.kinds[p.kind]}</KeyFact>}
        </dl>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={k.otherFacts}>
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {chip}
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {/* Postcode and city stay together on the next line rather than breaking at a hyphen. */}
        <span>
          {p.address}, <span className="inline-block">{`${p.zip}\u00a0${p.city}`}</span>
        </span>
      </p>
    </Card>
  );
}

function KeyFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** What the key facts above do not already say. */
function otherFacts(p: Property): string[] {
  const chips: string[] = [];
  if (p.bedrooms !== null) chips.push(s.bedrooms(p.bedrooms));
  if (p.surfaceHabitable !== null && p.surfaceLand !== null) chips.push(s.land(formatSurface(p.surfaceLand)));
  if (p.floor !== null)
    chips.push(s.floorOf(p.floor === 0 ? m.groundFloor : s.floor(p.floor), p.floorsCount));
  if (p.lift) chips.push(l.lift);
  if (p.furnished === true) chips.push(l.furnished);
  if (p.furnished === false && p.type === 'Location') chips.push(s.unfurnished);
  for (const feature of EXTERIOR_FEATURES) if (p[feature]) chips.push(m.exterior[feature]);
  if (p.availableFrom) chips.push(s.availableFrom(formatLongDate(p.availableFrom)));
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
        <p className="text-sm text-slate-700">
          {m.feesLine(formatPercent(p.feesPercent), m.feesPayers.acquereur.toLowerCase())}
        </p>
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
      <p className="text-sm font-medium text-slate-700">{s.perMonth}</p>
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
    add(s.copro, yesNo(p.copro));
    add(l.coproLots, p.coproLots);
    add(s.coproCharges, p.coproCharges !== null && s.coproChargesValue(formatPrice(p.coproCharges)));
    add(
      s.procedure,
      p.coproProcedure === null ? null : p.coproProcedure ? p.coproProcedureDetail || m.yes : s.noProcedure,
    );
  }
  if (p.type === 'Location') {
    add(s.deposit, p.deposit !== null && formatPrice(p.deposit));
    add(
      s.tenantFees,
      p.tenantFees !== null &&
        s.tenantFeesValue(
          formatPrice(p.tenantFees),
          p.tenantFeesInventory === null ? null : formatPrice(p.tenantFeesInventory),
        ),
    );
    add(s.rentSupplement, p.rentSupplement !== null && p.rentSupplement > 0 && formatPrice(p.rentSupplement));
    add(s.rentControlled, yesNo(p.rentControlled));
    add(s.rentBase, p.rentBase !== null && formatPrice(p.rentBase));
    add(s.rentReference, p.rentReference !== null && s.perSquareMetreMonth(formatPrice(p.rentReference)));
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
