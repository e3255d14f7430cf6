import builtAssets from 'virtual:storefront-assets';
import {lazyChunkUrls} from './lazy-chunks';

/** The scripts of a module the page loads by `import()`, from this build's list (decision 169). */
export function lazyModuleScripts(module: string): string[] {
  return lazyChunkUrls(builtAssets, module);
}
