import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_MODES,
  ENERGY_CLASSES,
  MUST_HAVES,
  matchingMessages as mm,
  type Place,
  PROPERTY_KINDS,
  propertyFactsMessages as pf,
  type Search,
  SEARCH_LIMITS,
  SEARCH_TRANSACTIONS,
  searchInputSchema,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSaveSearch } from '../api/save-search';
import { ChipCheckbox } from './chip-checkbox';
import { PlaceCombobox } from './place-combobox';

type FormValues = z.input<typeof searchInputSchema>;
type PlaceMode = 'communes' | 'radius';

const f = sm.form;
/** The fields a server error may name (their paths as the schema reports them). */
const FIELDS = [
  'transaction',
  'kinds',
  'budgetMin',
  'budgetMax',
  'surfaceMin',
  'roomsMin',
  'bedroomsMin',
  'communeCodes',
  'radius',
  'radius.km',
  'radius.center',
  'radius.center.communeCode',
  'radius.center.address',
  'mustHaves',
  'worstEnergyClass',
  'wantedBy',
  'notes',
  'alertMode',
  'alertHour',
] as const;

const HOURS = Array.from({ length: 24 }, (_, h) => h);

function blank(): FormValues {
  return {
    transaction: 'achat',
    kinds: [],
    budgetMin: '',
    budgetMax: '',
    surfaceMin: '',
    roomsMin: '',
    bedroomsMin: '',
    communeCodes: [],
    radius: null,
    mustHaves: [],
    worstEnergyClass: '',
    wantedBy: '',
    notes: '',
    alertMode: 'off',
    alertHour: '',
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

function fromSearch(s: Search): FormValues {
  return {
    transaction: s.transaction,
    kinds: s.kinds,
    budgetMin: text(s.budgetMin),
    budgetMax: text(s.budgetMax),
    surfaceMin: text(s.surfaceMin),
    roomsMin: text(s.roomsMin),
    bedroomsMin: text(s.bedroomsMin),
    communeCodes: s.places.map((p) => p.code),
    radius: s.radius ? { km: s.radius.km, center: s.radius.center } : null,
    mustHaves: s.mustHaves,
    worstEnergyClass: s.worstEnergyClass ?? '',
    wantedBy: s.wantedBy ?? '',
    notes: s.notes ?? '',
    alertMode: s.alertMode,
    alertHour: text(s.alertHour),
  };
}

/** The server names one commune of the list (`communeCodes.2`): its message goes under the list. */
function listErrorsOnTheirField(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fieldErrors: Record<string, string> = {};
  for (const [key, text] of Object.entries(error.fieldErrors)) {
    const field = /^(communeCodes|kinds|mustHaves)\.\d+$/.exec(key)?.[1] ?? key;
    fieldErrors[field] ??= text;
  }
  return new ApiRequestError(error.status, error.code, error.message, fieldErrors);
}

/** The message of an error anywhere under a path (the radius's nested fields). */
function messageUnder(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const found = node as { message?: string } | undefined;
  return found?.message;
}

/**
 * « Nouvelle recherche » / « Modifier la recherche »: a dialog on a desktop, a sheet from the
 * bottom on a phone (the shared Dialog). Communes come from the official list; a radius is in km
 * around a commune or an address of a commune.
 */
export function SearchFormDialog({
  clientId,
  search,
  open,
  onClose,
}: {
  clientId: string;
  /** The search being changed; `null` creates one. */
  search: Search | null;
  open: boolean;
  onClose(): void;
}) {
  const save = useSaveSearch(clientId, search?.id ?? null);
  const form = useForm<FormValues, unknown, FormValues>({
    // raw: the values as typed go to the API, which parses them with the same schema.
    resolver: zodResolver(searchInputSchema, undefined, { raw: true }),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const [places, setPlaces] = useState<Place[]>([]);
  const [mode, setMode] = useState<PlaceMode>('communes');
  // What the radius is around, in words: the commune picked, or the saved search's label.
  const [centerLabel, setCenterLabel] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.reset(search ? fromSearch(search) : blank());
    setPlaces(search?.places ?? []);
    setMode(search?.radius ? 'radius' : 'communes');
    setCenterLabel(search?.radius?.label ?? null);
  }, [open, search, form]);

  const transaction = form.watch('transaction');
  const kinds = (form.watch('kinds') ?? []) as string[];
  const mustHaves = (form.watch('mustHaves') ?? []) as string[];
  const alertMode = form.watch('alertMode');
  const radius = form.watch('radius');
  const rental = transaction === 'location';

  const toggle = (name: 'kinds' | 'mustHaves', value: string, on: boolean) => {
    const current = (form.getValues(name) ?? []) as string[];
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    form.setValue(name, next as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const choosePlace = (place: Place) => {
    const next = [...places, place];
    setPlaces(next);
    form.setValue(
      'communeCodes',
      next.map((p) => p.code),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };
  const removePlace = (code: string) => {
    const next = places.filter((p) => p.code !== code);
    setPlaces(next);
    form.setValue(
      'communeCodes',
      next.map((p) => p.code),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  const switchMode = (next: PlaceMode) => {
    setMode(next);
    if (next === 'radius') {
      form.setValue('communeCodes', []);
      setPlaces([]);
      form.setValue('radius', { km: '10', center: { kind: 'commune', communeCode: '' } });
    } else {
      form.setValue('radius', null);
      setCenterLabel(null);
    }
  };

  const centerKind = radius?.center?.kind ?? 'commune';
  const setCenter = (kind: 'commune' | 'address', communeCode: string, address = '') => {
    form.setValue(
      'radius.center',
      kind === 'commune' ? { kind, communeCode } : { kind, communeCode, address },
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(search ? sm.searches.updated : sm.searches.created);
      onClose();
    } catch (error) {
      showFormError(listErrorsOnTheirField(error), {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: sm.searches.saveFailed,
      });
    }
  });

  const radiusError =
    messageUnder(errors, 'radius.km') ??
    messageUnder(errors, 'radius.center.communeCode') ??
    messageUnder(errors, 'radius.center') ??
    messageUnder(errors, 'radius');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={search ? f.editTitle : f.createTitle}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{f.transaction}</legend>
          <div className="flex flex-wrap gap-2">
            {SEARCH_TRANSACTIONS.map((t) => (
              <label
                key={t}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 sm:min-h-10"
              >
                <input type="radio" value={t} {...form.register('transaction')} />
                {mm.transactions[t]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-2" aria-describedby={errors.kinds ? 'search-kinds-error' : undefined}>
          <legend className="text-sm font-medium text-slate-900">
            {f.kinds}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {PROPERTY_KINDS.map((kind) => (
              <ChipCheckbox
                key={kind}
                label={pf.kinds[kind]}
                checked={kinds.includes(kind)}
                onChange={(event) => toggle('kinds', kind, event.target.checked)}
              />
            ))}
          </div>
          {errors.kinds && (
            <p id="search-kinds-error" className="text-sm text-red-700">
              {errors.kinds.message}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={rental ? f.rentMin : f.budgetMin} error={errors.budgetMin?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('budgetMin')} />
          </Field>
          <Field label={rental ? f.rentMax : f.budgetMax} error={errors.budgetMax?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('budgetMax')} />
          </Field>
          <Field label={f.surfaceMin} error={errors.surfaceMin?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('surfaceMin')} />
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label={f.roomsMin} error={errors.roomsMin?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('roomsMin')} />
            </Field>
            <Field label={f.bedroomsMin} error={errors.bedroomsMin?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('bedroomsMin')} />
            </Field>
          </div>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-900">
            {f.placeMode}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {(['communes', 'radius'] as const).map((value) => (
              <label
                key={value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 sm:min-h-10"
              >
                <input
                  type="radio"
                  name="search-place-mode"
                  checked={mode === value}
                  onChange={() => switchMode(value)}
                />
                {value === 'communes' ? f.placeModeCommunes : f.placeModeRadius}
              </label>
            ))}
          </div>
          {mode === 'communes' ? (
            <div className="space-y-2">
              <Field label={f.communes} error={errors.communeCodes?.message}>
                <PlaceCombobox onChoose={choosePlace} exclude={places.map((p) => p.code)} />
              </Field>
              {places.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {places.map((place) => (
                    <li key={place.code}>
                      <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
                        {f.communeLabel(place.name, place.postcodes)}
                        <button
                          type="button"
                          aria-label={f.removeCommune(place.name)}
                          onClick={() => removePlace(place.code)}
                          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:size-7"
                        >
                          <X className="size-4" aria-hidden />
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {places.length >= SEARCH_LIMITS.maxPlaces && (
                <p className="text-sm text-slate-600">{mm.placesTooMany(SEARCH_LIMITS.maxPlaces)}</p>
              )}
            </div>
          ) : (
            <div className="space-y-3">
              <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                <Field label={f.radiusKm} error={messageUnder(errors, 'radius.km')}>
                  <Input inputMode="numeric" autoComplete="off" {...form.register('radius.km')} />
                </Field>
                <Field label={f.radiusCenterKind}>
                  <Select
                    value={centerKind}
                    onChange={(event) =>
                      setCenter(
                        event.target.value as 'commune' | 'address',
                        radius?.center?.communeCode ?? '',
                      )
                    }
                  >
                    <option value="commune">{f.radiusAroundCommune}</option>
                    <option value="address">{f.radiusAroundAddress}</option>
                  </Select>
                </Field>
              </div>
              <Field
                label={f.radiusCommune}
                error={radiusError !== messageUnder(errors, 'radius.km') ? radiusError : undefined}
                hint={centerLabel ?? undefined}
              >
                <PlaceCombobox
                  onChoose={(place) => {
                    setCenterLabel(f.communeLabel(place.name, place.postcodes));
                    setCenter(
                      centerKind,
                      place.code,
                      centerKind === 'address'
                        ? String(form.getValues('radius.center.address' as never) ?? '')
                        : '',
                    );
                  }}
                />
              </Field>
              {centerKind === 'address' && (
                <Field
                  label={f.radiusAddress}
                  hint={f.radiusAddressHint}
                  error={messageUnder(errors, 'radius.center.address')}
                >
                  <Input autoComplete="off" {...form.register('radius.center.address' as never)} />
                </Field>
              )}
            </div>
          )}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{f.mustHaves}</legend>
          <div className="flex flex-wrap gap-2">
            {MUST_HAVES.filter((must) => must !== 'meuble' || rental).map((must) => (
              <ChipCheckbox
                key={must}
                label={mm.mustHaves[must]}
                checked={mustHaves.includes(must)}
                onChange={(event) => toggle('mustHaves', must, event.target.checked)}
              />
            ))}
          </div>
          {errors.mustHaves && <p className="text-sm text-red-700">{errors.mustHaves.message}</p>}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={f.worstEnergyClass} error={errors.worstEnergyClass?.message}>
            <Select {...form.register('worstEnergyClass')}>
              <option value="">{f.anyEnergyClass}</option>
              {ENERGY_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={f.wantedBy} error={errors.wantedBy?.message}>
            <DateField control={form.control} name="wantedBy" />
          </Field>
        </div>

        <Field label={f.notes} error={errors.notes?.message}>
          <Textarea rows={3} {...form.register('notes')} />
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={f.alertMode} hint={f.alertConsentHint} error={errors.alertMode?.message}>
            <Select {...form.register('alertMode')}>
              {ALERT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {f.alertModes[mode]}
                </option>
              ))}
            </Select>
          </Field>
          {alertMode === 'daily' && (
            <Field label={f.alertHour} required error={errors.alertHour?.message}>
              <Select {...form.register('alertHour')}>
                <option value="" />
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {f.hour(h)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {sm.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {search ? f.submitEdit : f.submitCreate}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
