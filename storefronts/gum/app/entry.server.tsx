export {handleDocumentRequest as default} from '@shared/hydrogen/document/entry-server';
