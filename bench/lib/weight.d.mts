// Types for the pure helpers of weight.mjs (see budgets.d.mts).
export declare function scriptUrls(html: string, pageUrl: string): string[];
export declare function isNoindex(html: string): boolean;
export declare function assetUrls(html: string, pageUrl: string): string[];
