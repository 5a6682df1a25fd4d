import { type Portal, portalsMessages as m } from '@immopilote/contracts';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { usePropertyPortals, useSetPropertyPortals } from '../api/property-portals';

/**
 * « Diffuser sur » (issue 33): a checkbox per portal the agency connected; each tick is saved at
 * once. The feeds take the listing only when nothing keeps it off the portals (the checklist above).
 */
export function DiffuseOn({ propertyId }: { propertyId: string }) {
  const portals = usePropertyPortals(propertyId);
  const save = useSetPropertyPortals(propertyId);
  if (portals.isError) return null;
  // The tick shows at once (a controlled checkbox would otherwise wait for the answer).
  const [pending, setPending] = useState<Portal[] | null>(null);
  const selected = new Set(pending ?? portals.data?.selected ?? []);

  const toggle = (portal: Portal, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(portal);
    else next.delete(portal);
    setPending([...next]);
    save.mutate([...next], {
      onSettled: () => setPending(null),
      onSuccess: () => toast.success(m.diffuseSaved),
      onError: (error) => toast.error(m.diffuseFailed, error.message),
    });
  };

  return (
    <Card className="space-y-3 p-4 sm:p-6" role="region" aria-labelledby="diffuse-title">
      <h2 id="diffuse-title" className="text-base font-semibold text-slate-900">
        {m.diffuseTitle}
      </h2>
      {portals.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : portals.data.available.length === 0 ? (
        <p className="text-sm text-slate-600">{m.diffuseNone}</p>
      ) : (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1" aria-labelledby="diffuse-title">
          {portals.data.available.map(({ portal, name }) => (
            <label key={portal} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={selected.has(portal)}
                onChange={(e) => toggle(portal, e.target.checked)}
              />
              {name}
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
