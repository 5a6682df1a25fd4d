import { publicMessages } from '@immopilote/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Section } from './section';

const t = publicMessages.problems;

export function ProblemsSection() {
  return (
    <Section id="solution" title={t.title}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t.problemsTitle}</h3>
          <ul className="mt-4 space-y-3">
            {t.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t.solutionTitle}</h3>
          <p className="mt-4 flex gap-3 text-slate-800">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            {t.solution}
          </p>
        </div>
      </div>
    </Section>
  );
}
