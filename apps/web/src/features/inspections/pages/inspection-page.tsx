import { inspectionMessages, inspectionsScreenMessages as sm, PRODUCT_NAME } from '@immopilote/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { inspectionServer } from '../api/server-calls';
import { ConflictDialog } from '../components/conflict-dialog';
import { EditorContext, type EditorValue } from '../components/editor-context';
import { EquipmentSection } from '../components/equipment-section';
import { FurnitureSection } from '../components/furniture-section';
import { InspectionStatusBadge } from '../components/inspection-status-badge';
import { KeysSection } from '../components/keys-section';
import { MetersSection } from '../components/meters-section';
import { PartiesSection } from '../components/parties-section';
import { RemarksSection } from '../components/remarks-section';
import { RoomsSection } from '../components/rooms-section';
import { SignSection } from '../components/sign-section';
import { SyncStatus } from '../components/sync-status';
import { entryStates } from '../lib/compare';
import { useLocalInspection } from '../offline/use-local-inspection';

const m = sm.editor;
const SECTIONS = [
  'parties',
  'meters',
  'keys',
  'rooms',
  'equipment',
  'furniture',
  'remarks',
  'signature',
] as const;
type Section = (typeof SECTIONS)[number];
/** The section in the address (`?partie=rooms`): a reload, offline too, comes back to it. */
const PARAM = 'partie';

/**
 * The état des lieux on a phone (issue 31): the device's copy first (offline too), each part of
 * the document one at a time, the sync state always in sight, signing at the end.
 */
export function Component() {
  const { propertyId = '', inspectionId = '' } = useParams();
  const local = useLocalInspection(inspectionId);
  const [params, setParams] = useSearchParams();
  const record = local.record;
  const requested = params.get(PARAM) as Section | null;
  const sections = SECTIONS.filter((s) => s !== 'furniture' || record?.furnished);
  const section: Section = requested && sections.includes(requested) ? requested : 'parties';
  const states = useMemo(
    () =>
      record?.server.kind === 'exit' && record.server.entry ? entryStates(record.server.entry.content) : null,
    [record?.server.kind, record?.server.entry],
  );

  // The last signature lands while the device is away on the signing page or as the panel follows
  // it: either way the status moves from « En signature » to « Signé » here.
  const status = record?.server.status;
  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current === 'signing' && status === 'signed')
      toast.success(sm.sign.signedTitle, sm.sign.signedDescription);
    lastStatus.current = status;
  }, [status]);

  const editor = useMemo<EditorValue | null>(
    () =>
      record
        ? {
            record,
            readOnly: record.server.status !== 'draft',
            edit: local.edit,
            addPhoto: local.addPhoto,
            photoUrls: local.photoUrls,
          }
        : null,
    [record, local.edit, local.addPhoto, local.photoUrls],
  );

  if (record === undefined) return <EditorSkeleton />;
  if (record === null || !editor) {
    return (
      <div className="space-y-4">
        <PageHeader title={sm.loadFailed} back={{ to: `/property-history/${propertyId}`, label: m.back }} />
        <p className="text-slate-700">{local.online ? sm.loadFailed : m.notOnDevice}</p>
      </div>
    );
  }
  const server = record.server;
  const kindLabel = inspectionMessages.kinds[server.kind];

  return (
    <EditorContext.Provider value={editor}>
      <div className="space-y-4">
        <title>{`${kindLabel} – ${server.propertyLabel} – ${PRODUCT_NAME}`}</title>
        <PageHeader
          title={m.title(kindLabel, server.propertyLabel)}
          back={{ to: `/property-history/${propertyId || server.propertyId}`, label: m.back }}
          meta={
            <div className="space-y-2">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <InspectionStatusBadge status={server.status} />
                <span>{formatLongDate(record.inspectionDate)}</span>
              </p>
              {server.propertyAddress && (
                <p className="text-sm text-slate-600">{m.address(server.propertyAddress)}</p>
              )}
              <SyncStatus
                state={local.state}
                online={local.online}
                unsentPhotos={local.unsentPhotos}
                failure={local.failure}
                onRetry={() => void local.syncNow()}
              />
            </div>
          }
        />
        {editor.readOnly && (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{m.readOnly}</p>
        )}
        <nav aria-label={m.sectionsLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 pb-1">
            {sections.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === section ? 'page' : undefined}
                  onClick={() => setParams({ [PARAM]: s }, { replace: true })}
                  className={cn(
                    'min-h-11 rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    s === section
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {m.sections[s]}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="inspection-section-title" className="space-y-4">
          <h2 id="inspection-section-title" className="text-xl font-semibold text-slate-900">
            {m.sections[section]}
          </h2>
          {section === 'parties' && <PartiesSection />}
          {section === 'meters' && <MetersSection />}
          {section === 'keys' && <KeysSection />}
          {section === 'rooms' && <RoomsSection entryStates={states} />}
          {section === 'equipment' && <EquipmentSection entryStates={states} />}
          {section === 'furniture' && <FurnitureSection entryStates={states} />}
          {section === 'remarks' && <RemarksSection />}
          {section === 'signature' && (
            <SignSection
              record={record}
              online={local.online}
              synced={local.state === 'synced' && local.unsentPhotos === 0 && !record.dirty}
              onSync={local.syncNow}
              onFrozen={(frozen) => void local.replaceFromServer(frozen)}
              onSignatureMoved={() =>
                void inspectionServer.get(record.id).then(local.replaceFromServer, () => undefined)
              }
            />
          )}
        </section>
        <ConflictDialog
          record={record}
          busy={local.state === 'syncing'}
          onKeepTheirs={() =>
            void local.resolve.keepTheirs().then(() => toast.success(sm.conflict.keptTheirs))
          }
          onKeepMine={() => void local.resolve.keepMine().then(() => toast.success(sm.conflict.keptMine))}
        />
      </div>
    </EditorContext.Provider>
  );
}

function EditorSkeleton() {
  return (
    <Loading>
      <div className="space-y-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </Loading>
  );
}
