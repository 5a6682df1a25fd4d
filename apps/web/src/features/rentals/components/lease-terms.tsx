import {
  formatCents,
  formatLongDate,
  type LeaseDetail,
  leaseMessages as lm,
  leaseScreenMessages as sm,
} from '@immopilote/contracts';

const t = sm.terms;
/** As the lease names them: tenants, their guarantors, then the landlords. */
const ROLE_ORDER = ['tenant', 'guarantor', 'landlord'] as const;

/** The lease's terms as a compact list of facts. */
export function LeaseTerms({ lease }: { lease: LeaseDetail }) {
  const rows: [string, string][] = [
    [t.start, formatLongDate(lease.startOn)],
    [t.duration, t.months(lease.durationMonths)],
    [t.rent, formatCents(lease.rentCents)],
    [t.charges, `${formatCents(lease.chargesCents)} (${lm.chargesModesShort[lease.chargesMode]})`],
    [t.deposit, formatCents(lease.depositCents)],
    [t.paymentDay, t.paymentDayValue(lease.paymentDay)],
    [
      t.revision,
      lease.hasRevisionClause && lease.referenceQuarter
        ? t.revisionValue(sm.quarter(lease.referenceQuarter), lm.irlAreas[lease.irlArea])
        : t.noRevision,
    ],
    [t.energyClass, lease.energyClass ?? sm.fields.energyClassUnknown],
    [t.managementFee, t.managementFeeValue(String(lease.managementFeeBp / 100).replace('.', ','))],
  ];
  if (lease.rentControlled) {
    if (lease.referenceRentCents !== null)
      rows.push([t.referenceRent, formatCents(lease.referenceRentCents)]);
    if (lease.increasedReferenceRentCents !== null) {
      rows.push([t.increasedReferenceRent, formatCents(lease.increasedReferenceRentCents)]);
    }
    if (lease.rentSupplementCents !== null) {
      rows.push([
        t.rentSupplement,
        `${formatCents(lease.rentSupplementCents)} — ${lease.rentSupplementReason ?? ''}`,
      ]);
    }
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex justify-between gap-3 border-b border-slate-100 py-1 sm:block sm:border-0 sm:py-0"
        >
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium text-slate-900 sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the lease names: tenants (with their delivery choice), guarantors, landlords. */
export function LeaseParties({ lease }: { lease: LeaseDetail }) {
  const nameOf = (id: string | null) => lease.parties.find((p) => p.id === id)?.name ?? '';
  const ordered = ROLE_ORDER.flatMap((role) => lease.parties.filter((p) => p.role === role));
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {ordered.map((p) => (
        <li key={p.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
          <span className="w-24 shrink-0 text-slate-600">{lm.roles[p.role]}</span>
          <span className="font-medium text-slate-900">{p.name}</span>
          <span className="text-slate-600">
            {p.role === 'tenant'
              ? p.electronicDelivery
                ? sm.emailConsent
                : sm.paperDelivery
              : p.role === 'guarantor'
                ? sm.guarantorFor(nameOf(p.guarantorOf))
                : (p.address ?? '')}
          </span>
        </li>
      ))}
    </ul>
  );
}
