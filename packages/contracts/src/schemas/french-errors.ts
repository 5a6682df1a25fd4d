import { z } from 'zod';
import { formatNumber } from '../format';
import { schemaErrorMessages as m } from '../messages/schema-errors';

type Issue = z.core.$ZodRawIssue;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? formatNumber(Number(value)) : String(value);

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (isBlank(issue.input)) return m.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return m.number;
    case 'int':
      return m.integer;
    case 'string':
      return m.text;
    case 'date':
      return m.date;
    default:
      return m.invalid;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? m.required : m.tooShort(min);
  if (issue.origin === 'array' || issue.origin === 'set') return m.tooFewItems(min);
  return issue.inclusive === false ? m.above(bound(issue.minimum)) : m.atLeast(bound(issue.minimum));
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return m.tooLong(max);
  if (issue.origin === 'array' || issue.origin === 'set') return m.tooManyItems(max);
  if (issue.origin === 'file') return m.fileTooLarge;
  return issue.inclusive === false ? m.below(bound(issue.maximum)) : m.atMost(bound(issue.maximum));
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (isBlank(issue.input)) return m.required;
  if (issue.format === 'email') return m.email;
  if (issue.format === 'url') return m.url;
  if (issue.format === 'date' || issue.format === 'datetime') return m.date;
  return m.format;
}

/**
 * zod's own messages are English and technical (« Invalid input: expected number, received
 * undefined »); a schema that gives no message of its own still speaks French to a person. A form's
 * resolver shows the first branch of a union, so the branches speak French too.
 */
export function frenchSchemaError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return isBlank(issue.input) ? m.required : m.choice;
    case 'unrecognized_keys':
      return m.unknownFields(issue.keys.join(', '));
    case 'not_multiple_of':
      return m.integer;
    default:
      return isBlank(issue.input) ? m.required : m.invalid;
  }
}

/**
 * Called once by each program before it parses anything (the web app's entries, the server's app):
 * a call, not an import's side effect, so that no bundler can drop it.
 */
export function speakFrenchInSchemas(): void {
  z.config({ customError: frenchSchemaError });
}
