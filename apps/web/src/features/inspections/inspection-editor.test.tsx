import { type Inspection, type InspectionContent, inspectionContentSchema } from '@immopilote/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditorContext, type EditorValue } from './components/editor-context';
import { ElementCard } from './components/element-card';
import { MeterReadingInput } from './components/meter-reading-input';
import { PartiesSection } from './components/parties-section';
import { SyncStatus } from './components/sync-status';
import { entryStates } from './lib/compare';
import { newRoom, updateElement } from './lib/content-edit';
import { fromServer } from './offline/local-record';

function documents() {
  const entry: InspectionContent = inspectionContentSchema.parse({
    landlord: {},
    tenants: [],
    meters: [],
    keys: [],
    rooms: [newRoom('sejour', 'Séjour', ['Sol', 'Murs'])],
    equipment: [],
    furniture: [],
  });
  const [floor, wall] = entry.rooms[0]!.elements;
  const rated = updateElement(
    updateElement(entry, floor!.id, (e) => ({ ...e, state: 'bon' })),
    wall!.id,
    (e) => ({
      ...e,
      state: 'bon',
    }),
  );
  const exit = updateElement(rated, wall!.id, (e) => ({ ...e, state: 'mauvais' }));
  return { entry: rated, exit };
}

function editorFor(content: InspectionContent): EditorValue {
  const server = {
    id: crypto.randomUUID(),
    kind: 'exit',
    status: 'draft',
    inspectionDate: '2026-11-27',
    entry: null,
    content,
  } as unknown as Inspection;
  return {
    record: fromServer(server),
    readOnly: false,
    edit: vi.fn(),
    addPhoto: vi.fn(),
    photoUrls: new Map(),
  };
}

describe('exit against entry, in the editor', () => {
  it('marks a changed element « Modifié » in words, with both states; an unchanged one shows the entry’s state', () => {
    const { entry, exit } = documents();
    const states = entryStates(entry);
    const [floor, wall] = exit.rooms[0]!.elements;
    render(
      <EditorContext.Provider value={editorFor(exit)}>
        <ElementCard element={floor!} entryStates={states} current={false} onTouched={() => {}} />
        <ElementCard element={wall!} entryStates={states} current={false} onTouched={() => {}} />
      </EditorContext.Provider>,
    );
    const walls = screen.getByRole('article', { name: 'Murs' });
    expect(within(walls).getByText('Modifié')).toBeInTheDocument();
    expect(within(walls).getByText('Modifié depuis l’entrée : Bon état → Mauvais état')).toBeInTheDocument();
    expect(walls).toHaveAttribute('data-changed', 'true');
    expect(within(walls).getByRole('radio', { name: 'Mauvais état' })).toBeChecked();
    const floorCard = screen.getByRole('article', { name: 'Sol' });
    expect(within(floorCard).queryByText('Modifié')).toBeNull();
    expect(within(floorCard).getByText('À l’entrée : Bon état')).toBeInTheDocument();
  });

  it('a state is one tap, and the tap edits the document', async () => {
    const { exit } = documents();
    const editor = editorFor(exit);
    const floor = exit.rooms[0]!.elements[0]!;
    render(
      <EditorContext.Provider value={editor}>
        <ElementCard element={floor} entryStates={null} current={false} onTouched={() => {}} />
      </EditorContext.Provider>,
    );
    await userEvent.click(screen.getByText('Hors service'));
    expect(editor.edit).toHaveBeenCalledTimes(1);
    const change = vi.mocked(editor.edit).mock.calls[0]![0];
    expect(change(editor.record).content.rooms[0]!.elements[0]!.state).toBe('hors_service');
  });
});

describe('meter reading', () => {
  it('« abc » shows the French error at once and is not saved; a dial reading is', async () => {
    const onValid = vi.fn();
    render(<MeterReadingInput label="Relevé" value="" readOnly={false} onValid={onValid} />);
    const input = screen.getByLabelText('Relevé');
    await userEvent.type(input, 'abc');
    expect(screen.getByText(/^Relevé invalide/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '01234,5');
    expect(screen.queryByText(/^Relevé invalide/)).toBeNull();
    expect(onValid).toHaveBeenLastCalledWith('01234,5');
  });
});

describe('sync state', () => {
  it('says where the work is, and « Hors ligne » beside it with no network', () => {
    const { rerender } = render(
      <SyncStatus state="offline" online={false} unsentPhotos={2} failure={null} onRetry={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Enregistré sur l’appareil· 2 photos à envoyer');
    expect(screen.getByText(/^Hors ligne/)).toBeInTheDocument();
    rerender(<SyncStatus state="syncing" online unsentPhotos={0} failure={null} onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Synchronisation…');
    rerender(<SyncStatus state="synced" online unsentPhotos={0} failure={null} onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('À jour');
    expect(screen.queryByText(/^Hors ligne/)).toBeNull();
  });
});

describe('an exit without an entry in ImmoPilote', () => {
  it('says so, and asks the paper entry’s date and the tenant’s new address', async () => {
    const { exit } = documents();
    const doc = {
      ...exit,
      tenants: [
        { clientId: null, name: 'Inès Carvalho', email: null, phone: null, address: '', newAddress: '' },
      ],
    };
    const editor = editorFor(doc);
    editor.record = { ...editor.record, server: { ...editor.record.server, entry: null } };
    render(
      <EditorContext.Provider value={editor}>
        <PartiesSection />
      </EditorContext.Provider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Aucun état des lieux d’entrée dans ImmoPilote pour ce bien : le PDF le mentionnera.',
    );
    await userEvent.type(screen.getByLabelText('Date de l’état des lieux d’entrée'), '15/09/2023');
    const change = vi.mocked(editor.edit).mock.calls.at(-1)![0];
    expect(change(editor.record).content.entryDate).toBe('2023-09-15');
    expect(screen.getByLabelText('Nouvelle adresse du locataire')).toBeInTheDocument();
  });
});
