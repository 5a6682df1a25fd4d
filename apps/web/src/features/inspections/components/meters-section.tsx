import {
  ELECTRICITY_TARIFFS,
  type ElectricityTariff,
  INSPECTION_METERS_MAX,
  type InspectionMeter,
  inspectionMessages,
  inspectionsScreenMessages as sm,
  METER_KINDS,
  type MeterKind,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { removeById, updateById } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { MeterReadingInput } from './meter-reading-input';
import { PhotoStrip } from './photo-strip';
import { RemoveButton } from './remove-button';

const m = sm.meters;

/** « Compteurs »: electricity (base or HP/HC), gas, cold and hot water: number, reading, photo. */
export function MetersSection() {
  const { record, edit, readOnly } = useEditor();
  const [kind, setKind] = useState<MeterKind>('electricity');
  const meters = record.content.meters;
  const change = (id: string, next: Partial<InspectionMeter>) =>
    edit((r) => ({
      ...r,
      content: { ...r.content, meters: updateById(r.content.meters, id, (x) => ({ ...x, ...next })) },
    }));

  const add = () => {
    const meter: InspectionMeter = {
      id: crypto.randomUUID(),
      kind,
      tariff: kind === 'electricity' ? 'base' : null,
      number: '',
      reading: '',
      readingOffPeak: '',
      remarks: '',
      photoIds: [],
    };
    edit((r) => ({ ...r, content: { ...r.content, meters: [...r.content.meters, meter] } }));
  };

  return (
    <div className="space-y-4">
      {meters.length === 0 && <EmptyState compact title={m.empty} />}
      <ul className="space-y-3">
        {meters.map((meter) => {
          const kindLabel = inspectionMessages.meterKinds[meter.kind];
          const hphc = meter.kind === 'electricity' && meter.tariff === 'hphc';
          return (
            <li key={meter.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium text-slate-900">{kindLabel}</h3>
                {!readOnly && (
                  <RemoveButton
                    label={m.remove(kindLabel)}
                    description={sm.removeDescriptions.meter}
                    onConfirm={() =>
                      edit((r) => ({
                        ...r,
                        content: { ...r.content, meters: removeById(r.content.meters, meter.id) },
                      }))
                    }
                  />
                )}
              </div>
              {meter.kind === 'electricity' && (
                <Field label={m.tariff}>
                  <Select
                    value={meter.tariff ?? 'base'}
                    disabled={readOnly}
                    onChange={(event) =>
                      change(meter.id, { tariff: event.target.value as ElectricityTariff })
                    }
                  >
                    {ELECTRICITY_TARIFFS.map((t) => (
                      <option key={t} value={t}>
                        {inspectionMessages.tariffs[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <div className="grid gap-3 sm:grid-cols-3">
                <Field label={m.number}>
                  <Input
                    value={meter.number}
                    readOnly={readOnly}
                    onChange={(event) => change(meter.id, { number: event.target.value })}
                  />
                </Field>
                <MeterReadingInput
                  label={hphc ? m.readingPeak : m.reading}
                  value={meter.reading}
                  readOnly={readOnly}
                  onValid={(reading) => change(meter.id, { reading })}
                />
                {hphc && (
                  <MeterReadingInput
                    label={m.readingOffPeak}
                    value={meter.readingOffPeak}
                    readOnly={readOnly}
                    onValid={(readingOffPeak) => change(meter.id, { readingOffPeak })}
                  />
                )}
              </div>
              <PhotoStrip
                target={{ kind: 'meter', id: meter.id }}
                name={kindLabel}
                photoIds={meter.photoIds}
              />
            </li>
          );
        })}
      </ul>
      {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={m.kind}>
              <Select value={kind} onChange={(event) => setKind(event.target.value as MeterKind)}>
                {METER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {inspectionMessages.meterKinds[k]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Button variant="secondary" onClick={add} disabled={meters.length >= INSPECTION_METERS_MAX}>
            {m.add}
          </Button>
        </div>
      )}
    </div>
  );
}
