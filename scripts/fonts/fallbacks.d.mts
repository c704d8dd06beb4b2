export declare function fallbackFamilies(family: string): string;
export declare function fallbackFontFaces(): string;
