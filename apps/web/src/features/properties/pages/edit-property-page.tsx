import { propertyMessages } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useProperty } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { PropertyForm } from '../components/property-form';
import { isNotFound } from '../components/property-not-found';

export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const property = useProperty(propertyId);
  const update = useUpdateProperty(propertyId);
  const detailUrl = `/property-detail/${propertyId}`;

  useEffect(() => {
    if (property.isError) {
      toast.error(isNotFound(property.error) ? propertyMessages.notFound : propertyMessages.updateFailed);
      navigate('/dashboard', { replace: true });
    }
  }, [property.isError, property.error, navigate]);

  if (!property.data) return <Spinner />;
  const p = property.data;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Modifier le bien</h1>
        <Button asChild variant="ghost">
          <Link to={detailUrl}>Retour</Link>
        </Button>
      </div>
      <Card className="p-6">
        <PropertyForm
          defaultValues={{
            name: p.name,
            price: String(p.price),
            type: p.type,
            address: p.address,
            city: p.city,
            zip: p.zip,
            description: p.description ?? '',
          }}
          existingPhotos={p.photos}
          submitLabel={propertyMessages.save}
          pendingLabel="Enregistrement..."
          errorTitle={propertyMessages.updateFailed}
          cancel={
            <Button variant="secondary" onClick={() => navigate(detailUrl)}>
              {propertyMessages.cancel}
            </Button>
          }
          onSubmit={async (data) => {
            await update.mutateAsync(data);
            toast.success(propertyMessages.updatedTitle);
            navigate(detailUrl);
          }}
        />
      </Card>
    </section>
  );
}
