import { leaseScreenMessages as sm } from '@immopilote/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useCreateLease } from '../api/create-lease';
import { LeaseForm } from '../components/lease-form';

/** /gestion/baux/nouveau (?bien=… to start from a property). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateLease();
  const back = { to: '/gestion', label: sm.backToList };
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={sm.newTitle} back={back} />
      <Card className="p-5 sm:p-6">
        <LeaseForm
          initialPropertyId={params.get('bien') ?? ''}
          cancelTo={back.to}
          onSubmit={async (input) => {
            const lease = await create.mutateAsync(input);
            toast.success(sm.createdTitle, sm.created);
            navigate(`/gestion/baux/${lease.id}`);
          }}
        />
      </Card>
    </section>
  );
}
