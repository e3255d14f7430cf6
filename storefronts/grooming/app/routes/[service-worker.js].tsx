import {serviceWorkerScriptResponse} from '@shared/worker/responses.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** The background worker script at /service-worker.js (shared/worker/worker-source.ts). */
export const loader = () => serviceWorkerScriptResponse();

export const action = methodNotAllowed('GET');
