import { publicMessages } from '@immopilote/contracts';
import { ChevronDown, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useSiteInfo } from '../../api/get-site-info';
import { telHref } from '../../lib/contact-links';
import { Section } from './section';

const t = publicMessages.help;

function SupportCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        {icon}
        <h4 className="text-lg font-semibold text-slate-900">{title}</h4>
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}

function PhoneButton() {
  const { info, failed } = useSiteInfo();
  const phone = info?.support.phone;
  if (!info && !failed) {
    // Until the configuration arrives (and in the prerendered HTML) the number is unknown: neither
    // dial nor claim there is no line.
    return (
      <Button variant="secondary" className="w-full" disabled aria-busy>
        {t.phoneButton}
      </Button>
    );
  }
  if (phone) {
    return (
      <Button asChild variant="secondary" className="w-full">
        <a href={telHref(phone)} aria-label={t.phoneCall(phone)}>
          {phone}
        </a>
      </Button>
    );
  }
  // No line published in the configuration: say so rather than dial nowhere.
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => toast.info(publicMessages.notAvailableTitle, publicMessages.notAvailable)}
    >
      {t.phoneButton}
    </Button>
  );
}

export function HelpSection() {
  const iconClass = 'size-6 text-brand-700';
  return (
    <Section id="help" title={t.title} className="bg-slate-50">
      <div id="faq" tabIndex={-1} className="mx-auto max-w-3xl scroll-mt-20 focus:outline-none">
        <h3 className="text-xl font-semibold text-slate-900">{t.faqTitle}</h3>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {t.faq.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <h3 className="mt-14 text-center text-xl font-semibold text-slate-900">{t.supportTitle}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        <SupportCard
          icon={<Mail className={iconClass} aria-hidden />}
          title={t.emailTitle}
          text={t.emailText}
        >
          <Button asChild className="w-full">
            <Link to="/contact">{t.emailButton}</Link>
          </Button>
        </SupportCard>
        <SupportCard
          icon={<Phone className={iconClass} aria-hidden />}
          title={t.phoneTitle}
          text={t.phoneText}
        >
          <PhoneButton />
        </SupportCard>
      </ul>
    </Section>
  );
}
