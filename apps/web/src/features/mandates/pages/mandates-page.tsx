import {
  MANDATE_ACTIVITIES,
  type MandateActivity,
  mandateMessages as m,
  signaturesScreenMessages,
} from '@immopilote/contracts';
import { FileCode, FileSpreadsheet, FileText, Plus, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useRegister } from '../api/get-register';
import { registerExportUrl } from '../api/register-export-url';
import { RegisterLines } from '../components/register-lines';

/**
 * /mandates, « Registre des mandats » (issue 12): one register per activity, addressable as
 * /mandates?registre=gestion, in chronological order, with its exports for an inspection.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('registre');
  const activity: MandateActivity = MANDATE_ACTIVITIES.includes(requested as MandateActivity)
    ? (requested as MandateActivity)
    : 'transaction';
  const register = useRegister(activity);
  const items = register.data?.items ?? [];

  return (
    <section className="space-y-6">
      <PageHeader
        title={m.registerTitle}
        back={{ to: '/dashboard', label: m.backToDashboard }}
        meta={<p className="max-w-3xl text-sm text-slate-600">{m.registerIntro}</p>}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to="/signatures/verifier">
                <ShieldCheck className="size-4" aria-hidden />
                {signaturesScreenMessages.verify.title}
              </Link>
            </Button>
            <Button asChild>
              <Link to={`/mandates/new?activite=${activity}`}>
                <Plus className="size-4" aria-hidden />
                {m.newMandate}
              </Link>
            </Button>
          </>
        }
      />

      <Tabs
        value={activity}
        onValueChange={(value) => setParams({ registre: value }, { replace: true })}
        className="space-y-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={m.fields.activity} className="w-full sm:w-auto">
            {MANDATE_ACTIVITIES.map((a) => (
              <TabsTrigger key={a} value={a}>
                {m.activityRegister[a]}
              </TabsTrigger>
            ))}
          </TabsList>
          {items.length > 0 && (
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary">
                  <a href={registerExportUrl('xlsx', activity)} download>
                    <FileSpreadsheet className="size-4" aria-hidden />
                    {m.exportXlsx}
                  </a>
                </Button>
                <Button asChild variant="secondary">
                  <a href={registerExportUrl('csv', activity)} download aria-describedby="register-csv-hint">
                    <FileCode className="size-4" aria-hidden />
                    {m.exportCsv}
                  </a>
                </Button>
                <Button asChild variant="secondary">
                  <a href={registerExportUrl('pdf', activity)} download>
                    <FileText className="size-4" aria-hidden />
                    {m.exportPdf}
                  </a>
                </Button>
              </div>
              <p id="register-csv-hint" className="text-xs text-slate-600">
                {m.exportCsvHint}
              </p>
            </div>
          )}
        </div>

        {MANDATE_ACTIVITIES.map((a) => (
          <TabsContent key={a} value={a}>
            {register.isError ? (
              <EmptyState title={m.loadFailed} description={register.error.message} />
            ) : !register.data ? (
              <Loading>
                <div className="space-y-3">
                  <Skeleton className="h-24 w-full rounded-xl" />
                  <Skeleton className="h-24 w-full rounded-xl" />
                  <Skeleton className="h-24 w-full rounded-xl" />
                </div>
              </Loading>
            ) : items.length === 0 ? (
              <EmptyState title={m.emptyRegister} description={m.emptyRegisterHint} />
            ) : (
              <RegisterLines items={items} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
