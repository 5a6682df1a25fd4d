import { type PropertyFieldsInput, pdfMessages, propertyMessages } from '@immopilote/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { appendExtractedText, type OcrLoadingState, type OcrReturnState } from '../../../lib/ocr-navigation';
import { formValuesOf } from '../api/property-form-data';
import { useProperty } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { PropertyForm } from '../components/property-form';
import { isNotFound } from '../components/property-not-found';

function withReturnedText(values: PropertyFieldsInput, text: string | undefined): PropertyFieldsInput {
  if (!text) return values;
  return {
    ...values,
    description: appendExtractedText(values.description ?? '', text, pdfMessages.extractedHeader),
  };
}

export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const property = useProperty(propertyId);
  const update = useUpdateProperty(propertyId);
  const detailUrl = `/property-detail/${propertyId}`;
  const location = useLocation();
  const [pdfFile, setPdfFile] = useState<File | null>(null);
  // Back from the PDF step (cancel, failure, "Retourner à l'édition"): the typed values, and the
  // extracted text appended to the description under "TEXTE EXTRAIT DU PDF" (001 §2).
  const [returned] = useState(() => location.state as Partial<OcrReturnState<PropertyFieldsInput>> | null);

  useEffect(() => {
    if (property.isError) {
      toast.error(isNotFound(property.error) ? propertyMessages.notFound : propertyMessages.updateFailed);
      navigate('/dashboard', { replace: true });
    }
  }, [property.isError, property.error, navigate]);

  // A gap of the property page's checklist opens the form at the part that fixes it (#energie…).
  const loaded = Boolean(property.data);
  useEffect(() => {
    if (loaded && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [loaded, location.hash]);

  if (!property.data) return <FormSkeleton />;
  const p = property.data;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={propertyMessages.page.editTitle}
        back={{ to: detailUrl, label: propertyMessages.page.back }}
      />
      <Card className="p-6">
        <PropertyForm
          defaultValues={withReturnedText(returned?.form ?? formValuesOf(p), returned?.extractedText)}
          pdf={{ file: pdfFile, onChange: setPdfFile }}
          existingPhotos={p.photos}
          submitLabel={propertyMessages.save}
          pendingLabel={propertyMessages.page.saving}
          errorTitle={propertyMessages.updateFailed}
          cancel={
            <Button variant="secondary" onClick={() => navigate(detailUrl)}>
              {propertyMessages.cancel}
            </Button>
          }
          onSubmit={async (data) => {
            await update.mutateAsync(data);
            if (pdfFile) {
              // Saved first, so the photos and fields typed here are never lost by the PDF step.
              const state: OcrLoadingState = {
                file: pdfFile,
                origin: { kind: 'property', propertyId, form: data.values },
              };
              navigate('/ocr-loading', { state });
              return;
            }
            toast.success(propertyMessages.updatedTitle);
            navigate(detailUrl);
          }}
        />
      </Card>
    </section>
  );
}

function FormSkeleton() {
  return (
    <section className="mx-auto max-w-3xl">
      <Loading>
        <div className="space-y-6">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-[32rem] w-full rounded-xl" />
        </div>
      </Loading>
    </section>
  );
}
