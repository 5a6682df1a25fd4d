import { MANDATE_ACTIVITIES, type MandateActivity, mandateMessages as m } from '@immopilote/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useCreateMandate } from '../api/create-mandate';
import { useMandateFormOptions } from '../api/get-form-options';
import { MandateForm } from '../components/mandate-form';

/** /mandates/new (?bien=… from a property page, ?activite=… from a register tab). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useMandateFormOptions();
  const create = useCreateMandate();
  const propertyId = params.get('bien') ?? '';
  const requested = params.get('activite');
  const activity: MandateActivity = MANDATE_ACTIVITIES.includes(requested as MandateActivity)
    ? (requested as MandateActivity)
    : 'transaction';
  // Back where the user came from: the property's page, or the register.
  const back = propertyId
    ? { to: `/property-detail/${propertyId}`, label: m.backToProperty }
    : { to: `/mandates?registre=${activity}`, label: m.backToRegister };

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={m.newMandateTitle} back={back} />
      <Card className="p-5 sm:p-6">
        {options.isError ? (
          <EmptyState title={m.loadFailed} description={options.error.message} />
        ) : !options.data ? (
          <Loading>
            <div className="space-y-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          </Loading>
        ) : (
          <MandateForm
            options={options.data}
            initial={{ propertyId, activity }}
            cancelTo={back.to}
            onSubmit={async (input) => {
              const mandate = await create.mutateAsync(input);
              toast.success(m.createdTitle, m.created(mandate.number));
              // Its page next: the document is drawn and signed from there.
              navigate(`/mandates/${mandate.id}`);
            }}
          />
        )}
      </Card>
    </section>
  );
}
