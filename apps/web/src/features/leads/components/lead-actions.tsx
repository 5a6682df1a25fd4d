import {
  endpoints,
  LEAD_STATES,
  type LeadDetail,
  type LeadState,
  leadsMessages,
  leadsScreenMessages as sm,
} from '@immopilote/contracts';
import { CalendarPlus, Download, Link2, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { endpointUrl } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConvertLead } from '../api/convert-lead';
import { useAssignableMembers } from '../api/get-assignable-members';
import { useUpdateLead } from '../api/update-lead';
import { MergeLeadDialog } from './merge-lead-dialog';
import { PlanLeadVisitDialog } from './plan-lead-visit-dialog';

const a = sm.actions;
const d = sm.detail;

/**
 * The lead's follow-up, beside it: its state and member, then what it becomes — a client (with a
 * search from the listing it names), a known client's lead, a visit.
 */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const update = useUpdateLead(lead.id);
  const convert = useConvertLead(lead.id);
  const members = useAssignableMembers([lead.assignedTo]);
  const [withSearch, setWithSearch] = useState(true);
  const [merging, setMerging] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [assignError, setAssignError] = useState<string | undefined>();

  const changeState = (state: LeadState) =>
    update.mutate(
      { state },
      {
        onSuccess: () => toast.success(a.stateChanged, leadsMessages.states[state]),
        onError: (error) => toast.error(a.stateFailed, error.message),
      },
    );

  const assign = (memberId: string) => {
    setAssignError(undefined);
    update.mutate(
      { assignedTo: memberId === '' ? null : memberId },
      {
        onSuccess: (next) =>
          toast.success(a.assigned, next.assignedTo ? a.assignedTo(next.assignedTo.name) : undefined),
        onError: (error) => setAssignError(error.message),
      },
    );
  };

  const createClient = () =>
    convert.mutate(lead.property ? withSearch : false, {
      onSuccess: (result) => toast.success(result.searchId ? a.convertedWithSearch : a.converted, lead.name),
      onError: (error) => toast.error(a.convertFailed, error.message),
    });

  return (
    <Card className="space-y-5 p-4 sm:p-6" aria-labelledby="lead-actions-title">
      <h2 id="lead-actions-title" className="text-lg font-semibold text-slate-900">
        {a.title}
      </h2>
      <Field label={a.state}>
        <Select
          value={lead.state}
          disabled={update.isPending}
          onChange={(event) => changeState(event.target.value as LeadState)}
        >
          {LEAD_STATES.map((s) => (
            <option key={s} value={s}>
              {leadsMessages.states[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={a.assign} error={assignError}>
        <Select
          value={lead.assignedTo?.id ?? ''}
          disabled={update.isPending}
          onChange={(event) => assign(event.target.value)}
        >
          <option value="">{a.assignNobody}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </Select>
      </Field>

      <div className="space-y-3 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">{d.client}</h3>
        {lead.client ? (
          <p>
            <Link
              to={`/client/${lead.client.id}`}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <UserRound className="size-4" aria-hidden />
              {d.clientLink(lead.client.name)}
            </Link>
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{d.noClient}</p>
            <div className="space-y-2">
              <Button className="w-full" disabled={convert.isPending} onClick={createClient}>
                <UserPlus className="size-4" aria-hidden />
                {a.convert}
              </Button>
              {lead.property && (
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 sm:min-h-9">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={withSearch}
                    onChange={(event) => setWithSearch(event.target.checked)}
                  />
                  {a.convertWithSearch}
                </label>
              )}
            </div>
          </>
        )}
        <Button variant="secondary" className="w-full" onClick={() => setMerging(true)}>
          <Link2 className="size-4" aria-hidden />
          {a.merge}
        </Button>
        <Button variant="secondary" className="w-full" onClick={() => setPlanning(true)}>
          <CalendarPlus className="size-4" aria-hidden />
          {a.plan}
        </Button>
      </div>

      {lead.hasRawMessage && (
        <div className="border-t border-slate-100 pt-4">
          <Button variant="ghost" asChild className="w-full">
            <a href={endpointUrl(endpoints.leads.rawMessage, { params: { id: lead.id } })} download>
              <Download className="size-4" aria-hidden />
              {d.raw}
            </a>
          </Button>
        </div>
      )}
      <MergeLeadDialog lead={lead} open={merging} onClose={() => setMerging(false)} />
      <PlanLeadVisitDialog lead={lead} open={planning} onClose={() => setPlanning(false)} />
    </Card>
  );
}
