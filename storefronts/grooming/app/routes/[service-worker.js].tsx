import {serviceWorkerScriptResponse} from '@shared/worker/responses.server';

/** The background worker script at /service-worker.js (shared/worker/worker-source.ts). */
export const loader = () => serviceWorkerScriptResponse();
