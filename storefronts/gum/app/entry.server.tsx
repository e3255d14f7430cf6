export {handleDocumentRequest as default} from '@shared/hydrogen/entry-server';
