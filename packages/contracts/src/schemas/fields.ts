import { z } from 'zod';
import { AGENCY_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { commonMessages } from '../messages/common';
import { fieldMessages } from '../messages/fields';

/** Field atoms: each carries its normalisation and French message once (STYLE habit 1). */
export const requiredText = (max = 200) =>
  z
    .string({ error: commonMessages.required })
    .trim()
    .min(1, commonMessages.required)
    .max(max, commonMessages.tooLong);

export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, commonMessages.tooLong)
    .optional()
    .transform((v) => (v ? v : null));

export const emailField = z
  .string({ error: commonMessages.required })
  .trim()
  .toLowerCase()
  .min(1, commonMessages.required)
  .max(254, commonMessages.tooLong)
  .pipe(z.email(fieldMessages.emailInvalid));

export const passwordField = z
  .string({ error: commonMessages.required })
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

/** French numbers: 0612345678, 06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78, and foreign +XX numbers. */
export const phoneField = z
  .string({ error: commonMessages.required })
  .trim()
  .min(1, commonMessages.required)
  .max(30, commonMessages.tooLong)
  .regex(/^\+?[0-9][0-9 .\-()]{5,}$/, fieldMessages.phoneInvalid);

export const zipField = z
  .string({ error: commonMessages.required })
  .trim()
  .min(1, commonMessages.required)
  .regex(/^\d{5}$/, fieldMessages.zipInvalid);

export const agencyCodeField = z
  .string({ error: fieldMessages.agencyCodeRequired })
  .trim()
  .min(1, fieldMessages.agencyCodeRequired)
  .max(AGENCY_CODE_LENGTH * 2, fieldMessages.agencyCodeRequired)
  .transform((v) => v.toUpperCase());

export const priceField = z.coerce
  .number({ error: fieldMessages.priceInvalid })
  .finite(fieldMessages.priceInvalid)
  .min(0, fieldMessages.priceInvalid)
  .max(1_000_000_000, fieldMessages.priceInvalid);

export const uuidParam = z.object({ id: z.uuid(commonMessages.notFound) });
