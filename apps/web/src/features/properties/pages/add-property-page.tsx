import { featureIncluded, propertyMessages } from '@immopilote/contracts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { PlanGate } from '../../subscription';
import { useCreateProperty } from '../api/create-property';
import { PropertyForm } from '../components/property-form';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateProperty();
  const me = useMe().data;
  // Saving is for every plan; the optimisation that follows needs the listing optimiser (Pro).
  const optimise =
    !!me && (me.isAdmin || featureIncluded(me.agency?.subscriptionPlan ?? null, 'listing_optimizer'));
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={propertyMessages.page.addTitle}
        back={{ to: '/dashboard', label: propertyMessages.page.backToDashboard }}
      />
      {/* Nothing when the plan includes the optimiser; otherwise what it is and how to get it. */}
      <PlanGate feature="listing_optimizer">{null}</PlanGate>
      <Card className="p-6">
        <PropertyForm
          submitLabel={optimise ? propertyMessages.saveAndOptimize : propertyMessages.saveOnly}
          pendingLabel={propertyMessages.page.saving}
          errorTitle={propertyMessages.createFailedTitle}
          cancel={
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              {propertyMessages.cancel}
            </Button>
          }
          onSubmit={async ({ values, photos }) => {
            const property = await create.mutateAsync({ values, photos });
            if (!optimise) {
              toast.success(propertyMessages.createdTitle);
              navigate(`/property-detail/${property.id}`);
              return;
            }
            toast.success(propertyMessages.createdTitle, propertyMessages.createdDescription);
            navigate('/optimize-ad', { state: { property } });
          }}
        />
      </Card>
    </section>
  );
}
