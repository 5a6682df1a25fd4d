import type { Me } from '@immopilote/contracts';

export function DashboardHeader({ me }: { me: Me }) {
  const fullName = `${me.profile.firstName} ${me.profile.lastName}`.trim();
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {fullName}
        {me.profile.isBoss && (
          <span className="ml-2 text-base font-medium text-brand-700 sm:text-lg">(Chef d’agence)</span>
        )}
      </h1>
      <p className="text-slate-600">{me.user.email}</p>
    </header>
  );
}
