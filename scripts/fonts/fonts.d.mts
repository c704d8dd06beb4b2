export declare const FONT_TEXT: string;
export declare const FALLBACK_TEXT: string;
export interface SubsetFont {
  /** The start of its file name in FONTS_DIR (then the content hash and `.woff2`). */
  name: string;
  /** Source woff2, relative to node_modules. */
  source: string;
  axes: Record<string, number | { min: number; max: number }>;
}
export declare const FONTS: SubsetFont[];
export declare const FONTS_DIR: string;
export declare function fontFile(font: SubsetFont, bytes: Uint8Array): string;
export declare function subset(font: SubsetFont, root: string): Promise<Buffer>;
