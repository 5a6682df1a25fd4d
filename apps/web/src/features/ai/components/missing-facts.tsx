import { aiMessages, type ListingProposal, propertyFactsMessages } from '@immopilote/contracts';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../auth';

/**
 * Validation 2 of the optimiser: « Informations manquantes : … », the stored facts the legal check
 * lacks one per line, and the way to fill them — the property's form, or « Mon agence » for the
 * agency's barème (the head's setting). The free text below stays for what the engine asked itself.
 */
export function MissingFacts({
  propertyId,
  infoSup,
  missing,
}: {
  propertyId: string;
  infoSup: string;
  missing: ListingProposal['missing'];
}) {
  const isBoss = useMe().data?.profile?.isBoss === true;
  const facts = missing.filter((gap) => gap.key !== 'feeScaleUrl');
  const feeScale = missing.some((gap) => gap.key === 'feeScaleUrl');
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      {missing.length === 0 ? (
        <p>{aiMessages.missingInfoBanner(infoSup)}</p>
      ) : (
        <>
          <p className="font-medium">{aiMessages.missingInfoBanner('')}</p>
          <ul className="space-y-1" aria-label={aiMessages.missingFactsList}>
            {missing.map((gap) => (
              <li key={gap.key} className="flex items-start gap-2 text-sm">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {gap.label}
              </li>
            ))}
          </ul>
          <p className="text-sm">{aiMessages.missingFactsHelp}</p>
          <div className="flex flex-wrap gap-2">
            {facts.length > 0 && (
              <Button asChild variant="secondary">
                <Link to={`/edit-property/${propertyId}`}>{aiMessages.completeFacts}</Link>
              </Button>
            )}
            {feeScale &&
              (isBoss ? (
                <Button asChild variant="secondary">
                  <Link to="/agency-settings">{aiMessages.completeFeeScale}</Link>
                </Button>
              ) : (
                <p className="text-sm">{propertyFactsMessages.feeScaleAskHead}</p>
              ))}
          </div>
        </>
      )}
    </div>
  );
}
