import {hydrateStorefront} from '@shared/hydrogen/document/entry-client';

hydrateStorefront();
