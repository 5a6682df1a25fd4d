import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { formatEuros } from '../../../lib/format';
import { day, feeText, termText } from './mandate-text';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The register line's facts as the mandate states them (copied texts: they never change). */
export function MandateFacts({ mandate }: { mandate: Mandate }) {
  const c = m.columns;
  const fee = feeText(mandate);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label={c.date}>{day(mandate.registeredOn)}</Fact>
      <Fact label={c.object}>
        {mandate.object} · {m.kindLabels[mandate.kind]}
      </Fact>
      <Fact label={c.mandators}>
        <ul className="space-y-1">
          {mandate.mandators.map((x, i) => (
            <li key={`${x.clientId ?? 'copie'}-${i}`}>
              <span className="font-medium">{x.name}</span>
              <span className="block whitespace-pre-line text-slate-600">{x.address}</span>
            </li>
          ))}
        </ul>
      </Fact>
      <Fact label={c.property}>
        {mandate.propertyId ? (
          <Link
            to={`/property-detail/${mandate.propertyId}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {mandate.propertyNature}
          </Link>
        ) : (
          <span className="font-medium">{mandate.propertyNature}</span>
        )}
        <span className="block text-slate-600">{mandate.propertyLocation}</span>
      </Fact>
      <Fact label={c.term}>{termText(mandate)}</Fact>
      <Fact label={m.priceLabel}>{mandate.price === null ? '—' : formatEuros(mandate.price)}</Fact>
      <Fact label={c.fees}>
        {fee ?? '—'}
        <span className="mt-1 block whitespace-pre-line text-slate-600">{mandate.feeTerms}</span>
      </Fact>
      <Fact label={m.feeFields.retraction}>{mandate.retractionApplies ? m.yes : m.no}</Fact>
    </dl>
  );
}
