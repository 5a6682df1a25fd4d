import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { agencyUnpaidRents, leaseArrears } from './arrears.service';
import { getRentalSettings, saveRentalSettings } from './rental-settings.service';

/** Arrears (issue 34): members who manage properties read them; only the head sets the reminders. */
export async function arrearsRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.arrears.forLease, config, ({ request, params }) =>
    leaseArrears(deps, scopeOf(request), params),
  );
  route(app, endpoints.arrears.unpaid, config, ({ request }) => agencyUnpaidRents(deps, scopeOf(request)));
  route(app, endpoints.arrears.settings, config, ({ request }) => getRentalSettings(deps, scopeOf(request)));
  route(app, endpoints.arrears.saveSettings, { guard: guard.boss() }, ({ request, body }) =>
    saveRentalSettings(deps, scopeOf(request), body),
  );
}
