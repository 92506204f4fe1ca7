/** Set by the build (packages/mf): which build of this remote is running. */
declare const __MW_BUILD__: string;
