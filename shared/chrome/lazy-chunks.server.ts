import builtAssets from 'virtual:storefront-assets';
import {lazyChunkUrls} from './lazy-chunks';

// The build's list is fixed for the worker's life, so each module's answer is worked out once.
const byModule = new Map<string, string[]>();

/** The scripts of a module the page loads by `import()`, from this build's list (decision 169). */
export function lazyModuleScripts(module: string): string[] {
  let scripts = byModule.get(module);
  if (!scripts) {
    scripts = lazyChunkUrls(builtAssets, module);
    byModule.set(module, scripts);
  }
  return scripts;
}
