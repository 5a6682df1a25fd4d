import { zodResolver } from '@hookform/resolvers/zod';
import {
  DVF_KINDS,
  MARKET_SEARCH_RADII,
  MARKET_SEARCH_YEARS,
  type MarketSearchQuery,
  marketInsightsMessages,
  marketSearchQuerySchema,
} from '@immopilote/contracts';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api-client';
import { useRecheckErrorsOnChange } from '../../../lib/form-errors';

const m = marketInsightsMessages.search;

/** The form holds what was typed, as text: the URL keeps the same strings, the API parses them. */
export const EMPTY_SEARCH: MarketSearchQuery = {
  commune: '',
  address: '',
  kind: 'appartement',
  surfaceMin: '',
  surfaceMax: '',
  years: '2',
  radius: '500',
};

const FIELDS = Object.keys(EMPTY_SEARCH) as (keyof MarketSearchQuery)[];

/** The API's query: blank fields are left out. */
export function toQuery(values: MarketSearchQuery): MarketSearchQuery {
  const entries = Object.entries(values).filter(([, v]) => String(v ?? '').trim() !== '');
  return Object.fromEntries(entries) as unknown as MarketSearchQuery;
}

export function MarketSearchForm({
  initial,
  serverError,
  pending,
  onSearch,
}: {
  initial: MarketSearchQuery;
  /** The last search's refusal: its field messages go under their fields. */
  serverError: unknown;
  pending: boolean;
  onSearch: (values: MarketSearchQuery) => void;
}) {
  const form = useForm<MarketSearchQuery, unknown, MarketSearchQuery>({
    // raw: the values stay strings (the URL's), the schema only checks them, with the API's messages.
    resolver: zodResolver(marketSearchQuerySchema, undefined, { raw: true }),
    defaultValues: initial,
  });
  useRecheckErrorsOnChange(form);
  const { errors } = form.formState;
  const hasAddress = (form.watch('address') ?? '').trim() !== '';

  useEffect(() => {
    if (!(serverError instanceof ApiRequestError)) return;
    for (const [field, message] of Object.entries(serverError.fieldErrors)) {
      if (FIELDS.includes(field as keyof MarketSearchQuery)) {
        form.setError(field as keyof MarketSearchQuery, { type: 'server', message });
      }
    }
  }, [serverError, form]);

  return (
    <form
      aria-label={m.formLabel}
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-6"
    >
      <div className="col-span-2">
        <Field label={m.communeLabel} required error={errors.commune?.message}>
          <Input placeholder={m.communePlaceholder} autoComplete="off" {...form.register('commune')} />
        </Field>
      </div>
      <div className="col-span-2 lg:col-span-3">
        <Field label={m.addressLabel} hint={m.addressHelp} error={errors.address?.message}>
          <Input placeholder={m.addressPlaceholder} autoComplete="off" {...form.register('address')} />
        </Field>
      </div>
      <Field label={m.radiusLabel} error={errors.radius?.message}>
        <Select disabled={!hasAddress} {...form.register('radius')}>
          {MARKET_SEARCH_RADII.map((r) => (
            <option key={r} value={r}>
              {m.radius[r]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={m.kindLabel} error={errors.kind?.message}>
        <Select {...form.register('kind')}>
          {DVF_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {marketInsightsMessages.kinds[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={m.surfaceMinLabel} error={errors.surfaceMin?.message}>
        <Input inputMode="numeric" {...form.register('surfaceMin')} />
      </Field>
      <Field label={m.surfaceMaxLabel} error={errors.surfaceMax?.message}>
        <Input inputMode="numeric" {...form.register('surfaceMax')} />
      </Field>
      <div className="col-span-2">
        <Field label={m.yearsLabel} error={errors.years?.message}>
          <Select {...form.register('years')}>
            {MARKET_SEARCH_YEARS.map((y) => (
              <option key={y} value={y}>
                {m.years[y]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="col-span-2 flex items-end lg:col-span-1">
        <Button type="submit" className="w-full" disabled={pending}>
          <Search className="size-4" aria-hidden />
          {pending ? m.searching : m.submit}
        </Button>
      </div>
    </form>
  );
}
