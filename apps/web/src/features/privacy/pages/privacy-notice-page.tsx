import {
  PRODUCT_NAME,
  privacyMessages as pm,
  TENANT_FILE_CATEGORIES,
  TENANT_FILE_DOCUMENT_TYPES,
} from '@immopilote/contracts';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { usePrivacyNotice } from '../api/get-privacy-notice';

const n = pm.notice;

/**
 * /informations-candidats/{token}: the information notice (RGPD art. 13) an agency gives rental
 * candidates, filled from its details and its retention periods; printing it gives the PDF.
 */
export function Component() {
  const { token = '' } = useParams();
  const notice = usePrivacyNotice(token);

  if (notice.isPending) {
    return (
      <Card className="w-full max-w-3xl p-6">
        <Loading>
          <div className="space-y-4">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
          </div>
        </Loading>
      </Card>
    );
  }
  if (notice.isError) {
    return (
      <Card className="w-full max-w-xl p-6 text-center">
        <title>{`${pm.noticeTitle} – ${PRODUCT_NAME}`}</title>
        <p className="text-slate-800">{n.notFound}</p>
      </Card>
    );
  }
  const { agencyName, address, zip, city, retention } = notice.data;
  return (
    <Card className="w-full max-w-3xl space-y-6 p-6 sm:p-10 print:border-0 print:shadow-none">
      <title>{n.pageTitle(agencyName)}</title>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{n.pageTitle(agencyName)}</h1>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{n.controller}</span>
          {'\u00a0: '}
          {agencyName}, {address}, {zip} {city}
        </p>
      </header>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{n.whatTitle}</h2>
        <p className="text-slate-700">{n.what}</p>
        <ul className="list-disc space-y-1 pl-6 text-slate-700">
          {TENANT_FILE_CATEGORIES.map((category) => (
            <li key={category}>
              <span className="font-medium">{pm.tenantFileGroups[category]}</span>
              {'\u00a0: '}
              {TENANT_FILE_DOCUMENT_TYPES.filter((d) => d.party === 'candidat' && d.category === category)
                .map((d) => d.label.charAt(0).toLowerCase() + d.label.slice(1))
                .join('\u00a0; ')}
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{n.whyTitle}</h2>
        <p className="text-slate-700">{n.why}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{n.howLongTitle}</h2>
        <ul className="list-disc space-y-1 pl-6 text-slate-700">
          <li>{n.rejected(retention.rejectedCandidateMonths)}</li>
          <li>{n.tenant(retention.tenantFileYears)}</li>
          <li>{n.contracts(retention.contractYears)}</li>
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{n.recipientsTitle}</h2>
        <p className="text-slate-700">{n.recipients}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{n.rightsTitle}</h2>
        <p className="text-slate-700">{n.rights}</p>
      </section>
      <div className="flex justify-end print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {n.print}
        </Button>
      </div>
    </Card>
  );
}
