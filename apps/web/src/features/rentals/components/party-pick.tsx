import { leaseScreenMessages as sm } from '@immopilote/contracts';
import { ClientCombobox } from '../../../components/client-combobox';
import { Button } from '../../../components/ui/button';
import type { FieldControlProps } from '../../../components/ui/field';

/**
 * A tenant or a guarantor from the directory: the shared search while none is chosen, then the
 * chosen name with « Changer ». `Field`'s label and error go to whichever is shown.
 */
export function PartyPick({
  chosen,
  onChange,
  ...control
}: {
  chosen: { id: string; name: string } | null;
  onChange(client: { id: string; name: string } | null): void;
} & FieldControlProps) {
  if (!chosen) {
    return (
      <ClientCombobox
        {...control}
        onChoose={(client) => onChange({ id: client.id, name: client.fullName })}
      />
    );
  }
  return (
    <div className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-300 px-3">
      <output
        id={control.id}
        aria-describedby={control['aria-describedby']}
        className="text-sm font-medium text-slate-900"
      >
        {chosen.name}
      </output>
      <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={sm.remove(chosen.name)}>
        {sm.change}
      </Button>
    </div>
  );
}
