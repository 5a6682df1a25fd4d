import { adminMessages as m } from '@immopilote/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { OutboxSection } from '../components/outbox-section';

/** /admin: the platform administrator's panel; the outbox first, the rest with the admin issue. */
export function Component() {
  return (
    <section className="mx-auto max-w-4xl space-y-8 p-4 sm:p-8">
      <PageHeader title={m.title} back={{ to: '/dashboard', label: 'Retour au tableau de bord' }} />
      <OutboxSection />
    </section>
  );
}
