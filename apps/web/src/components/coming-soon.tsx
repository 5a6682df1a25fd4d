import { PageHeader } from './ui/page-header';

/** For screens whose feature arrives in a later issue: honest, and a way back. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8">
      <PageHeader title={title} back={{ to: '/dashboard', label: 'Retour au tableau de bord' }} />
      <p className="text-slate-700">Cette fonctionnalité n’est pas encore disponible.</p>
    </section>
  );
}
