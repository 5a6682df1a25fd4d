import { dashboardMessages as m, type PropertyCard, propertyFactsMessages } from '@immopilote/contracts';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, formatSurface } from '../../../lib/format';
import { cardFacts, StatusBadge, TypeBadge } from '../../properties';
import { PROPERTY_CARD_TIMING } from './property-card';

const c = m.columns;
/** The text columns, in the rows' order; numbers align right. */
const HEADINGS = [
  { label: c.name, className: 'px-2 py-2' },
  { label: c.price, className: 'px-2 py-2 text-right' },
  { label: c.statusAndType, className: 'px-2 py-2' },
  { label: c.surfaceAndRooms, className: 'px-2 py-2 text-right' },
  { label: c.mandate, className: 'py-2 pr-3 pl-2 text-right' },
] as const;

function Thumbnail({
  property,
  eager,
  className,
}: {
  property: PropertyCard;
  eager: boolean;
  className: string;
}) {
  return property.thumbnailUrl ? (
    <img
      src={property.thumbnailUrl}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${className} rounded-md bg-slate-100 object-cover`}
      {...{ elementtiming: PROPERTY_CARD_TIMING }}
    />
  ) : (
    <span className={`${className} flex items-center justify-center rounded-md bg-slate-100 text-slate-400`}>
      <Home className="size-5" aria-hidden />
    </span>
  );
}

const detail = (property: PropertyCard) => `/property-detail/${property.id}`;

/**
 * The dense list (issue 27): a table of the listings from a laptop's width, one compact row each on
 * a phone, where the name and the price come first. A whole row opens the property.
 */
export function PropertyList({ items }: { items: readonly PropertyCard[] }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white lg:hidden">
        {items.map((property, i) => (
          <li key={property.id}>
            <CompactRow property={property} eager={i < 8} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
            <tr>
              <th scope="col" className="w-15 py-2 pl-3">
                <span className="sr-only">{c.photo}</span>
              </th>
              {HEADINGS.map(({ label, className }) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((property, i) => (
              <TableRow key={property.id} property={property} eager={i < 12} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * One row, two lines high: the name over the city, the status over the type, the surface over the
 * rooms, so that eight facts fit beside the agenda column at 1280 px.
 */
function TableRow({ property, eager }: { property: PropertyCard; eager: boolean }) {
  return (
    // The name's link covers the whole row (its ::after), so a click anywhere opens the property.
    <tr className="relative hover:bg-slate-50 has-[a:focus-visible]:bg-brand-50">
      <td className="py-1.5 pl-3">
        <Thumbnail property={property} eager={eager} className="h-9 w-12" />
      </td>
      <td className="px-2 py-1.5">
        <Link
          to={detail(property)}
          className="line-clamp-2 font-semibold break-words text-slate-900 after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
        >
          {property.name}
        </Link>
        <span className="line-clamp-1 text-xs break-words text-slate-600">{property.city}</span>
      </td>
      <td className="px-2 py-1.5 text-right font-semibold whitespace-nowrap text-brand-800 tabular-nums">
        {formatPrice(property.price, property.type)}
      </td>
      <td className="px-2 py-1.5 whitespace-nowrap">
        <span className="flex flex-col items-start gap-0.5">
          <StatusBadge status={property.status} />
          <TypeBadge type={property.type} />
        </span>
      </td>
      <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">
        {property.surface !== null && <span className="block">{formatSurface(property.surface)}</span>}
        {property.rooms !== null && (
          <span className="block text-xs text-slate-600">
            {propertyFactsMessages.cardRooms(property.rooms)}
          </span>
        )}
      </td>
      <td className="py-1.5 pr-3 pl-2 text-right whitespace-nowrap tabular-nums">
        {property.mandateNumber !== null ? m.mandateNumber(property.mandateNumber) : ''}
      </td>
    </tr>
  );
}

function CompactRow({ property, eager }: { property: PropertyCard; eager: boolean }) {
  const facts = cardFacts(property);
  return (
    <Link
      to={detail(property)}
      className="flex min-h-11 gap-3 px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <Thumbnail property={property} eager={eager} className="h-12 w-16 shrink-0" />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="line-clamp-2 text-sm font-semibold break-words text-slate-900">{property.name}</span>
        <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-brand-800">{formatPrice(property.price, property.type)}</span>
          {facts && <span className="text-xs text-slate-600">{facts}</span>}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
          <StatusBadge status={property.status} />
          <TypeBadge type={property.type} />
          <span className="min-w-0 break-words">{property.city}</span>
          {property.mandateNumber !== null && <span>{m.mandateNumber(property.mandateNumber)}</span>}
        </span>
      </span>
    </Link>
  );
}
