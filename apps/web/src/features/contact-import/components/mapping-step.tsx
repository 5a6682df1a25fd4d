import {
  CONTACT_IMPORT_FIELDS,
  type ContactImport,
  type ContactImportField,
  contactImportMessages as m,
} from '@immopilote/contracts';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';

export type Mapping = Record<string, ContactImportField>;

interface MappingStepProps {
  contactImport: ContactImport;
  mapping: Mapping;
  error: string | null;
  busy: boolean;
  onChange(mapping: Mapping): void;
  onPreview(): void;
}

/** Each column of the file, a few of its values, and the field it becomes (« Ignorer » to leave it out). */
export function MappingStep({ contactImport, mapping, error, busy, onChange, onPreview }: MappingStepProps) {
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-slate-900">{m.mappingTitle}</h2>
        <p className="text-sm text-slate-600">{m.mappingIntro}</p>
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {m.columnHeader}
            </th>
            <th scope="col" className="w-[55%] py-2 font-medium sm:w-64">
              {m.fieldHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {contactImport.columns.map((column) => (
            <tr key={column.index} className="border-b border-slate-100 align-top last:border-0">
              <td className="py-2 pr-3">
                <p className="break-words font-medium text-slate-900">{column.header}</p>
                <p className="break-words text-xs text-slate-600">
                  <span className="sr-only">{m.examplesLabel}</span>
                  {column.examples.length > 0 ? column.examples.join(' · ') : m.noExample}
                </p>
              </td>
              <td className="py-2">
                <Select
                  aria-label={m.fieldFor(column.header)}
                  value={mapping[String(column.index)] ?? 'ignore'}
                  onChange={(e) =>
                    onChange({ ...mapping, [String(column.index)]: e.target.value as ContactImportField })
                  }
                >
                  {CONTACT_IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {m.fields[field]}
                    </option>
                  ))}
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button onClick={onPreview} disabled={busy} className="w-full sm:w-auto">
          <Eye className="size-4" aria-hidden />
          {m.showPreview}
        </Button>
      </div>
    </Card>
  );
}
