import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CloseMandateDialog } from './close-mandate-dialog';
import { day, retractionText, signatureText, termText } from './mandate-text';
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

function SignatureCell({ mandate }: { mandate: Mandate }) {
  const retraction = retractionText(mandate);
  return (
    <div className="space-y-1">
      <span className="block font-medium text-slate-900">{signatureText(mandate)}</span>
      {retraction && <span className="block text-xs text-slate-600">{retraction}</span>}
      <Link
        to={`/mandates/${mandate.id}`}
        aria-label={m.openMandateLabel(mandate.number)}
        className="flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline lg:min-h-0"
      >
        {m.openMandate}
      </Link>
    </div>
  );
}

const c = m.columns;

const COLUMNS: readonly DataColumn<Mandate>[] = [
  {
    header: c.number,
    rowHeader: true,
    card: 'title',
    width: 'w-14',
    cell: (mandate) => <span className="text-base">{mandate.number}</span>,
    cardCell: (mandate) => (
      <span className="text-base">
        {c.number} {mandate.number}
      </span>
    ),
  },
  { header: c.date, width: 'w-28', cell: (mandate) => day(mandate.registeredOn) },
  { header: c.mandators, cell: (mandate) => <Mandators mandate={mandate} /> },
  {
    header: c.object,
    width: 'w-24',
    cell: (mandate) => (
      <>
        {mandate.object}
        <span className="block text-xs text-slate-600">{m.kindLabels[mandate.kind]}</span>
      </>
    ),
  },
  { header: c.property, cell: (mandate) => <PropertyCell mandate={mandate} /> },
  {
    header: c.term,
    width: 'w-44',
    cell: (mandate) => (
      <>
        {termText(mandate)}
        <span className="mt-1 block text-xs text-slate-600">{mandate.feeTerms}</span>
      </>
    ),
  },
  { header: c.signature, width: 'w-32', cell: (mandate) => <SignatureCell mandate={mandate} /> },
  {
    header: c.status,
    width: 'w-48',
    card: 'plain',
    cell: (mandate) => (
      <div className="space-y-2">
        <MandateStatusBadge status={mandate.status} />
        <ClosedNote mandate={mandate} />
        {mandate.status === 'active' && <CloseMandateDialog mandate={mandate} />}
      </div>
    ),
  },
];

/**
 * The register's lines in order: a table with the legal columns on a wide screen, one card per
 * line on a phone (no horizontal scroll). Closed lines stay, marked.
 */
export function RegisterLines({ items }: { items: readonly Mandate[] }) {
  return (
    <DataTable
      caption={m.registerTitle}
      columns={COLUMNS}
      rows={items}
      rowKey={(mandate) => mandate.id}
      muted={(mandate) => mandate.status !== 'active'}
      wideFrom="lg"
      framed
    />
  );
}
