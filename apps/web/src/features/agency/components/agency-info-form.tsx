import {
  type Agency,
  type AgencyFieldsInput,
  agencyFieldsSchema,
  agencyMessages,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AgencyAddressFields } from '../../../components/agency-address-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateAgency } from '../api/update-agency';

/** Informations: name, address, city and postal code, all required (spec 001 §5). */
export function AgencyInfoForm({ agency }: { agency: Agency }) {
  const update = useUpdateAgency();
  const form = useForm<AgencyFieldsInput>({
    resolver: zodResolver(agencyFieldsSchema),
    defaultValues: { name: agency.name, address: agency.address, city: agency.city, zip: agency.zip },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ name: saved.name, address: saved.address, city: saved.city, zip: saved.zip });
      toast.success(agencyMessages.updated);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['name', 'address', 'city', 'zip'],
        toastTitle: agencyMessages.updateError,
        alwaysToast: true,
      });
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="agency-info-title">
        <h2 id="agency-info-title" className="text-lg font-semibold text-slate-900">
          {agencyMessages.infoTitle}
        </h2>
        <AgencyAddressFields form={form} nameLabel="Nom de l’agence" />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? agencyMessages.saving : agencyMessages.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
