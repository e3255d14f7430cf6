/// <reference path="../../shared/hydrogen/env.d.ts" />
