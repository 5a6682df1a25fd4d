import type { PropertyCard as PropertyCardData } from '@immopilote/contracts';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { cardFacts, StatusBadge, TypeBadge } from '../../properties';

/** The Element Timing name of the cards' thumbnails. */
export const PROPERTY_CARD_TIMING = 'property-card';

export function PropertyCard({ property, eager }: { property: PropertyCardData; eager: boolean }) {
  const facts = cardFacts(property);
  return (
    <Link
      to={`/property-detail/${property.id}`}
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {property.thumbnailUrl ? (
          <img
            src={property.thumbnailUrl}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
            // The browser reports when this image is painted (Element Timing): the dashboard's
            // first-card figure (`npm run bench -- first-card`). Not in React's attribute types.
            {...{ elementtiming: PROPERTY_CARD_TIMING }}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Home className="size-12" aria-hidden />
          </div>
        )}
        <div className="absolute top-2 left-2 flex gap-1.5">
          <StatusBadge status={property.status} />
          <TypeBadge type={property.type} />
        </div>
      </div>
      <div className="space-y-1 p-4">
        <h3 className="line-clamp-2 font-semibold break-words text-slate-900 group-hover:text-brand-800">
          {property.name}
        </h3>
        {/* Never cut: postcode and city move to the next line together (« 13210 Saint-Rémy-de-Provence »)
            rather than breaking at a hyphen, and still wrap if a name is wider than the card. */}
        <p className="text-sm break-words text-slate-600">
          {property.address}, <span className="inline-block">{`${property.zip}\u00a0${property.city}`}</span>
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-brand-800">{formatPrice(property.price, property.type)}</span>
          {facts && <span className="text-sm text-slate-600">{facts}</span>}
        </p>
      </div>
    </Link>
  );
}
