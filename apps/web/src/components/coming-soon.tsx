import { Link } from 'react-router';

/** For screens whose feature arrives in a later issue: honest, and a way back. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700">Cette fonctionnalité n'est pas encore disponible.</p>
      <Link to="/dashboard" className="font-medium text-brand-700 underline">
        Retour au tableau de bord
      </Link>
    </section>
  );
}
