import { PROPERTY_STATUSES, type PropertyStatus, propertyMessages } from '@immopilote/contracts';
import { useId } from 'react';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useUpdatePropertyStatus } from '../api/update-property-status';

/**
 * Any of the five statuses, in any order (spec 000 §4). A non-canonical stored value shows 'N/A'.
 * Its label sits beside it: it lives in the page's action bar.
 */
export function PropertyStatusSelect({ propertyId, status }: { propertyId: string; status: string }) {
  const update = useUpdatePropertyStatus(propertyId);
  const known = (PROPERTY_STATUSES as readonly string[]).includes(status);
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {propertyMessages.statusLabel}
      </label>
      <Select
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
        className="h-11 w-40 sm:h-10 sm:w-44"
      >
        {!known && (
          <option value="" disabled>
            {propertyMessages.statusUnknown}
          </option>
        )}
        {PROPERTY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    </div>
  );
}
