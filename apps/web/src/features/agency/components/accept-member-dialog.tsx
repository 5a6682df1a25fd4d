import {
  type AgencyMember,
  agencyMessages,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
} from '@immopilote/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { memberName } from './member-name';

/**
 * What a newcomer usually needs on day one: the listings and the clients. The paid research tools
 * (web search, review analysis) wait for the head to open them (docs/decisions/agency.md).
 */
export const PRESELECTED_PERMISSIONS: readonly Permission[] = ['add_property', 'client_directory'];

/**
 * « Accepter » on a pending request: asks which of the four permissions to grant, then accepts
 * with them in one request.
 */
export function AcceptMemberDialog({
  member,
  disabled,
  onAccept,
}: {
  member: AgencyMember;
  disabled: boolean;
  onAccept(permissions: Permission[], done: () => void): void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly Permission[]>(PRESELECTED_PERMISSIONS);
  const name = memberName(member);
  const toggle = (permission: Permission, on: boolean) =>
    setChosen((current) => PERMISSIONS.filter((p) => (p === permission ? on : current.includes(p))));

  return (
    <>
      <Button
        size="md"
        onClick={() => {
          setChosen(PRESELECTED_PERMISSIONS);
          setOpen(true);
        }}
        disabled={disabled}
        aria-label={`${agencyMessages.accept} ${name}`}
      >
        <Check className="size-4" aria-hidden />
        {agencyMessages.accept}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={agencyMessages.acceptDialogTitle(name)}
        description={agencyMessages.acceptDialogHelp}
        closeLabel={agencyMessages.close}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onAccept([...chosen], () => setOpen(false));
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {agencyMessages.acceptPermissionsLegend}
            </legend>
            {PERMISSIONS.map((permission) => (
              <label
                key={permission}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={chosen.includes(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
                {PERMISSION_LABELS[permission]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {agencyMessages.cancel}
            </Button>
            <Button type="submit" disabled={disabled}>
              {agencyMessages.acceptWithPermissions}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
