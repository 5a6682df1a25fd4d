import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import {
  bankUploadLimits,
  confirmBankLine,
  confirmProposedLines,
  ignoreBankLine,
  importBankStatement,
  lineCandidates,
  listBankLines,
} from './bank-import.service';

/** Bank statement import and review (issue 34): whoever manages the register's properties. */
export async function bankImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.rentalBank.upload, config, async ({ request }) => {
    const form = await readForm(request, bankUploadLimits);
    return importBankStatement(deps, scopeOf(request), form.files);
  });
  route(app, endpoints.rentalBank.lines, config, ({ request }) => listBankLines(deps, scopeOf(request)));
  route(app, endpoints.rentalBank.candidates, config, ({ request, params }) =>
    lineCandidates(deps, scopeOf(request), params),
  );
  route(app, endpoints.rentalBank.confirm, config, ({ request, params, body }) =>
    confirmBankLine(deps, scopeOf(request), { id: params.id, rentCallId: body.rentCallId }),
  );
  route(app, endpoints.rentalBank.confirmAll, config, ({ request }) =>
    confirmProposedLines(deps, scopeOf(request)),
  );
  route(app, endpoints.rentalBank.ignore, config, ({ request, params }) =>
    ignoreBankLine(deps, scopeOf(request), params),
  );
}
