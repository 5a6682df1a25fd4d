import { publicMessages } from '@immopilote/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSiteInfo } from '../api/get-site-info';
import { PageMeta } from '../components/page-meta';
import { buildMailto } from '../lib/contact-links';

const t = publicMessages.contact;

/** Spec 000 §2: no server call; the visitor's mail client opens with a prefilled subject and body. */
export function Component() {
  const { info, failed } = useSiteInfo();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ name?: string; message?: string }>({});
  const [mailto, setMailto] = useState<string | null>(null);
  const introId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!info) return;
    const next = {
      name: name.trim() ? undefined : t.nameRequired,
      message: message.trim() ? undefined : t.messageRequired,
    };
    setErrors(next);
    if (next.name || next.message) {
      const firstInvalid = event.currentTarget.elements.namedItem(next.name ? 'name' : 'message');
      if (firstInvalid instanceof HTMLElement) firstInvalid.focus();
      return;
    }
    const href = buildMailto(info.support.email, t.subject(name.trim()), t.body(name.trim(), message.trim()));
    setMailto(href);
    window.location.href = href;
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <PageMeta
        title={publicMessages.meta.contactTitle}
        description={publicMessages.meta.contactDescription}
        path="/contact"
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
      <p id={introId} className="mt-3 text-slate-700">
        {t.intro}
      </p>
      <form noValidate onSubmit={onSubmit} aria-describedby={introId} className="mt-8 space-y-5">
        <Field label={t.name} required error={errors.name}>
          <Input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={t.message} required error={errors.message}>
          <Textarea name="message" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!info}>
          {t.submit}
        </Button>
      </form>
      {mailto && (
        <p role="status" className="mt-6 rounded-md bg-brand-50 p-4 text-sm text-slate-800">
          {t.fallback}{' '}
          <a href={mailto} className="font-medium text-brand-700 underline">
            {t.fallbackLink}
          </a>
        </p>
      )}
      {info && (
        <p className="mt-6 text-sm text-slate-700">
          {t.directly}{' '}
          <a href={`mailto:${info.support.email}`} className="font-medium text-brand-700 underline">
            {info.support.email}
          </a>
          .
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {t.loadError}
        </p>
      )}
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 underline">
        {t.backHome}
      </Link>
    </div>
  );
}
