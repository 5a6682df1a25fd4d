import { commonMessages as c } from '@immopilote/contracts';
import { PageHeader } from './ui/page-header';

/** For screens whose feature arrives in a later issue: honest, and a way back. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8">
      <PageHeader title={title} back={{ to: '/dashboard', label: c.backToDashboard }} />
      <p className="text-slate-700">{c.notImplemented}</p>
    </section>
  );
}
