import { listingGaps, type Property, propertyFactsMessages, propertyMessages } from '@immopilote/contracts';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMe } from '../../auth';

const m = propertyFactsMessages;

/** The legal completeness check (contracts `listingGaps`) as a checklist with the way to fix it. */
export function ListingChecklist({ property }: { property: Property }) {
  const gaps = listingGaps(property);
  const isBoss = useMe().data?.profile?.isBoss === true;
  // Only the barème is missing: it is the head's setting, not the property's.
  const onlyFeeScale = gaps.every((g) => g.key === 'feeScaleUrl');
  return (
    <Card role="region" className="space-y-3 p-4 sm:p-6" aria-labelledby="checklist-title">
      <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
        {m.checklistTitle}
      </h2>
      {gaps.length === 0 ? (
        <p className="flex items-start gap-2 text-green-800">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          {m.checklistComplete}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{m.checklistIntro(gaps.length)}</p>
          <ul className="space-y-1.5" aria-label={propertyMessages.summary.missingItems}>
            {gaps.map((gap) => (
              <li key={gap.key} className="flex items-start gap-2 text-sm text-slate-900">
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
                {gap.label}
              </li>
            ))}
          </ul>
          {onlyFeeScale && !isBoss ? (
            <p className="text-sm text-slate-600">{m.feeScaleAskHead}</p>
          ) : (
            <Button asChild variant="secondary" className="w-full sm:w-auto">
              <Link to={onlyFeeScale ? '/agency-settings' : `/edit-property/${property.id}`}>
                {onlyFeeScale ? m.feeScaleTitle : m.completeEdit}
              </Link>
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
