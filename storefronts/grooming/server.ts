// Oxygen worker entry: Hydrogen's context for this store, then React Router.
import * as serverBuild from 'virtual:react-router/server-build';
import {createStorefrontFetchHandler} from '@shared/hydrogen/context/request-handler';
import {createAppContext} from '~/lib/context';

export default createStorefrontFetchHandler(serverBuild, createAppContext);
