export declare const FONT_TEXT: string;
export declare const FALLBACK_TEXT: string;
export interface SubsetFont {
  /** Output, relative to the project root. */
  file: string;
  /** Source woff2, relative to node_modules. */
  source: string;
  axes: Record<string, number | { min: number; max: number }>;
}
export declare const FONTS: SubsetFont[];
export declare function subset(font: SubsetFont, root: string): Promise<Buffer>;
