import { PROPERTY_STATUSES, type PropertyStatus, propertyMessages } from '@immopilote/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdatePropertyStatus } from '../api/update-property-status';

/** Any of the five statuses, in any order (spec 000 §4). A non-canonical stored value shows 'N/A'. */
export function PropertyStatusSelect({ propertyId, status }: { propertyId: string; status: string }) {
  const id = useId();
  const update = useUpdatePropertyStatus(propertyId);
  const known = (PROPERTY_STATUSES as readonly string[]).includes(status);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Statut
      </label>
      <select
        id={id}
        value={known ? status : ''}
        disabled={update.isPending}
        onChange={(e) => {
          const next = e.target.value as PropertyStatus;
          update.mutate(next, {
            onSuccess: () =>
              toast.success(propertyMessages.statusUpdatedTitle, propertyMessages.statusUpdated(next)),
            onError: () => toast.error(propertyMessages.statusUpdateFailed),
          });
        }}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-56"
      >
        {!known && (
          <option value="" disabled>
            N/A
          </option>
        )}
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}
