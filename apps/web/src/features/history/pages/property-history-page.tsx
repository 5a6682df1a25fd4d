import { historyMessages, holdsPermission } from '@immopilote/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth/api/get-me';
import { useClientOptions } from '../api/get-client-options';
import { usePropertyHistory } from '../api/get-property-history';
import { HistoryEntryCard } from '../components/history-entry-card';
import { HistoryEntryForm } from '../components/history-entry-form';

export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const history = usePropertyHistory(propertyId);
  const [formOpen, setFormOpen] = useState(false);
  const profile = useMe().data?.profile;
  // Members without the directory permission type the client by hand (the API refuses them the list).
  const mayPickClient = Boolean(profile && holdsPermission(profile, 'client_directory'));
  const clients = useClientOptions(formOpen && mayPickClient);

  useEffect(() => {
    if (history.isError) {
      toast.error(historyMessages.errorTitle, historyMessages.loadFailed);
      navigate('/dashboard', { replace: true });
    }
  }, [history.isError, navigate]);

  if (!history.data) return <Spinner />;
  const { property, entries, total } = history.data;
  const toggleLabel = property.type === 'Location' ? historyMessages.addCheckInOut : historyMessages.addVisit;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/property-detail/${property.id}`} aria-label="Retour à la fiche du bien">
              <ArrowLeft className="size-4" aria-hidden />
            </Link>
          </Button>
          <h1 className="text-2xl font-bold text-slate-900">{historyMessages.title(property.name)}</h1>
        </div>
        <Button onClick={() => setFormOpen((o) => !o)} aria-expanded={formOpen}>
          {toggleLabel}
        </Button>
      </div>

      {formOpen && (
        <Card className="p-6">
          <HistoryEntryForm
            propertyId={property.id}
            clients={clients.data ?? []}
            onAdded={() => setFormOpen(false)}
          />
        </Card>
      )}

      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{historyMessages.count(total)}</h2>
        {entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {historyMessages.empty}
          </p>
        ) : (
          <ul className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <HistoryEntryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
