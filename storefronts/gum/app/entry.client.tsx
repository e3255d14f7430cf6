import {hydrateStorefront} from '@shared/hydrogen/entry-client';

hydrateStorefront();
