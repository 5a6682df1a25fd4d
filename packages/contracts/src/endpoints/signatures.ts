import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import {
  deviceSessionSchema,
  signatureCancelSchema,
  signatureFileParams,
  signatureListQuerySchema,
  signatureListSchema,
  signatureRequestSchema,
  signatureVerifyResultSchema,
  signerParams,
  signingCodeRequestSchema,
  signingCodeSchema,
  signingCodeSentSchema,
  signingRefuseSchema,
  signingResultSchema,
  signingSessionSchema,
  signingSignSchema,
  signingTokenParams,
} from '../schemas/signatures';
import { accepted, endpoint, file, json, multipart, ok } from './define';

/**
 * Signature requests as the agency follows them (issue 30). Requests are made by the module that
 * draws the document (a mandate, a visit slip), never through a generic endpoint.
 */
export const signatureEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/signatures',
    query: signatureListQuerySchema,
    response: ok(signatureListSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/signatures/:id',
    params: uuidParam,
    response: ok(signatureRequestSchema),
  }),
  /** Sends (or sends again) the current signer's link by e-mail: a new secret, the old one dies. */
  sendLink: endpoint({
    method: 'POST',
    path: '/api/signatures/:id/signers/:signerId/link',
    params: signerParams,
    response: accepted,
  }),
  /** « Signer sur cet appareil »: a short-lived signing page for the current signer, in person. */
  device: endpoint({
    method: 'POST',
    path: '/api/signatures/:id/signers/:signerId/device',
    params: signerParams,
    response: ok(deviceSessionSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/signatures/:id/cancel',
    params: uuidParam,
    body: json(signatureCancelSchema),
    response: ok(signatureRequestSchema),
  }),
  /** The original, the sealed PDF, the proof file as PDF or JSON: each download is in the access log. */
  file: endpoint({
    method: 'GET',
    path: '/api/signatures/:id/files/:file',
    params: signatureFileParams,
    response: file,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/signatures/verify',
    body: multipart(z.object({})),
    response: ok(signatureVerifyResultSchema),
  }),
} as const;

/** The signing page, public: the secret in its address (a link by e-mail or the agent's device) is the key. */
export const signingEndpoints = {
  session: endpoint({
    method: 'GET',
    path: '/api/sign/:token',
    params: signingTokenParams,
    response: ok(signingSessionSchema),
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/api/sign/:token/code',
    params: signingTokenParams,
    body: json(signingCodeRequestSchema),
    response: ok(signingCodeSentSchema),
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: '/api/sign/:token/verify',
    params: signingTokenParams,
    body: json(signingCodeSchema),
    response: ok(signingSessionSchema),
  }),
  /** The document in full, once the code is verified. */
  document: endpoint({
    method: 'GET',
    path: '/api/sign/:token/document',
    params: signingTokenParams,
    response: file,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/sign/:token/sign',
    params: signingTokenParams,
    body: json(signingSignSchema),
    response: ok(signingResultSchema),
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/api/sign/:token/refuse',
    params: signingTokenParams,
    body: json(signingRefuseSchema),
    response: ok(signingResultSchema),
  }),
} as const;
