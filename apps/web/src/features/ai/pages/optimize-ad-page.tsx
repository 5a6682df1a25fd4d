import { type Property, propertyMessages } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';

/**
 * Until the AI optimiser exists (its own issue), this screen confirms the saved property and
 * leads to its detail page. It needs the property in navigation state, as the spec says.
 */
export function Component() {
  const navigate = useNavigate();
  const property = (useLocation().state as { property?: Property } | null)?.property;

  useEffect(() => {
    if (!property) {
      toast.error(propertyMessages.missingDataTitle);
      navigate('/add-property', { replace: true });
    }
  }, [property, navigate]);

  if (!property) return null;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Optimiser l'annonce"
        back={{ to: '/dashboard', label: 'Retour au tableau de bord' }}
      />
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{propertyMessages.optimizePendingTitle}</h2>
        <p className="text-slate-700">{propertyMessages.optimizePending}</p>
        <dl className="space-y-1 text-slate-800">
          <div>
            <dt className="sr-only">Nom</dt>
            <dd className="font-medium">{property.name}</dd>
          </div>
          <div>
            <dt className="sr-only">Prix</dt>
            <dd>{formatPrice(property.price, property.type)}</dd>
          </div>
          {property.description && (
            <div>
              <dt className="sr-only">Description</dt>
              <dd className="whitespace-pre-line">{property.description}</dd>
            </div>
          )}
        </dl>
        <Link
          to={`/property-detail/${property.id}`}
          className="inline-block font-medium text-brand-700 underline"
        >
          {propertyMessages.backToDetail}
        </Link>
      </Card>
    </section>
  );
}
