/**
 * MapLibre's stylesheet and worker script, imported by the map's lazy chunk: the build emits
 * each as a hashed file and the import gives its address (scripts/build.ts, `maplibre-files`).
 */
declare module "maplibre-gl/dist/maplibre-gl.css" {
  const url: string;
  export default url;
}

declare module "maplibre-gl/dist/maplibre-gl-worker.mjs" {
  const url: string;
  export default url;
}
