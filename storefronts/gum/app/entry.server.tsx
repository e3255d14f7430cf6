import {documentRequestHandler} from '@shared/hydrogen/document/entry-server';
import storeStylesheet from '~/styles/app.css?inline';

export default documentRequestHandler(storeStylesheet);
