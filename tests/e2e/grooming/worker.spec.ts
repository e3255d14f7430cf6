import {workerSpecs} from '../worker-checks';
import {gotoHydrated} from './chrome-helpers';

workerSpecs('/service-worker.js', gotoHydrated);
