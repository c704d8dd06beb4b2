export const WIDTH: number;
export const HEIGHT: number;
export const SAMPLE_IDS: number[];
export function samplePhoto(id: number): Promise<Buffer>;
