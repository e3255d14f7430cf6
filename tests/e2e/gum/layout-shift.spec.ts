import {layoutShiftSpecs} from '../fixtures';

layoutShiftSpecs();
