import {serviceWorkerScriptResponse} from '@shared/worker/responses.server';

/** The background worker script at /sw.js (shared/worker/worker-source.ts). */
export const loader = () => serviceWorkerScriptResponse();
