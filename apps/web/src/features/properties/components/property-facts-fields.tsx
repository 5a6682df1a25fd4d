import { useWatch } from 'react-hook-form';
import {
  EXTERIOR_FEATURES,
  HEATING_ENERGIES,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import {
  DateField,
  FieldGrid,
  EDIT_SECTION_IDS,
  FormSection,
  NumberField,
  type PropertyFormApi,
  ChoiceField,
  YesNoField,
} from './form-section';

const m = propertyFactsMessages;
const l = m.labels;
const pick = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  Object.fromEntries(keys.map((k) => [k, labels[k]]));

/** Surfaces, rooms, building, heating, exterior and availability (issue 12, item 1). */
export function PropertyFactsFields({ form }: { form: PropertyFormApi }) {
  const type = useWatch({ control: form.control, name: 'type' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <FormSection id={EDIT_SECTION_IDS.facts} title={m.sections.facts}>
      <FieldGrid columns={3}>
        <NumberField form={form} name="surfaceHabitable" label={l.surfaceHabitable} />
        {type === 'Vente' && (
          <NumberField
            form={form}
            name="surfaceCarrez"
            label={l.surfaceCarrez}
            hint={propertyMessages.form.carrezHint}
          />
        )}
        <NumberField form={form} name="surfaceLand" label={l.surfaceLand} />
      </FieldGrid>
      {kind !== 'terrain' && kind !== 'parking' && (
        <>
          <FieldGrid columns={3}>
            <NumberField form={form} name="rooms" label={l.rooms} integer />
            <NumberField form={form} name="bedrooms" label={l.bedrooms} integer />
            <NumberField form={form} name="yearBuilt" label={l.yearBuilt} integer />
          </FieldGrid>
          <FieldGrid columns={3}>
            <NumberField
              form={form}
              name="floor"
              label={l.floor}
              hint={propertyMessages.form.groundFloorHint(m.groundFloor.toLowerCase())}
              integer
            />
            <NumberField form={form} name="floorsCount" label={l.floorsCount} integer />
            <YesNoField form={form} name="lift" label={l.lift} />
          </FieldGrid>
          <FieldGrid columns={3}>
            <ChoiceField form={form} name="heatingMode" label={l.heatingMode} options={m.heatingModes} />
            <ChoiceField
              form={form}
              name="heatingEnergy"
              label={l.heatingEnergy}
              options={pick(HEATING_ENERGIES, m.heatingEnergies)}
            />
            {type === 'Location' && <YesNoField form={form} name="furnished" label={l.furnished} />}
          </FieldGrid>
        </>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{l.exterior}</legend>
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          {EXTERIOR_FEATURES.map((name) => (
            <label
              key={name}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input type="checkbox" className="size-4 accent-brand-700" {...form.register(name)} />
              {m.exterior[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldGrid>
        <DateField form={form} name="availableFrom" label={l.availableFrom} />
      </FieldGrid>
    </FormSection>
  );
}
