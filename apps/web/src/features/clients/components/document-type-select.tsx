import {
  CONTRACT_DOCUMENT_TYPES,
  privacyMessages as pm,
  TENANT_FILE_CATEGORIES,
  TENANT_FILE_DOCUMENT_TYPES,
} from '@immopilote/contracts';
import type { SelectHTMLAttributes } from 'react';
import { Select } from '../../../components/ui/select';

/**
 * The closed list a client document's type comes from (décret 2015-1437 for the tenant file, then
 * the agency's contracts): what the law forbids asking for is simply not there.
 */
export function DocumentTypeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...props}>
      <option value="">{pm.documentTypePlaceholder}</option>
      {(['candidat', 'garant'] as const).flatMap((party) =>
        TENANT_FILE_CATEGORIES.map((category) => {
          const options = TENANT_FILE_DOCUMENT_TYPES.filter(
            (d) => d.party === party && d.category === category,
          );
          if (options.length === 0) return null;
          const group = pm.tenantFileGroups[category];
          return (
            <optgroup
              key={`${party}-${category}`}
              label={party === 'garant' ? pm.guarantorGroup(group) : group}
            >
              {options.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label}
                </option>
              ))}
            </optgroup>
          );
        }),
      )}
      <optgroup label={pm.contractGroup}>
        {CONTRACT_DOCUMENT_TYPES.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
