import { type Agency, subscriptionAccess } from '@immopilote/contracts';
import { Building2, CreditCard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function AgencyCard({ agency, isBoss }: { agency: Agency; isBoss: boolean }) {
  return (
    <Card className="p-6">
      <section
        aria-labelledby="agency-card-title"
        className="flex flex-col gap-5 sm:flex-row sm:justify-between"
      >
        <div className="flex gap-4">
          <Building2 className="size-10 shrink-0 text-brand-600" aria-hidden />
          <div className="space-y-1">
            <h2 id="agency-card-title" className="text-xl font-semibold text-slate-900">
              {agency.name}
            </h2>
            <p className="text-slate-700">{agency.address}</p>
            <p className="text-slate-700">
              {agency.zip} {agency.city}
            </p>
            <p className="text-sm text-slate-700">
              Code de l’agence :{' '}
              <strong className="font-mono text-base tracking-widest text-slate-900">{agency.code}</strong>
            </p>
          </div>
        </div>
        {isBoss && (
          <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-stretch">
            {subscriptionAccess(agency.subscriptionStatus) !== 'none' && (
              <Button asChild variant="secondary">
                <Link to="/manage-subscription">
                  <CreditCard className="size-4" aria-hidden />
                  Gérer l’abonnement
                </Link>
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to="/agency-settings">
                <Settings className="size-4" aria-hidden />
                Paramètres
              </Link>
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
