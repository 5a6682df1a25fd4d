import { adminMessages, PLANS, type PlanId } from '@immopilote/contracts';

/** The plan's name, or « Aucun » without an active subscription. */
export const planLabel = (plan: PlanId | null) =>
  plan ? (PLANS.find((p) => p.id === plan)?.name ?? plan) : adminMessages.noPlan;
