import { PROPERTY_STATUSES, type PropertyStatus, propertyMessages } from '@immopilote/contracts';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useUpdatePropertyStatus } from '../api/update-property-status';

/** Any of the five statuses, in any order (spec 000 §4). A non-canonical stored value shows 'N/A'. */
export function PropertyStatusSelect({ propertyId, status }: { propertyId: string; status: string }) {
  const update = useUpdatePropertyStatus(propertyId);
  const known = (PROPERTY_STATUSES as readonly string[]).includes(status);
  return (
    <Field label={propertyMessages.statusLabel}>
      <Select
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
        className="sm:w-56"
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
    </Field>
  );
}
