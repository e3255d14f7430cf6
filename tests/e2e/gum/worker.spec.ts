import {workerSpecs} from '../worker-checks';
import {gotoHydrated} from './helpers';

workerSpecs('/sw.js', gotoHydrated);
