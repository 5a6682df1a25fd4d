import { historyMessages, holdsPermission, inspectionsScreenMessages } from '@immopilote/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { InspectionsSection, NewInspectionDialog } from '../../inspections';
import { usePropertyHistory } from '../api/get-property-history';
import { HistoryEntryCard } from '../components/history-entry-card';
import { HistoryEntryForm } from '../components/history-entry-form';

export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const history = usePropertyHistory(propertyId);
  const [formOpen, setFormOpen] = useState(false);
  const [inspectionOpen, setInspectionOpen] = useState(false);
  const profile = useMe().data?.profile;
  // Members without the directory permission type the client by hand (the API refuses them the search)
  // and see the client's name without a link to a record they may not open.
  const mayPickClient = Boolean(profile && holdsPermission(profile, 'client_directory'));

  useEffect(() => {
    if (history.isError) {
      toast.error(historyMessages.errorTitle, historyMessages.loadFailed);
      navigate('/dashboard', { replace: true });
    }
  }, [history.isError, navigate]);

  if (!history.data) return <HistorySkeleton />;
  const { property, entries, total } = history.data;
  // Issue 31: a rental records états des lieux; its old check-in/out entries stay listed, read only.
  const rental = property.type === 'Location';

  return (
    <section className="space-y-6">
      <PageHeader
        title={historyMessages.title(property.name)}
        back={{ to: `/property-detail/${property.id}`, label: historyMessages.backToProperty }}
        actions={
          rental ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setInspectionOpen(true)}>
                {inspectionsScreenMessages.history.newButton}
              </Button>
              {/* The spec's free entry stays (a paper état des lieux scanned, a note), second to the inspection. */}
              <Button variant="secondary" onClick={() => setFormOpen((o) => !o)} aria-expanded={formOpen}>
                {historyMessages.addCheckInOut}
              </Button>
            </div>
          ) : (
            <Button onClick={() => setFormOpen((o) => !o)} aria-expanded={formOpen}>
              {historyMessages.addVisit}
            </Button>
          )
        }
      />

      {rental && (
        <>
          <InspectionsSection propertyId={property.id} />
          <NewInspectionDialog
            propertyId={property.id}
            open={inspectionOpen}
            onOpenChange={setInspectionOpen}
          />
        </>
      )}

      {formOpen && (
        <Card className="p-6">
          <HistoryEntryForm
            propertyId={property.id}
            entryType={rental ? 'check-in-out' : 'visit'}
            mayPickClient={mayPickClient}
            onAdded={() => setFormOpen(false)}
          />
        </Card>
      )}

      {/* A rental without old check-in/out entries has nothing more to list: its inspections are above. */}
      {!(rental && entries.length === 0) && (
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {rental && entries.length > 0 && `${inspectionsScreenMessages.history.oldEntriesTitle} · `}
            {historyMessages.count(total)}
          </h2>
          {entries.length === 0 ? (
            // The header's button is the action that adds the first entry.
            <EmptyState title={historyMessages.empty} />
          ) : (
            <ul className="space-y-3">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <HistoryEntryCard entry={entry} canOpenClient={mayPickClient} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function HistorySkeleton() {
  return (
    <Loading>
      <div className="space-y-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-2/3" />
        <ul className="space-y-3">
          {placeholderKeys(3).map((key) => (
            <li key={key} className="space-y-2 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-5/6" />
            </li>
          ))}
        </ul>
      </div>
    </Loading>
  );
}
