declare module 'virtual:storefront-assets' {
  const assets: import('./asset-manifest-plugin').BuiltAsset[];
  export default assets;
}
