import { dealMessages as dm, type Offer } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES: Record<Offer['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  accepted: 'bg-green-50 text-green-800 ring-green-600/30',
  refused: 'bg-red-50 text-red-800 ring-red-600/30',
  countered: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1';

/** The offer's status; a pending offer while another was accepted also reads « En concurrence ». */
export function OfferStatusBadge({ offer }: { offer: Pick<Offer, 'status' | 'competing'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn(badge, TONES[offer.status])}>{dm.offerStatuses[offer.status]}</span>
      {offer.competing && offer.status === 'pending' && (
        <span className={cn(badge, 'bg-orange-50 text-orange-900 ring-orange-600/30')}>
          {dm.offerCompeting}
        </span>
      )}
    </span>
  );
}
