import {documentRequestHandler} from '@shared/hydrogen/document/entry-server';
import storeStylesheet from '~/styles/index.css?inline';

export default documentRequestHandler(storeStylesheet);
