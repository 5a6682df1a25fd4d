import { propertyMessages } from '@immopilote/contracts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useCreateProperty } from '../api/create-property';
import { PropertyForm } from '../components/property-form';

export function Component() {
  const navigate = useNavigate();
  const create = useCreateProperty();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Ajouter un bien" back={{ to: '/dashboard', label: 'Retour au tableau de bord' }} />
      <Card className="p-6">
        <PropertyForm
          submitLabel={propertyMessages.saveAndOptimize}
          pendingLabel="Enregistrement..."
          errorTitle={propertyMessages.createFailedTitle}
          cancel={
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              {propertyMessages.cancel}
            </Button>
          }
          onSubmit={async ({ values, photos }) => {
            const property = await create.mutateAsync({ values, photos });
            toast.success(propertyMessages.createdTitle, propertyMessages.createdDescription);
            navigate('/optimize-ad', { state: { property } });
          }}
        />
      </Card>
    </section>
  );
}
