// heic-decode ships no types: the one call lib/photos/process.ts makes.
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  export default function decode(input: { buffer: Uint8Array }): Promise<Decoded>;
}
