import {workerSpecs} from '../fixtures';

workerSpecs('/service-worker.js');
