import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { CloseMandateDialog } from './close-mandate-dialog';
import { day, termText } from './mandate-text';
import { MandateStatusBadge } from './mandate-status-badge';

function Mandators({ mandate }: { mandate: Mandate }) {
  return (
    <ul className="space-y-1">
      {mandate.mandators.map((x, i) => (
        <li key={`${x.clientId ?? 'copie'}-${i}`}>
          <span className="font-medium text-slate-900">{x.name}</span>
          <span className="block whitespace-pre-line text-slate-600">{x.address}</span>
        </li>
      ))}
    </ul>
  );
}

function PropertyCell({ mandate }: { mandate: Mandate }) {
  return (
    <>
      {mandate.propertyId ? (
        <Link
          to={`/property-detail/${mandate.propertyId}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {mandate.propertyNature}
        </Link>
      ) : (
        <span className="font-medium text-slate-900" title={m.formerProperty}>
          {mandate.propertyNature}
        </span>
      )}
      <span className="block text-slate-600">{mandate.propertyLocation}</span>
    </>
  );
}

function ClosedNote({ mandate }: { mandate: Mandate }) {
  if (!mandate.closedOn) return null;
  return (
    <p className="text-xs text-slate-600">
      {m.closedOn(m.statusLabels[mandate.status], day(mandate.closedOn))} — {mandate.closeReason}
    </p>
  );
}

/**
 * The register's lines in order: a table with the legal columns on a wide screen, one card per
 * line on a phone (no horizontal scroll). Closed lines stay, marked.
 */
export function RegisterLines({ items }: { items: readonly Mandate[] }) {
  const c = m.columns;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{m.registerTitle}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="w-14 px-3 py-2">
                {c.number}
              </th>
              <th scope="col" className="w-24 px-3 py-2">
                {c.date}
              </th>
              <th scope="col" className="px-3 py-2">
                {c.mandators}
              </th>
              <th scope="col" className="w-24 px-3 py-2">
                {c.object}
              </th>
              <th scope="col" className="px-3 py-2">
                {c.property}
              </th>
              <th scope="col" className="w-44 px-3 py-2">
                {c.term}
              </th>
              <th scope="col" className="w-48 px-3 py-2">
                {c.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {items.map((mandate) => (
              <tr key={mandate.id} className={mandate.status === 'active' ? undefined : 'bg-slate-50/60'}>
                <th scope="row" className="px-3 py-3 text-base font-semibold text-slate-900">
                  {mandate.number}
                </th>
                <td className="px-3 py-3 text-slate-800">{day(mandate.registeredOn)}</td>
                <td className="px-3 py-3">
                  <Mandators mandate={mandate} />
                </td>
                <td className="px-3 py-3 text-slate-800">
                  {mandate.object}
                  <span className="block text-xs text-slate-600">{m.kindLabels[mandate.kind]}</span>
                </td>
                <td className="px-3 py-3">
                  <PropertyCell mandate={mandate} />
                </td>
                <td className="px-3 py-3 text-slate-700">
                  {termText(mandate)}
                  <span className="mt-1 block text-xs text-slate-600">{mandate.feeTerms}</span>
                </td>
                <td className="space-y-2 px-3 py-3">
                  <MandateStatusBadge status={mandate.status} />
                  <ClosedNote mandate={mandate} />
                  {mandate.status === 'active' && <CloseMandateDialog mandate={mandate} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol className="space-y-3 lg:hidden" aria-label={m.registerTitle}>
        {items.map((mandate) => (
          <li key={mandate.id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="text-base font-semibold text-slate-900">
                {c.number} {mandate.number}
                <span className="ml-2 text-sm font-normal text-slate-600">{day(mandate.registeredOn)}</span>
              </p>
              <MandateStatusBadge status={mandate.status} />
            </div>
            <Mandators mandate={mandate} />
            <p className="text-slate-800">
              {mandate.object} · {m.kindLabels[mandate.kind]}
            </p>
            <div>
              <PropertyCell mandate={mandate} />
            </div>
            <p className="text-slate-700">{termText(mandate)}</p>
            <p className="text-slate-600">{mandate.feeTerms}</p>
            {mandate.status === 'active' ? (
              <CloseMandateDialog mandate={mandate} />
            ) : (
              <ClosedNote mandate={mandate} />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
