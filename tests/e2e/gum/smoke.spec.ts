import {smokeTest} from '../fixtures';

smokeTest();
