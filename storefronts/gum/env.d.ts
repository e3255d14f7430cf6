/// <reference path="../../shared/hydrogen/context/env.d.ts" />
