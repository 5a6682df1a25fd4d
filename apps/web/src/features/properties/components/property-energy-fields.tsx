import { useWatch } from 'react-hook-form';
import { DPE_STATUSES, ENERGY_CLASSES, propertyFactsMessages, propertyMessages } from '@immopilote/contracts';
import {
  ChoiceField,
  DateField,
  FieldGrid,
  EDIT_SECTION_IDS,
  FormSection,
  NumberField,
  type PropertyFormApi,
  TextField,
} from './form-section';

const m = propertyFactsMessages;
const l = m.labels;
const CLASSES = Object.fromEntries(ENERGY_CLASSES.map((c) => [c, c]));
const STATUSES = Object.fromEntries(DPE_STATUSES.map((s) => [s, m.dpeStatuses[s]]));

/** The DPE as every ad must state it (issue 12, item 2; CCH R.126-21 to R.126-24). */
export function PropertyEnergyFields({ form }: { form: PropertyFormApi }) {
  const done = useWatch({ control: form.control, name: 'dpeStatus' }) === 'realise';
  return (
    <FormSection id={EDIT_SECTION_IDS.energy} title={m.sections.energy}>
      <FieldGrid>
        <ChoiceField form={form} name="dpeStatus" label={l.dpeStatus} options={STATUSES} />
        {done && <DateField form={form} name="dpeDate" label={l.dpeDate} />}
      </FieldGrid>
      {done && (
        <>
          <FieldGrid>
            <ChoiceField form={form} name="dpeClass" label={l.dpeClass} options={CLASSES} />
            <NumberField form={form} name="dpeValue" label={l.dpeValue} integer />
            <ChoiceField form={form} name="gesClass" label={l.gesClass} options={CLASSES} />
            <NumberField form={form} name="gesValue" label={l.gesValue} integer />
          </FieldGrid>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{m.energyCostLegend}</legend>
            <FieldGrid columns={3}>
              <NumberField form={form} name="energyCostMin" label={l.energyCostMin} />
              <NumberField form={form} name="energyCostMax" label={l.energyCostMax} />
              <NumberField form={form} name="energyCostYear" label={l.energyCostYear} integer />
            </FieldGrid>
          </fieldset>
          <FieldGrid>
            <TextField
              form={form}
              name="dpeNumber"
              label={l.dpeNumber}
              hint={propertyMessages.form.dpeNumberHint}
            />
          </FieldGrid>
        </>
      )}
    </FormSection>
  );
}
