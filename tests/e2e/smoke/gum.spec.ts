import {smokeTest} from './smoke.ts';

smokeTest();
