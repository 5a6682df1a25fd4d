import { useWatch } from 'react-hook-form';
import {
  CHARGES_MODES,
  FEES_PAYERS,
  numberFromText,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { formatPrice } from '../../../lib/format';
import {
  ChoiceField,
  FieldGrid,
  EDIT_SECTION_IDS,
  FormSection,
  NumberField,
  type PropertyFormApi,
  TextField,
  YesNoField,
} from './form-section';

const m = propertyFactsMessages;
const l = m.labels;
const PAYERS = Object.fromEntries(FEES_PAYERS.map((p) => [p, m.feesPayers[p]]));
const MODES = Object.fromEntries(CHARGES_MODES.map((c) => [c, m.chargesModes[c]]));

/** The typed amount as the server will read it (contracts' numberFromText), or null. */
const toNumber = (value: string | number) => {
  const n = numberFromText(value);
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Fees and copropriété of a sale (arrêté du 10 janvier 2017; loi ALUR). */
export function SaleMoneyFields({ form }: { form: PropertyFormApi }) {
  const payer = useWatch({ control: form.control, name: 'feesPayer' });
  const copro = useWatch({ control: form.control, name: 'copro' }) === 'true';
  const procedure = useWatch({ control: form.control, name: 'coproProcedure' }) === 'true';
  const price = toNumber(useWatch({ control: form.control, name: 'price' }) ?? '');
  const percent = toNumber(useWatch({ control: form.control, name: 'feesPercent' }) ?? '');
  // The price excluding fees that the FAI price and the rate imply, offered as a hint.
  const implied =
    payer === 'acquereur' && price !== null && percent !== null
      ? Math.round((price / (1 + percent / 100)) * 100) / 100
      : null;
  return (
    <FormSection
      id={EDIT_SECTION_IDS.money}
      title={m.sections.saleMoney}
      hint={propertyMessages.form.saleMoneyHint}
    >
      <FieldGrid columns={3}>
        <ChoiceField form={form} name="feesPayer" label={l.feesPayer} options={PAYERS} />
        {payer && payer !== 'vendeur' && (
          <>
            <NumberField form={form} name="feesPercent" label={l.feesPercent} hint={m.feesPercentHint} />
            <NumberField
              form={form}
              name="priceExclFees"
              label={l.priceExclFees}
              hint={implied !== null ? propertyMessages.form.impliedPrice(formatPrice(implied)) : undefined}
            />
          </>
        )}
      </FieldGrid>
      <FieldGrid columns={3}>
        <YesNoField form={form} name="copro" label={l.copro} />
        {copro && (
          <>
            <NumberField form={form} name="coproLots" label={l.coproLots} integer />
            <NumberField form={form} name="coproCharges" label={l.coproCharges} />
          </>
        )}
      </FieldGrid>
      {copro && (
        <FieldGrid>
          <YesNoField form={form} name="coproProcedure" label={l.coproProcedure} />
          {procedure && <TextField form={form} name="coproProcedureDetail" label={l.coproProcedureDetail} />}
        </FieldGrid>
      )}
    </FormSection>
  );
}

/** Rent, charges, deposit and tenant fees (arrêté du 10 janvier 2017 as amended in 2022). */
export function RentalMoneyFields({ form }: { form: PropertyFormApi }) {
  const controlled = useWatch({ control: form.control, name: 'rentControlled' }) === 'true';
  return (
    <FormSection
      id={EDIT_SECTION_IDS.money}
      title={m.sections.rentalMoney}
      hint={propertyMessages.form.rentalMoneyHint}
    >
      <FieldGrid columns={3}>
        <NumberField form={form} name="charges" label={l.charges} />
        <ChoiceField form={form} name="chargesMode" label={l.chargesMode} options={MODES} />
        <NumberField form={form} name="deposit" label={l.deposit} />
      </FieldGrid>
      <FieldGrid columns={3}>
        <NumberField form={form} name="tenantFees" label={l.tenantFees} />
        <NumberField form={form} name="tenantFeesInventory" label={l.tenantFeesInventory} />
        <NumberField form={form} name="rentSupplement" label={l.rentSupplement} />
      </FieldGrid>
      <FieldGrid columns={3}>
        <YesNoField form={form} name="rentControlled" label={l.rentControlled} />
        {controlled && (
          <>
            <NumberField form={form} name="rentBase" label={l.rentBase} />
            <NumberField form={form} name="rentReference" label={l.rentReference} />
          </>
        )}
      </FieldGrid>
    </FormSection>
  );
}
