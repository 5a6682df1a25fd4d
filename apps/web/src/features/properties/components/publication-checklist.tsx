import {
  holdsPermission,
  type PublicationCheck,
  type PublicationGapTarget,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../auth';
import { usePublicationCheck } from '../api/get-publication-check';
import { EDIT_SECTION_IDS } from './form-section';

const pm = propertyMessages.page;

type Gap = PublicationCheck['gaps'][number];

/** Where a gap is fixed, for this person; null when they cannot fix it themselves. */
function fixUrl(
  target: PublicationGapTarget,
  propertyId: string,
  can: { edit: boolean; head: boolean },
): string | null {
  switch (target) {
    case 'mandate':
      return can.edit ? `/mandates/new?bien=${propertyId}` : null;
    case 'feeScale':
      return can.head ? '/agency-settings' : null;
    default:
      return can.edit ? `/edit-property/${propertyId}#${EDIT_SECTION_IDS[target]}` : null;
  }
}

/**
 * « Annonce conforme ? »: the export's own rule, computed by the API (issue 27 §7), so the page
 * never calls complete a listing the portal export would leave out. Each gap links to where it is
 * fixed: the part of the form, the new-mandate form, the agency's barème.
 */
export function PublicationChecklist({ propertyId }: { propertyId: string }) {
  const check = usePublicationCheck(propertyId);
  const profile = useMe().data?.profile;
  const can = {
    edit: Boolean(profile && holdsPermission(profile, 'add_property')),
    head: profile?.isBoss === true,
  };
  return (
    <Card role="region" className="space-y-3 p-4 sm:p-6" aria-labelledby="checklist-title">
      <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
        {propertyFactsMessages.checklistTitle}
      </h2>
      {check.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : check.isError ? (
        <p className="text-sm text-red-700">{pm.publicationLoadFailed}</p>
      ) : check.data.gaps.length === 0 ? (
        <p className="flex items-start gap-2 text-green-800">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          {pm.publicationComplete}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{pm.publicationIntro(check.data.gaps.length)}</p>
          <ul className="divide-y divide-slate-100" aria-label={propertyMessages.summary.missingItems}>
            {groupByTarget(check.data.gaps).map(([target, gaps]) => (
              <GapGroup key={target} target={target} gaps={gaps} url={fixUrl(target, propertyId, can)} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Gaps fixed at the same place together, in the rule's order: one link each. */
function groupByTarget(gaps: Gap[]): [PublicationGapTarget, Gap[]][] {
  const groups = new Map<PublicationGapTarget, Gap[]>();
  for (const gap of gaps) groups.set(gap.target, [...(groups.get(gap.target) ?? []), gap]);
  return [...groups];
}

function GapGroup({ target, gaps, url }: { target: PublicationGapTarget; gaps: Gap[]; url: string | null }) {
  return (
    <li className="space-y-1 py-2 text-sm text-slate-900">
      <ul className="space-y-1">
        {gaps.map((gap) => (
          <li key={gap.key} className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
            {gap.label}
          </li>
        ))}
      </ul>
      {url ? (
        <Link
          to={url}
          className="ml-6 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {pm.gapTargets[target]}
        </Link>
      ) : (
        target === 'feeScale' && (
          <p className="ml-6 text-slate-600">{propertyFactsMessages.feeScaleAskHead}</p>
        )
      )}
    </li>
  );
}
