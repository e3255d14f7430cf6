import {workerSpecs} from '../fixtures';

workerSpecs('/sw.js');
