import {
  formatShortDate,
  type Inspection,
  type InspectionContent,
  type InspectionSignInput,
  inspectionMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { createSignatureRequest, type SignerInput } from '../signatures/signature-requests';
import { signatureFile } from '../signatures/signatures.service';
import { photoIdsOf } from './inspection-content';
import { drawInspectionPdf } from './inspection-pdf-document';
import { freezeForSigning } from './inspection-signing.repo';
import * as repo from './inspections.repo';
import { getInspection, requireInspection } from './inspections.service';

const m = inspectionMessages.errors;

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * The parties who sign, in order, as the décret wants them on the document (art. 2: names of the
 * parties and of the mandatary): the agent for the agency, each tenant, then the landlord when there
 * in person. Each signer receives the signed PDF by e-mail, hence an address for each.
 */
function signersOf(
  content: InspectionContent,
  agent: { name: string; email: string; userId: string },
  landlordPresent: boolean,
): SignerInput[] {
  if (content.tenants.length === 0) throw invalid(m.tenantRequired, 'content.tenants');
  const { landlord } = content;
  if (landlord.name.trim() === '') throw invalid(m.landlordRequired, 'content.landlord.name');
  const tenants = content.tenants.map((tenant, i): SignerInput => {
    const name = tenant.name.trim();
    if (name === '') throw invalid(m.partyNameRequired, `content.tenants.${i}.name`);
    if (!tenant.email) throw invalid(m.partyEmailRequired(name), `content.tenants.${i}.email`);
    return { role: 'tenant', name, email: tenant.email, phone: tenant.phone, clientId: tenant.clientId };
  });
  const signers: SignerInput[] = [
    { role: 'agency', name: agent.name, email: agent.email, phone: null, userId: agent.userId },
    ...tenants,
  ];
  if (landlordPresent) {
    const name = landlord.name.trim();
    if (!landlord.email) throw invalid(m.partyEmailRequired(name), 'content.landlord.email');
    signers.push({
      role: 'landlord',
      name,
      email: landlord.email,
      phone: landlord.phone,
      clientId: landlord.clientId,
    });
  }
  return signers;
}

/**
 * « Faire signer »: the draft at `baseVersion` is checked (parties, every cited photo received), its
 * PDF drawn, then in one transaction it freezes (`signing`) with a signature request whose signers
 * sign in turn on the agent's device. The PDF is drawn before the transaction (seconds with sixty
 * photos, and the embedded database serves one transaction at a time): the transaction re-reads the
 * row locked and refuses if its version moved, so what is frozen is exactly what was drawn.
 */
export async function signInspection(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; ip: string | null; userAgent: string | null } & Required<InspectionSignInput>,
): Promise<Inspection> {
  const row = await requireInspection(deps, scope, input.id);
  const assertSignable = (r: repo.InspectionRow) => {
    if (r.status !== 'draft') throw new AppError('CONFLICT', m.notDraft);
    if (r.version !== input.baseVersion) throw new AppError('CONFLICT', m.conflict);
  };
  assertSignable(row);
  const { agency, members } = await getAgencySettings(deps, scope);
  const member = members.find((mb) => mb.id === scope.userId);
  const agentName = (member ? `${member.firstName} ${member.lastName}`.trim() : '') || scope.email;
  const signers = signersOf(
    row.content,
    { name: agentName, email: scope.email, userId: scope.userId },
    input.landlordPresent,
  );
  const received = new Set((await repo.listPhotos(deps.db, scope.agencyId, row.id)).map((p) => p.id));
  if ([...photoIdsOf(row.content)].some((id) => !received.has(id))) {
    throw new AppError('CONFLICT', m.photoUnknown);
  }
  const pdf = await drawInspectionPdf(deps, scope, row, { draft: false });
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockInspection(tx, scope.agencyId, row.id);
    if (!locked) throw notFound(m.notFound);
    assertSignable(locked);
    const request = await createSignatureRequest(
      deps,
      tx,
      scope,
      {
        documentKind: 'inspection',
        subjectId: row.id,
        title: inspectionMessages.pdf.requestTitle(
          inspectionMessages.kinds[row.kind],
          row.propertyLabel,
          formatShortDate(row.inspectionDate),
        ),
        agencyName: agency.name,
        pdf: pdf.body,
        pageCount: pdf.pages,
        signers,
      },
      { ip: input.ip, userAgent: input.userAgent },
    );
    await freezeForSigning(tx, scope.agencyId, row.id, {
      signatureRequestId: request.id,
      updatedBy: scope.userId,
    });
  });
  return getInspection(deps, scope, { id: row.id });
}

/**
 * The inspection's PDF: a draft's preview drawn now (marked « Projet – non signé »), the frozen
 * original while it is being signed (or once refused), the sealed PDF once signed.
 */
export async function inspectionPdf(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; ip: string },
): Promise<{ body: Buffer; fileName: string; preview: boolean }> {
  const row = await requireInspection(deps, scope, input.id);
  const fileName = inspectionMessages.pdf.fileName(row.kind, row.inspectionDate);
  if (row.status === 'draft' || !row.signatureRequestId) {
    const { body } = await drawInspectionPdf(deps, scope, row, { draft: true });
    return { body, fileName, preview: true };
  }
  const file = await signatureFile(deps, scope, {
    id: row.signatureRequestId,
    file: row.status === 'signed' ? 'sealed' : 'original',
    ip: input.ip,
  });
  return { body: file.body, fileName, preview: false };
}
