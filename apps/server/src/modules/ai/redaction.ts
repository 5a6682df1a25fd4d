import type { AppDeps } from '../../deps';
import type { AiProvider, AiTaskName, AiTasks } from '../../integrations/ai';
import { personalDataRedactor } from '../privacy/privacy.service';

type Redact = (text: string) => string;

/**
 * The task's input with every free text redacted. The agency's own name, address and city stay
 * (a business's public identity, needed to find its reviews), as do the stored facts and legal
 * mentions (figures and classes, no person in them); reviewers lose their names.
 */
export function redactTaskInput<T extends AiTaskName>(
  task: T,
  input: AiTasks[T]['input'],
  redact: Redact,
): AiTasks[T]['input'] {
  if (task === 'listing') {
    const listing = input as AiTasks['listing']['input'];
    const { property } = listing;
    return {
      ...listing,
      property: {
        ...property,
        name: redact(property.name),
        address: redact(property.address),
        description: property.description === null ? null : redact(property.description),
      },
      infoSup: listing.infoSup === null ? null : redact(listing.infoSup),
    } satisfies AiTasks['listing']['input'] as AiTasks[T]['input'];
  }
  const reviews = input as AiTasks['reviews']['input'];
  return {
    ...reviews,
    reviews: reviews.reviews.map((r) => ({ ...r, text: redact(r.text), author: null })),
  } satisfies AiTasks['reviews']['input'] as AiTasks[T]['input'];
}

/** The redactor of the agency for this input: its clients, and the authors of the reviews sent. */
async function redactorFor<T extends AiTaskName>(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  task: T,
  input: AiTasks[T]['input'],
): Promise<Redact> {
  const authors =
    task === 'reviews'
      ? (input as AiTasks['reviews']['input']).reviews.flatMap((r) =>
          r.author ? [{ fullName: r.author }] : [],
        )
      : [];
  return personalDataRedactor(deps, agencyId, authors);
}

/**
 * The engine an external call goes through: the same provider, given only redacted input. Every
 * call leaving our servers passes here (`executeAiJob`); the built-in engine is used as it is.
 */
export function redactingEngine(deps: Pick<AppDeps, 'db'>, agencyId: string, engine: AiProvider): AiProvider {
  if (!engine.external) return engine;
  return {
    id: engine.id,
    external: true,
    supports: (task) => engine.supports(task),
    describeRequest: (task, input) => engine.describeRequest(task, input),
    generate: async (task, input, options) =>
      engine.generate(
        task,
        redactTaskInput(task, input, await redactorFor(deps, agencyId, task, input)),
        options,
      ),
  };
}

/** What the external provider receives for `input`, redacted as a real call is (the head's example). */
export async function describeRedactedRequest<T extends AiTaskName>(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  engine: AiProvider,
  task: T,
  input: AiTasks[T]['input'],
): Promise<string | null> {
  if (!engine.external) return null;
  return engine.describeRequest(
    task,
    redactTaskInput(task, input, await redactorFor(deps, agencyId, task, input)),
  );
}
